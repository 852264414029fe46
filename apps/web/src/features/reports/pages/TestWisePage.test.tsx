import type { ReportListItem } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishRealtime } from '../../../app/realtime/realtime-bus';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, stubApi } from '../../../test/render-page';
import { defaultReportWindow, toDay } from '../../../ui/date-range-values';
import { errorResponse, routeApi } from '../../patients/test-patients';
import { renderListPage, reportItem, reportListPage } from '../test-report-lists';
import { TestWisePage } from './TestWisePage';

const { fetchMock, requests, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const minuteMs = 60_000;
const today = () => toDay(new Date(), labSession.timeZone);
const listCalls = () => requests().filter((request) => request.startsWith('GET /api/v1/reports?'));
const lastListQuery = () => new URL(`http://lab${(listCalls().at(-1) ?? '').slice('GET '.length)}`).searchParams;
const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>;

const completed: ReportListItem = {
  ...reportItem,
  id: 102,
  version: 5,
  status: 'completed',
  stage: 'completed',
  test: { id: 8, code: 'LFT', name: 'Liver Function Test' },
};
const signed: ReportListItem = {
  ...reportItem,
  id: 103,
  version: 8,
  status: 'signed',
  stage: 'signed',
  test: { id: 9, code: 'KFT', name: 'Kidney Function Test' },
};

function answer(items: ReportListItem[], writes: Record<string, () => Response> = {}) {
  routeApi(fetchMock, [
    ['GET', '/api/v1/reports?', () => jsonResponse(200, reportListPage(items))],
    ...Object.entries(writes).map(([path, reply]) => ['POST', path, reply] as [string, string, () => Response]),
  ]);
}

const renderAt = (path: string, session = labSession) =>
  renderListPage('/test-wise/:tab', <TestWisePage />, { path, session });
const rowOf = async (testName: string) => (await screen.findByText(testName)).closest('tr') as HTMLElement;

describe('Test-wise entry list', () => {
  it("asks for the address's tab in the default report window, today and the 4 days before (spec 002 §2 /test-wise/{tab}, spec 001 §9)", async () => {
    answer([reportItem]);
    renderAt('/test-wise/pending');
    await rowOf('Complete Blood Count');
    const query = lastListQuery();
    expect(query.get('tab')).toBe('pending');
    expect(query.get('from')).toBe(
      toDay(defaultReportWindow(new Date(), labSession.timeZone).from, labSession.timeZone),
    );
    expect(query.get('from')).not.toBe(today());
    expect(query.get('to')).toBe(today());
    expect(query.get('departmentId')).toBeNull();
    // The lab's sortingFlag orders the list, newest first, until a column is sorted (spec 001 §3).
    expect(query.get('sort')).toBeNull();
    expect(query.get('direction')).toBeNull();
  });

  it('sends the direction with a column sorted by the user', async () => {
    answer([reportItem]);
    renderAt('/test-wise/pending');
    await rowOf('Complete Blood Count');
    fireEvent.click(screen.getByRole('button', { name: /Sample \/ Bill/ }));
    await waitFor(() => expect(lastListQuery().get('sort')).toBe('accessionDate'));
    expect(lastListQuery().get('direction')).toBe('asc');
  });

  it("reads the spec's tab paths: /tat-exceeded is the TAT exceeded tab (spec 002 §4 'Worklist tabs')", async () => {
    answer([reportItem]);
    renderAt('/test-wise/tat-exceeded');
    await rowOf('Complete Blood Count');
    expect(lastListQuery().get('tab')).toBe('tatExceeded');
    expect(screen.getByRole('link', { name: 'TAT exceeded' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers every worklist tab as a link, and a click asks the server for that tab', async () => {
    answer([reportItem]);
    renderAt('/test-wise/pending');
    await rowOf('Complete Blood Count');
    const tabs = within(screen.getByRole('navigation', { name: 'Which reports' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Total',
      'Pending',
      'Partial',
      'Completed',
      'Signed',
      'Partially approved',
      'Emergency',
      'TAT exceeded',
      'Outsourced',
      'Critical',
      'Assigned',
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Partially approved' }));
    await waitFor(() => expect(lastListQuery().get('tab')).toBe('partiallyApproved'));
    fireEvent.click(screen.getByRole('link', { name: 'Signed' }));
    await waitFor(() => expect(lastListQuery().get('tab')).toBe('signed'));
  });

  it('sends another address back to the pending tab', async () => {
    answer([reportItem]);
    renderAt('/test-wise/no-such-tab');
    await rowOf('Complete Blood Count');
    expect(lastListQuery().get('tab')).toBe('pending');
    expect(screen.getByRole('link', { name: 'Pending' }).getAttribute('aria-current')).toBe('page');
  });

  it("filters by the header's department (the session's current department)", async () => {
    answer([reportItem]);
    renderAt('/test-wise/pending', {
      ...labSession,
      departments: [{ id: 5, name: 'Haematology' }],
      currentDepartment: { id: 5, name: 'Haematology' },
    });
    await rowOf('Complete Blood Count');
    expect(lastListQuery().get('departmentId')).toBe('5');
  });

  it('shows the patient, test, sample, bill and the status by its spec name (spec 002 §4)', async () => {
    answer([reportItem, completed, signed]);
    renderAt('/test-wise/total');
    const row = await rowOf('Complete Blood Count');
    expect(within(row).getByText('Mr. Rahul Sharma')).toBeTruthy();
    expect(within(row).getByText('P-000042 · 34 Years / Male')).toBeTruthy();
    expect(within(row).getByText('Haematology')).toBeTruthy();
    expect(within(row).getByText('S-000011')).toBeTruthy();
    expect(within(row).getByText('Accession ACC-7')).toBeTruthy();
    expect(within(row).getByText('1042')).toBeTruthy();
    expect(within(row).getByText('Incomplete')).toBeTruthy();
    expect(within(await rowOf('Liver Function Test')).getByText('Completed')).toBeTruthy();
    expect(within(await rowOf('Kidney Function Test')).getByText('Signed')).toBeTruthy();
  });

  it("labels the way in by the status: Review when signed, Preview when completed, else Enter (spec 001 §4 'Report action label')", async () => {
    answer([reportItem, completed, signed]);
    renderAt('/test-wise/total');
    expect(within(await rowOf('Complete Blood Count')).getByRole('link', { name: /^Enter/ })).toBeTruthy();
    expect(within(await rowOf('Liver Function Test')).getByRole('link', { name: /^Preview/ })).toBeTruthy();
    expect(within(await rowOf('Kidney Function Test')).getByRole('link', { name: /^Review/ })).toBeTruthy();
  });

  it("opens a report with the page's reports in order, so the entry page moves to the next one after a save", async () => {
    answer([reportItem, completed, signed]);
    renderAt('/test-wise/total');
    fireEvent.click(within(await rowOf('Liver Function Test')).getByRole('link', { name: /^Preview/ }));
    const landed = JSON.parse((await screen.findByTestId('landed')).textContent ?? '{}');
    expect(landed).toEqual({ path: '/reports/102', state: { reportIds: [101, 102, 103] } });
  });

  it("marks TAT Exceeded past the accession plus the target and the time Remaining before it, in d/h/m (spec 001 §4 'TAT')", async () => {
    const now = Date.now();
    const late: ReportListItem = {
      ...reportItem,
      targetTatMinutes: 120,
      sample: {
        ...(reportItem.sample as NonNullable<ReportListItem['sample']>),
        accessionedAt: new Date(now - 180 * minuteMs).toISOString(),
      },
    };
    const inTime: ReportListItem = {
      ...completed,
      targetTatMinutes: 1440,
      sample: {
        ...(reportItem.sample as NonNullable<ReportListItem['sample']>),
        accessionedAt: new Date(now + 30_000).toISOString(),
      },
    };
    const redrawn: ReportListItem = {
      ...signed,
      targetTatMinutes: 10,
      sample: {
        ...(reportItem.sample as NonNullable<ReportListItem['sample']>),
        redrawFlag: 1,
        accessionedAt: new Date(now - 180 * minuteMs).toISOString(),
      },
    };
    answer([late, inTime, redrawn]);
    renderAt('/test-wise/total');
    expect(within(await rowOf('Complete Blood Count')).getByText('TAT Exceeded').textContent).toBe(
      'TAT Exceeded 1h 0m',
    );
    expect(within(await rowOf('Liver Function Test')).getByText('Remaining').textContent).toBe('Remaining 1d 0h 0m');
    // spec 001 §4: 'Never exceeded for redrawn reports'.
    const redrawnRow = await rowOf('Kidney Function Test');
    expect(within(redrawnRow).queryByText('TAT Exceeded')).toBeNull();
    expect(within(redrawnRow).queryByText('Remaining')).toBeNull();
  });

  it("shows one exception badge by priority, and the critical and emergency marks (spec 001 §4 'Exceptions')", async () => {
    answer([
      {
        ...reportItem,
        exception: { inQuestion: true, onHold: true, notPerformed: false, isResolved: false, qcHold: false },
        emergency: true,
      },
      {
        ...completed,
        exception: { inQuestion: false, onHold: false, notPerformed: false, isResolved: true, qcHold: false },
        criticalValues: 2,
      },
    ]);
    renderAt('/test-wise/total');
    const first = await rowOf('Complete Blood Count');
    expect(within(first).getByText('In Question')).toBeTruthy();
    expect(within(first).queryByText('On Hold')).toBeNull();
    expect(within(first).getByText('Emergency')).toBeTruthy();
    const second = await rowOf('Liver Function Test');
    expect(within(second).getByText('Resolved')).toBeTruthy();
    expect(within(second).getByText('Critical: 2')).toBeTruthy();
  });

  it("comments on the chosen reports at once: 'Comment Updated successfully.!'", async () => {
    answer([reportItem, completed, signed], {
      '/api/v1/reports/comments': () =>
        jsonResponse(200, { updated: [101, 103], refused: [], messageKey: 'commentUpdated' }),
    });
    renderAt('/test-wise/total');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Choose Complete Blood Count of Rahul Sharma' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Kidney Function Test of Rahul Sharma' }));
    expect(screen.getByText('Selected: 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Comments' }), {
      target: { value: 'Repeat on a fresh sample' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save comment' }));
    await waitFor(() => expect(toasts()).toContain('Comment Updated successfully.!'));
    expect(bodyOf(callsWith('POST')[0] as Parameters<typeof fetch>)).toEqual({
      reports: [
        { id: 101, version: 3 },
        { id: 103, version: 8 },
      ],
      comments: 'Repeat on a fresh sample',
    });
    await waitFor(() => expect(screen.getByText('Selected: 0')).toBeTruthy());
  });

  it('submits only the signed reports among those chosen (spec 002 §8 Submit)', async () => {
    answer([reportItem, signed], {
      '/api/v1/reports/submit': () => jsonResponse(200, { updated: [103], refused: [], messageKey: 'reportSubmitted' }),
    });
    renderAt('/test-wise/total');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Choose all shown' }));
    const submit = screen.getByRole('button', { name: 'Submit (1)' });
    fireEvent.click(submit);
    await waitFor(() => expect(toasts()).toContain('Report has been submitted successfully.'));
    expect(bodyOf(callsWith('POST')[0] as Parameters<typeof fetch>)).toEqual({ reports: [{ id: 103, version: 8 }] });
  });

  it('keeps Submit off while no signed report is chosen', async () => {
    answer([reportItem, completed]);
    renderAt('/test-wise/total');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Choose all shown' }));
    expect((screen.getByRole('button', { name: 'Submit (0)' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says the server's refusal in the user's language (a report changed meanwhile)", async () => {
    answer([signed], {
      '/api/v1/reports/submit': () => errorResponse(409, 'conflict', 'staleRecord'),
    });
    renderAt('/test-wise/signed');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Choose all shown' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit (1)' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        'Someone else changed this record while you were editing it. Reload it and make your change again.',
      ]),
    );
  });

  it('offers no choice to a user who may neither comment nor submit', async () => {
    answer([reportItem]);
    renderAt('/test-wise/pending', {
      ...labSession,
      admin: false,
      user: { ...labSession.user, flags: { ...labSession.user.flags, admin: false, labAccess: false } },
    });
    await screen.findByText(/./, { selector: 'h2' });
    expect(screen.queryByRole('checkbox', { name: 'Choose all shown' })).toBeNull();
  });

  it("says 'no pending records' on an empty tab, and 'Filtered data not found.' when a department narrows it", async () => {
    answer([]);
    const { unmount } = renderAt('/test-wise/pending');
    expect(await screen.findByTestId('empty-state-noPending')).toBeTruthy();
    expect(screen.getByText('No reports in the Pending tab for these days.')).toBeTruthy();
    unmount();
    renderAt('/test-wise/pending', {
      ...labSession,
      departments: [{ id: 5, name: 'Haematology' }],
      currentDepartment: { id: 5, name: 'Haematology' },
    });
    expect(await screen.findByText('Filtered data not found.')).toBeTruthy();
  });

  it("reads the list again when the lab's waiting list changes (spec 002 §4 real-time pushes)", async () => {
    answer([reportItem]);
    renderAt('/test-wise/pending');
    await rowOf('Complete Blood Count');
    const before = listCalls().length;
    act(() => publishRealtime({ channel: 'waiting-list', payload: { kind: 'saved', reportIds: [101] } }));
    await waitFor(() => expect(listCalls().length).toBe(before + 1));
  });

  it('switches to the patient-wise list on the same tab', async () => {
    answer([reportItem]);
    renderAt('/test-wise/signed');
    await rowOf('Complete Blood Count');
    fireEvent.click(screen.getByRole('radio', { name: 'Patient wise' }));
    const landed = JSON.parse((await screen.findByTestId('landed')).textContent ?? '{}');
    expect(landed.path).toBe('/patient-wise/signed');
  });

  it('stacks each report into a card on a phone, with its marks and the way in', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width: 47.99em'),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    answer([reportItem, completed]);
    renderAt('/test-wise/total');
    const cards = await screen.findByTestId('data-table-cards');
    const [first, second] = within(cards).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('Complete Blood Count')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Completed')).toBeTruthy();
    expect(within(second as HTMLElement).getByRole('link', { name: /^Preview/ })).toBeTruthy();
  });
});
