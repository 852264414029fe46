import type { WorklistRun } from '@lims/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { worklistApi, worklistOptions, worklistRun } from './test-worklists';
import { WorkListMenu } from './WorkListMenu';

// A run is asked how far it is every 500 ms.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });

const { fetchMock, callsWith } = stubApi();
const header = { from: '2025-03-01', to: '2025-03-31', departmentId: 2 };
const session = { ...labSession, departments: [{ id: 2, name: 'Haematology' }] };
let runNow: WorklistRun;

beforeEach(() => {
  runNow = worklistRun('running', { kind: 'simple' });
  worklistApi(fetchMock, {
    'GET /api/v1/worklists/options': () => jsonResponse(200, worklistOptions()),
    'POST /api/v1/worklists/runs': () => jsonResponse(202, worklistRun('queued', { kind: 'simple' })),
    'GET /api/v1/worklists/runs/7': () => jsonResponse(200, runNow),
  });
});

const sentBodies = () => callsWith('POST').map(([, init]) => JSON.parse(String(init?.body)) as unknown);

function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'More work lists' }));
  return screen.findAllByRole('menuitem');
}

describe('WorkList split button (spec 002 §2 Work list menu)', () => {
  it("lists the work lists in the spec's order, the two doctors' lists flagged New", async () => {
    renderPage(<WorkListMenu {...header} />, { session });
    const items = await openMenu();
    expect(
      items.map((item) => ({
        name: item.querySelector('.mantine-Menu-itemLabel')?.textContent,
        isNew: within(item).queryByText('New') !== null,
      })),
    ).toEqual([
      { name: 'Test Wise WorkList', isNew: false },
      { name: 'Patient Wise WorkList', isNew: false },
      { name: 'Simple Work List', isNew: false },
      { name: "Processing Sample's WorkList", isNew: false },
      { name: 'Department Wise WorkList', isNew: false },
      { name: 'Clinical History', isNew: false },
      { name: 'Sample Type Work List', isNew: false },
      { name: 'Work List', isNew: false },
      { name: 'Referral Doctor Work List', isNew: true },
      { name: 'Signing Doctor Work List', isNew: true },
    ]);
  });

  it('opens the Work List dialog from its main button, with the header department', async () => {
    renderPage(<WorkListMenu {...header} />, { session });
    fireEvent.click(screen.getByRole('button', { name: 'WorkList' }));
    const dialog = await screen.findByRole('dialog', { name: 'Work List' });
    await waitFor(() =>
      expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Department' }).value).toBe('Haematology'),
    );
    expect(within(dialog).getByRole('button', { name: /^Date range: / }).textContent).toBe('01/03/2025 – 31/03/2025');
  });

  it("starts Simple Work List at once for the header's days and department, then offers it in a new tab", async () => {
    renderPage(<WorkListMenu {...header} />, { session });
    fireEvent.click((await openMenu())[2] as HTMLElement);
    await waitFor(() => expect(sentBodies()).toEqual([{ kind: 'simple', ...header }]));
    const dialog = await screen.findByRole('dialog', { name: 'Simple Work List' });
    expect(within(dialog).getByText('Days: \u206601/03/2025 – 31/03/2025\u2069')).toBeTruthy();
    expect(within(dialog).getByText('Department: Haematology')).toBeTruthy();
    expect(await within(dialog).findByText('12 of 40 lines')).toBeTruthy();
    runNow = worklistRun('done', { kind: 'simple' });
    const link = await within(dialog).findByRole('link', { name: 'Open in a new tab' });
    expect(link.getAttribute('href')).toBe('/api/v1/worklists/runs/7/file');
  });

  it('starts the accession Work List, and says so when it has no line', async () => {
    worklistApi(fetchMock, {
      'POST /api/v1/worklists/runs': () =>
        jsonResponse(404, {
          error: { code: 'not_found', message: 'No data found with given criteria.', messageKey: 'worklistNoData' },
        }),
    });
    renderPage(<WorkListMenu />, { session });
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Work List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Work List' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No data found with given criteria.');
    const [body] = sentBodies() as [{ kind: string; from: string; to: string; departmentId: null }];
    // Without a header range: today, in every department (spec 002 §9 'start and end of today').
    expect(body.kind).toBe('accession');
    expect(body.from).toBe(body.to);
    expect(body.departmentId).toBeNull();
    expect(within(dialog).getByText('Department: All departments')).toBeTruthy();
  });

  it('opens the modal of an entry that asks for more, without starting anything', async () => {
    renderPage(<WorkListMenu {...header} />, { session });
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: /Signing Doctor Work List/ }));
    expect(await screen.findByRole('dialog', { name: 'Signing Doctor Type WorkList' })).toBeTruthy();
    expect(sentBodies()).toEqual([]);
  });

  it("is not shown to someone who may not generate work lists (the front desk: 'worklists.generate')", () => {
    const frontDesk = {
      ...labSession,
      admin: false,
      user: { ...labSession.user, flags: { ...labSession.user.flags, admin: false } },
    };
    renderPage(<WorkListMenu {...header} />, { session: frontDesk });
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
