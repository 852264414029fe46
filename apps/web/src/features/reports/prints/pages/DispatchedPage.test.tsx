import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../../test/render-page';
import { routeApi } from '../../../patients/test-patients';
import { printCard, printListPage, printReport, printSettings, renderPrintPage } from '../test-report-prints';
import { ArchivesPage } from './ArchivesPage';
import { DispatchedPage } from './DispatchedPage';

const { fetchMock, requests, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const listCalls = () => requests().filter((request) => request.startsWith('GET /api/v1/report-prints?'));
const lastListQuery = () => new URL(`http://lab${(listCalls().at(-1) ?? '').slice('GET '.length)}`).searchParams;

const dispatched = { ...printReport, dispatched: true, printDone: true };
const lipids = { ...dispatched, id: 202, test: { id: 10, name: 'Lipid Profile' } };
const rahul = printCard([dispatched, lipids]);

function answer(extra: Parameters<typeof routeApi>[1] = []) {
  routeApi(fetchMock, [
    ['GET', '/api/v1/report-prints?', () => jsonResponse(200, printListPage([rahul]))],
    ['GET', '/api/v1/settings/print', () => jsonResponse(200, printSettings())],
    ...extra,
  ]);
}

describe('Dispatched reports', () => {
  it("lists the dispatched tab of the header's days; a card opens its patient (spec 001 §4 'in the history tab it navigates')", async () => {
    answer();
    renderPrintPage('/dispatched/:tabOrPatient', <DispatchedPage />, '/dispatched/total');
    const card = await screen.findByRole('article', { name: 'Mr. Rahul Sharma' });
    expect(lastListQuery().get('tab')).toBe('dispatched');
    expect(lastListQuery().get('from')).not.toBeNull();
    expect(within(card).queryByRole('checkbox', { name: 'Choose the reports of Rahul Sharma' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Submit All reports of Rahul Sharma' })).toBeNull();
    expect(within(card).getAllByText('Dispatched').length).toBe(2);
    fireEvent.click(within(card).getByRole('link', { name: 'Open the dispatched reports of Rahul Sharma' }));
    expect(await screen.findByRole('heading', { name: 'Dispatched reports of Rahul Sharma' })).toBeTruthy();
    await waitFor(() => expect(lastListQuery().get('patientId')).toBe('42'));
  });

  it("shows one patient's dispatched reports of any day at /dispatched/{labUserId} (spec 001 §2)", async () => {
    answer();
    renderPrintPage('/dispatched/:tabOrPatient', <DispatchedPage />, '/dispatched/42');
    expect(await screen.findByRole('heading', { name: 'Dispatched reports of Rahul Sharma' })).toBeTruthy();
    expect(lastListQuery().get('patientId')).toBe('42');
    expect(lastListQuery().get('from')).toBeNull();
    expect(screen.getByRole('link', { name: 'All patients' }).getAttribute('href')).toBe('/dispatched/total');
    expect(screen.getByRole('checkbox', { name: 'Choose the reports of Rahul Sharma' })).toBeTruthy();
  });
});

describe('Archives', () => {
  it("archives a report, which leaves the list at once: 'Report archived.' (spec 001 §4)", async () => {
    answer([
      [
        'POST',
        '/api/v1/reports/202/archive',
        () => jsonResponse(200, { id: 202, archivedAt: '2025-05-21T12:00:00.000Z', messageKey: 'reportArchived' }),
      ],
    ]);
    renderPrintPage('/archives/:tab', <ArchivesPage />, '/archives/total');
    const card = await screen.findByRole('article', { name: 'Mr. Rahul Sharma' });
    expect(lastListQuery().get('tab')).toBe('archives');
    fireEvent.click(within(card).getByRole('button', { name: 'Archive Lipid Profile' }));
    await waitFor(() => expect(screen.queryByText('Lipid Profile')).toBeNull());
    expect(screen.getByText('Complete Blood Count')).toBeTruthy();
    expect(toasts()).toContain('Report archived.');
    expect(callsWith('POST').map(([url]) => String(url))).toEqual(['/api/v1/reports/202/archive']);
  });

  it('keeps the report when the archive is refused, saying why', async () => {
    answer([
      [
        'POST',
        '/api/v1/reports/202/archive',
        () =>
          jsonResponse(409, {
            error: {
              code: 'conflict',
              messageKey: 'reportNotArchivable',
              message: 'Only submitted reports can be archived.',
            },
          }),
      ],
    ]);
    renderPrintPage('/archives/:tab', <ArchivesPage />, '/archives/total');
    const card = await screen.findByRole('article', { name: 'Mr. Rahul Sharma' });
    fireEvent.click(within(card).getByRole('button', { name: 'Archive Lipid Profile' }));
    await waitFor(() => expect(toasts()).toContain('Only submitted reports can be archived.'));
    expect(screen.getByText('Lipid Profile')).toBeTruthy();
  });
});
