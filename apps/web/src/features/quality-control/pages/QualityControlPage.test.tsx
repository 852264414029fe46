import type { SessionData } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { routeApi } from '../../patients/test-patients';
import { glucoseGroup, openHold, page, qcOptions } from '../test-quality-control';
import { QualityControlPage } from './QualityControlPage';

// Mantine's option lists scroll the chosen option into view, which jsdom does not do.
Element.prototype.scrollIntoView = () => {};

const { fetchMock, requests, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body)) as unknown;
const postsTo = (path: string) => callsWith('POST').filter(([url]) => String(url) === path);

function answer(extra: Parameters<typeof routeApi>[1] = []) {
  routeApi(fetchMock, [
    ...extra,
    ['GET', '/api/v1/qc/groups?', () => jsonResponse(200, page([glucoseGroup]))],
    ['GET', '/api/v1/qc/options', () => jsonResponse(200, qcOptions)],
    ['GET', '/api/v1/qc/holds?state=open', () => jsonResponse(200, page([openHold]))],
    ['GET', '/api/v1/qc/holds?state=resolved', () => jsonResponse(200, page([]))],
  ]);
}

/** A bench technician: may view and record QC, not configure it or resolve holds. */
const technician: SessionData = {
  ...labSession,
  admin: false,
  labuseraccessmaster: { isRootUser: false },
  user: { ...labSession.user, flags: { ...labSession.user.flags, admin: false, labAccess: true } },
};

