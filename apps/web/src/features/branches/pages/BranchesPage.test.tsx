import type { Branch } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { routeApi } from '../../patients/test-patients';
import { BranchesPage } from './BranchesPage';

vi.setConfig({ testTimeout: 30_000 });

const { fetchMock, requests, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const branch = (id: number, name: string, changes: Partial<Branch> = {}): Branch => ({
  id,
  name,
  code: null,
  address: null,
  contact: null,
  enabled: true,
  version: 0,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...changes,
});
const pageOf = (items: Branch[]) => jsonResponse(200, { items, total: items.length, nextCursor: null });
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body));

describe('Settings > Branches (spec 001 §6)', () => {
  it("lists the lab's branches, disabled ones marked, with the switch off", async () => {
    routeApi(fetchMock, [
      ['GET', '/api/v1/branches/management', () => jsonResponse(200, { enabled: false })],
      [
        'GET',
        '/api/v1/branches',
        () =>
          pageOf([
            branch(1, 'Andheri', { code: 'AND', contact: '9876543210' }),
            branch(2, 'Bandra', { enabled: false }),
          ]),
      ],
    ]);
    renderPage(<BranchesPage />);
    const andheri = (await screen.findByText('Andheri')).closest('tr');
    const bandra = screen.getByText('Bandra').closest('tr');
    if (!andheri || !bandra) throw new Error('rows not found');
    expect(within(andheri).getByText('AND')).toBeTruthy();
    expect(within(andheri).getByText('9876543210')).toBeTruthy();
    expect(within(bandra).getByText('Disabled')).toBeTruthy();
    expect(await screen.findByText('Off')).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Branch management' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(requests()).toContain('GET /api/v1/branches?includeDisabled=true&sort=name&direction=asc&limit=50&offset=0');
  });

  it("turns branch management on after asking, and says when 'Main branch' was made", async () => {
    let enabled = false;
    routeApi(fetchMock, [
      ['GET', '/api/v1/branches/management', () => jsonResponse(200, { enabled })],
      ['GET', '/api/v1/branches', () => pageOf(enabled ? [branch(5, 'Main branch')] : [])],
      [
        'PUT',
        '/api/v1/branches/management',
        () => {
          enabled = true;
          return jsonResponse(200, { enabled: true, createdBranch: branch(5, 'Main branch') });
        },
      ],
      [
        'GET',
        '/api/v1/session',
        () => jsonResponse(401, { error: { code: 'unauthenticated', messageKey: 'sessionExpired', message: '' } }),
      ],
    ]);
    renderPage(<BranchesPage />);
    expect(await screen.findByText('No branches yet')).toBeTruthy();
    fireEvent.click(await screen.findByRole('switch', { name: 'Branch management' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn branch management on?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        'Branch management is on',
        "“Main branch” was added as the lab's first branch. Rename it as you wish.",
      ]),
    );
    expect(bodyOf(callsWith('PUT')[0])).toEqual({ enabled: true });
    expect(await screen.findByText('On')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('table').textContent).toContain('Main branch'));
  });

  it('adds a branch, and shows a name the lab has already under the name', async () => {
    routeApi(fetchMock, [
      ['GET', '/api/v1/branches/management', () => jsonResponse(200, { enabled: true })],
      ['GET', '/api/v1/branches', () => pageOf([branch(1, 'Andheri')])],
      [
        'POST',
        '/api/v1/branches',
        () =>
          jsonResponse(409, {
            error: {
              code: 'conflict',
              messageKey: 'branchNameTaken',
              message: 'A branch with this name already exists.',
              field: 'name',
              fields: [
                { field: 'name', messageKey: 'branchNameTaken', message: 'A branch with this name already exists.' },
              ],
            },
          }),
      ],
    ]);
    renderPage(<BranchesPage />);
    await screen.findByText('Andheri');
    fireEvent.click(screen.getByRole('button', { name: 'Add branch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a branch' });
    // A contact that is not a number is refused before anything is sent.
    fireEvent.change(within(dialog).getByLabelText(/Branch name/), { target: { value: ' andheri ' } });
    fireEvent.change(within(dialog).getByLabelText('Contact number'), { target: { value: '98-76' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add branch' }));
    expect(await within(dialog).findByText('Please enter valid number.')).toBeTruthy();
    expect(callsWith('POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Contact number'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add branch' }));
    expect(await within(dialog).findByText('A branch with this name already exists.')).toBeTruthy();
    expect(bodyOf(callsWith('POST')[0])).toEqual({ name: 'andheri', code: null, address: null, contact: null });
  });

  it('disables a branch from its version after asking', async () => {
    routeApi(fetchMock, [
      ['GET', '/api/v1/branches/management', () => jsonResponse(200, { enabled: true })],
      ['GET', '/api/v1/branches', () => pageOf([branch(3, 'Powai', { version: 4 })])],
      ['PATCH', '/api/v1/branches/3', () => jsonResponse(200, branch(3, 'Powai', { version: 5, enabled: false }))],
      [
        'GET',
        '/api/v1/session',
        () => jsonResponse(401, { error: { code: 'unauthenticated', messageKey: 'sessionExpired', message: '' } }),
      ],
    ]);
    renderPage(<BranchesPage />);
    await screen.findByText('Powai');
    fireEvent.click(screen.getByRole('button', { name: /Powai/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this branch?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(callsWith('PATCH')).toHaveLength(1));
    expect(bodyOf(callsWith('PATCH')[0])).toEqual({ enabled: false, version: 4 });
  });
});