describe('Quality control page', () => {
  it('lists the QC groups with their level, device, tests, last run and open holds, and counts the open holds on the tab', async () => {
    answer();
    renderPage(<QualityControlPage />, { path: '/quality-control' });
    const link = await screen.findByRole('link', { name: 'Chemistry Level 1' });
    expect(link.getAttribute('href')).toBe('/quality-control/groups/7');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Level 1')).toBeTruthy();
    expect(within(row).getByText('Cobas c311')).toBeTruthy();
    expect(within(row).getByText('Glucose Fasting, Creatinine')).toBeTruthy();
    expect(within(row).getByText('Rejected')).toBeTruthy();
    expect(within(row).getByText('Asha Verma')).toBeTruthy();
    const holdsTab = screen.getByRole('tab', { name: /QC holds/ });
    await waitFor(() => expect(within(holdsTab).getByText('1')).toBeTruthy());
    expect(requests()).toContain('GET /api/v1/qc/groups?sort=name&direction=asc&limit=50&offset=0');
  }, 15_000);

  it('asks the server for the disabled groups and one department when filtered', async () => {
    answer();
    renderPage(<QualityControlPage />, { path: '/quality-control' });
    await screen.findByRole('link', { name: 'Chemistry Level 1' });
    fireEvent.click(screen.getByRole('switch', { name: 'Show disabled' }));
    await waitFor(() =>
      expect(requests()).toContain(
        'GET /api/v1/qc/groups?sort=name&direction=asc&limit=50&offset=0&includeDisabled=true',
      ),
    );
    fireEvent.click(screen.getByRole('textbox', { name: 'Department' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Haematology' }));
    await waitFor(() =>
      expect(requests()).toContain(
        'GET /api/v1/qc/groups?departmentId=4&sort=name&direction=asc&limit=50&offset=0&includeDisabled=true',
      ),
    );
  }, 15_000);

  it('creates a QC group: the device lists its tests, each with its target, and the body says so', async () => {
    answer([['POST', '/api/v1/qc/groups', () => jsonResponse(201, { ...glucoseGroup, id: 8 })]]);
    renderPage(<QualityControlPage />, { path: '/quality-control' });
    fireEvent.click(await screen.findByRole('button', { name: 'New QC group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New QC group' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/, { selector: 'input' }), {
      target: { value: 'Chemistry Level 2' },
    });
    fireEvent.click(within(dialog).getByLabelText(/^Level/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Level 2' }));
    fireEvent.click(within(dialog).getByLabelText(/^Department/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Biochemistry' }));
    fireEvent.click(within(dialog).getByLabelText(/^Device/, { selector: 'input' }));
    // Only the chosen department's devices are offered.
    expect(screen.queryByRole('option', { name: 'Sysmex XN' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Cobas c311' }));
    fireEvent.change(within(dialog).getByLabelText(/^Lot number/), { target: { value: 'LOT-9' } });
    const means = within(dialog).getAllByLabelText(/^Target mean/);
    const sds = within(dialog).getAllByLabelText(/^Target SD/);
    expect(means).toHaveLength(2);
    fireEvent.change(means[0] as HTMLElement, { target: { value: '250' } });
    fireEvent.change(sds[0] as HTMLElement, { target: { value: '8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Creatinine' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create QC group' }));
    await waitFor(() => expect(postsTo('/api/v1/qc/groups')).toHaveLength(1));
    expect(bodyOf(postsTo('/api/v1/qc/groups')[0])).toEqual({
      name: 'Chemistry Level 2',
      departmentId: 3,
      level: 'level2',
      deviceId: 21,
      lotNumber: 'LOT-9',
      tests: [{ testId: 101, targetMean: 250, targetSd: 8, unit: 'mg/dL' }],
    });
    await waitFor(() => expect(toasts()).toContain('QC group created.'));
  }, 15_000);

  it('refuses a target SD of 0 before sending anything', async () => {
    answer();
    renderPage(<QualityControlPage />, { path: '/quality-control' });
    fireEvent.click(await screen.findByRole('button', { name: 'New QC group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New QC group' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/, { selector: 'input' }), { target: { value: 'Haem L1' } });
    fireEvent.click(within(dialog).getByLabelText(/^Department/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Haematology' }));
    fireEvent.click(within(dialog).getByLabelText(/^Device/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sysmex XN' }));
    fireEvent.change(within(dialog).getByLabelText(/^Target mean/), { target: { value: '13' } });
    fireEvent.change(within(dialog).getByLabelText(/^Target SD/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create QC group' }));
    expect(await within(dialog).findByText('The target SD must be more than 0.')).toBeTruthy();
    expect(postsTo('/api/v1/qc/groups')).toHaveLength(0);
  }, 15_000);

  it("shows each open hold's rejected record, rules and held reports, and resolves it only with a comment", async () => {
    const resolved = { ...openHold, resolvedAt: '2025-05-21T06:00:00.000Z', resolvedBy: 'Asha Verma' };
    answer([
      [
        'POST',
        '/api/v1/qc/holds/31/resolve',
        () => jsonResponse(200, { hold: resolved, messageKey: 'qcHoldResolved', messageParams: { count: 1 } }),
      ],
    ]);
    renderPage(<QualityControlPage />, { path: '/quality-control?tab=holds' });
    const card = await screen.findByRole('region', { name: 'QC hold of Chemistry Level 1, Glucose Fasting' });
    expect(within(card).getByText('QC of 117mg/dL on May 21, 2025, 10:00 AM')).toBeTruthy();
    expect(within(card).getByText('1-3s')).toBeTruthy();
    expect(within(card).getByText('Glucose Fasting on Cobas c311')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Meera Iyer' }).getAttribute('href')).toBe('/reports/9001');
    fireEvent.click(within(card).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve QC hold' });
    const submit = within(dialog).getByRole('button', { name: 'Resolve' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Comment/), {
      target: { value: '  Recalibrated, rerun in range ' },
    });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(postsTo('/api/v1/qc/holds/31/resolve')).toHaveLength(1));
    expect(bodyOf(postsTo('/api/v1/qc/holds/31/resolve')[0])).toEqual({
      comment: 'Recalibrated, rerun in range',
      version: 1,
    });
    await waitFor(() => expect(toasts()).toContain('QC hold resolved: 1 reports released.'));
  });

  it('shows a user without qc.resolve the holds but no Resolve, and no New QC group', async () => {
    answer();
    renderPage(<QualityControlPage />, { path: '/quality-control?tab=holds', session: technician });
    const card = await screen.findByRole('region', { name: 'QC hold of Chemistry Level 1, Glucose Fasting' });
    expect(within(card).getByRole('link', { name: 'Meera Iyer' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Resolve' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'QC groups' }));
    await screen.findByRole('link', { name: 'Chemistry Level 1' });
    expect(screen.queryByRole('button', { name: 'New QC group' })).toBeNull();
  });
});
