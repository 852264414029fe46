import type { PrintRun } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishRealtime } from '../../../../app/realtime/realtime-bus';
import { jsonResponse, stubApi } from '../../../../test/render-page';
import { routeApi } from '../../../patients/test-patients';
import { printCard, printListPage, printReport, printSettings, renderPrintPage } from '../test-report-prints';
import { ReportPrintsPage } from './ReportPrintsPage';

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
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body)) as unknown;

const lipids = {
  ...printReport,
  id: 202,
  test: { id: 10, name: 'Lipid Profile' },
  department: { id: 6, name: 'Biochemistry' },
};
const rahul = printCard([printReport, lipids]);
const meera = printCard([{ ...printReport, id: 203, test: { id: 11, name: 'Fasting Glucose' } }], {
  patient: {
    id: 43,
    labPatientId: 'P-000043',
    fullName: 'Meera Iyer',
    designation: 'Ms.',
    gender: 'Female',
    recurring: true,
  },
  emergency: true,
  referral: null,
});
const vikram = printCard([{ ...printReport, id: 204, test: { id: 12, name: 'Thyroid Profile' } }], {
  patient: { id: 44, labPatientId: 'P-000044', fullName: 'Vikram Rao', referenceId: 'EXT-77' },
  day: '2025-05-20',
  latestAt: '2025-05-20T08:00:00.000Z',
  allReportsReady: false,
});

type Routes = Parameters<typeof routeApi>[1];
function answer(list = printListPage([meera, rahul, vikram]), extra: Routes = [], settings = printSettings()) {
  routeApi(fetchMock, [
    ['GET', '/api/v1/report-prints?', () => jsonResponse(200, list)],
    ['GET', '/api/v1/settings/print', () => jsonResponse(200, settings)],
    ...extra,
  ]);
}

const renderAt = (path: string) => renderPrintPage('/report-prints/:tab', <ReportPrintsPage />, path);
const cardOf = async (patient: string) => screen.findByRole('article', { name: patient });

describe('Print and dispatch waiting list', () => {
  it("groups the cards under 'Emergency Report' then each day 'dddd, Do MMMM YYYY', newest first (spec 001 §4)", async () => {
    answer();
    renderAt('/report-prints/all');
    const headings = (await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    expect(headings).toEqual(['Emergency Report', 'Wednesday, 21st May 2025', 'Tuesday, 20th May 2025']);
    for (const column of [
      'Patient Id',
      'Patient Details',
      'Referral',
      'Organization',
      'Ready Reports',
      'Pending Prints',
    ]) {
      expect(screen.getByText(column, { selector: 'button p' })).toBeTruthy();
    }
    expect(screen.getByText('Signed: 7')).toBeTruthy();
    expect(screen.getByText('Dispatched: 3')).toBeTruthy();
    const query = lastListQuery();
    expect(query.get('tab')).toBe('all');
    expect(query.get('from')).not.toBeNull();
  });

  it("puts every non-emergency card under 'Other Report' when the lab's waiting list is flat", async () => {
    answer(printListPage([meera, rahul, vikram], { flatWaitingList: true, showLatestOnTop: true }));
    renderAt('/report-prints/all');
    const headings = (await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    expect(headings).toEqual(['Emergency Report', 'Other Report']);
  });

  it("shows the card's patient, 'R', reference id, counts, tests and 'All Reports Ready' (spec 001 §2 'Patient card')", async () => {
    answer(printListPage([meera, vikram, printCard([{ ...printReport, printDone: true }, lipids])]));
    renderAt('/report-prints/all');
    const meeraCard = await cardOf('Ms. Meera Iyer');
    expect(within(meeraCard).getByText('P-000043')).toBeTruthy();
    expect(within(meeraCard).getByText('34 Years / F')).toBeTruthy();
    expect(within(meeraCard).getByText('R')).toBeTruthy();
    expect(within(meeraCard).getByText('All Reports Ready')).toBeTruthy();
    expect(within(meeraCard).getByText('Fasting Glucose')).toBeTruthy();
    const vikramCard = await cardOf('Mr. Vikram Rao');
    expect(within(vikramCard).getByText('Ref. EXT-77')).toBeTruthy();
    expect(within(vikramCard).queryByText('All Reports Ready')).toBeNull();
    expect(within(vikramCard).queryByText('R')).toBeNull();
    const rahulCard = await cardOf('Mr. Rahul Sharma');
    expect(within(rahulCard).getByText('Printed: 1')).toBeTruthy();
    expect(within(rahulCard).getByText('Dr. Anil Kapoor')).toBeTruthy();
    expect(within(rahulCard).getByText('City Clinic')).toBeTruthy();
  });

  it("says 'Reports Not Found' when nothing matches", async () => {
    answer(printListPage([]));
    renderAt('/report-prints/pending');
    expect(await screen.findByText('Reports Not Found')).toBeTruthy();
    expect(lastListQuery().get('tab')).toBe('pending');
  });

  it('offers Print All only once a report is chosen; a card chooses all its reports', async () => {
    answer();
    renderAt('/report-prints/all');
    await cardOf('Mr. Rahul Sharma');
    const printAll = screen.getByRole('button', { name: 'Print All' });
    expect(printAll.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose the reports of Rahul Sharma' }));
    expect(screen.getByText('Reports selected: 2')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Choose Lipid Profile' }) as HTMLInputElement).checked).toBe(true);
    expect(printAll.hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Lipid Profile' }));
    expect(screen.getByText('Reports selected: 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getByText('Reports selected: 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('button', { name: 'Print All' }).hasAttribute('disabled')).toBe(true);
  }, 15_000);

  it("prints the chosen reports as one run, shows its progress, then the PDF with a print button and 'Open in a new tab'", async () => {
    const run: PrintRun = {
      id: 31,
      state: 'running',
      done: 1,
      total: 2,
      error: null,
      createdAt: '2025-05-21T12:00:00.000Z',
      finishedAt: null,
    };
    let polls = 0;
    answer(undefined, [
      ['POST', '/api/v1/report-prints/runs', () => jsonResponse(202, { ...run, state: 'queued', done: 0 })],
      [
        'GET',
        '/api/v1/report-prints/runs/31',
        () => {
          polls += 1;
          return jsonResponse(200, polls < 2 ? run : { ...run, state: 'done', done: 2, finishedAt: run.createdAt });
        },
      ],
    ]);
    renderAt('/report-prints/all');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Choose the reports of Rahul Sharma' }));
    fireEvent.click(screen.getByRole('button', { name: 'Print All' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'No page-break' }));
    expect(await screen.findByText('Generating...')).toBeTruthy();
    expect(bodyOf(callsWith('POST')[0])).toEqual({ reportIds: [201, 202], pageBreak: 0 });
    const frame = await screen.findByTitle('The reports to print', {}, { timeout: 3000 });
    expect(frame.getAttribute('src')).toBe('/api/v1/report-prints/runs/31/pdf');
    expect(screen.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe(
      '/api/v1/report-prints/runs/31/pdf',
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(polls).toBeGreaterThanOrEqual(2);
  });

  it("prints one patient's reports from the card's split button, and shows the server's message when the run fails", async () => {
    answer(undefined, [
      [
        'POST',
        '/api/v1/report-prints/runs',
        () =>
          jsonResponse(202, {
            id: 32,
            state: 'failed',
            done: 0,
            total: 1,
            error: 'printRunFailed',
            createdAt: '2025-05-21T12:00:00.000Z',
            finishedAt: '2025-05-21T12:00:01.000Z',
          }),
      ],
      [
        'GET',
        '/api/v1/report-prints/runs/32',
        () =>
          jsonResponse(200, {
            id: 32,
            state: 'failed',
            done: 0,
            total: 1,
            error: 'printRunFailed',
            createdAt: '2025-05-21T12:00:00.000Z',
            finishedAt: '2025-05-21T12:00:01.000Z',
          }),
      ],
    ]);
    renderAt('/report-prints/all');
    fireEvent.click(await screen.findByRole('button', { name: 'Page-break for the reports of Meera Iyer' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Category page-break' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The reports could not be put into one PDF. Try again.',
    );
    expect(bodyOf(callsWith('POST')[0])).toEqual({ reportIds: [203], pageBreak: 3 });
  });

  it('toggles the filter panel from the header and sends a search 200 ms after the last key (spec 001 §9)', async () => {
    answer();
    renderAt('/report-prints/all');
    await cardOf('Mr. Rahul Sharma');
    expect(screen.queryByRole('textbox', { name: 'Search Name' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Show or hide the search filters/ }));
    const name = screen.getByRole('textbox', { name: 'Search Name' });
    for (const field of ['Search Id', 'Search Referral', 'Search Organization']) {
      expect(screen.getByRole('textbox', { name: field })).toBeTruthy();
    }
    const before = listCalls().length;
    fireEvent.change(name, { target: { value: 'Mee' } });
    fireEvent.change(name, { target: { value: 'Meera' } });
    expect(listCalls().length).toBe(before);
    await waitFor(() => expect(lastListQuery().get('searchName')).toBe('Meera'));
    expect(listCalls().length).toBe(before + 1);
    fireEvent.click(screen.getByRole('switch', { name: 'Hide seen reports' }));
    await waitFor(() => expect(lastListQuery().get('hideSeen')).toBe('true'));
    fireEvent.click(screen.getByRole('switch', { name: 'Hide Outsourced Reports' }));
    await waitFor(() => expect(lastListQuery().get('hideOutsourced')).toBe('true'));
  }, 15_000);

  it("submits the chosen reports from the review modal: 'Reports are submitted successfully', and the modal closes", async () => {
    answer(undefined, [
      [
        'POST',
        '/api/v1/report-prints/submit',
        () => jsonResponse(200, { submitted: 2, queued: false, messageKey: 'reportsSubmittedAll' }),
      ],
    ]);
    renderAt('/report-prints/all');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Choose the reports of Rahul Sharma' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit All' });
    expect(within(dialog).getByText('Lipid Profile')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit All' }));
    await waitFor(() => expect(toasts()).toContain('Reports are submitted successfully'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(callsWith('POST')[0])).toEqual({ reportIds: [201, 202] });
  });

  it("says 'Something went wrong!' when Submit All fails, and closes the modal too (spec 001 §8)", async () => {
    answer(undefined, [
      [
        'POST',
        '/api/v1/report-prints/submit',
        () =>
          jsonResponse(500, {
            error: { code: 'internal', messageKey: 'somethingWentWrong', message: 'Something went wrong' },
          }),
      ],
    ]);
    renderAt('/report-prints/all');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit All reports of Meera Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit All' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit All' }));
    await waitFor(() => expect(toasts()).toContain('Something went wrong!'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("tells when a large Submit All is queued: 'This will be queued and submitted within 10 minutes.'", async () => {
    answer(undefined, [
      [
        'POST',
        '/api/v1/report-prints/submit',
        () => jsonResponse(200, { submitted: 0, queued: true, messageKey: 'submitQueued' }),
      ],
    ]);
    renderAt('/report-prints/all');
    await cardOf('Mr. Rahul Sharma');
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit All' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit All' }));
    await waitFor(() => expect(toasts()).toContain('This will be queued and submitted within 10 minutes.'));
  });

  it("marks a card's reports printed: the button then reads 'Print Done' (spec 001 §4)", async () => {
    answer(undefined, [
      [
        'POST',
        '/api/v1/reports/print-done',
        () => jsonResponse(200, { marked: 2, printedAt: '2025-05-21T12:00:00.000Z' }),
      ],
    ]);
    renderAt('/report-prints/all');
    const card = await cardOf('Mr. Rahul Sharma');
    fireEvent.click(within(card).getByRole('button', { name: 'Mark As Print Done' }));
    expect(await within(card).findByRole('button', { name: 'Print Done' })).toBeTruthy();
    expect(bodyOf(callsWith('POST')[0])).toEqual({ reportIds: [201, 202] });
    expect(toasts()).toContain('Marked as printed.');
  });

  it("keeps 'Mark As Print Done' when the mark fails", async () => {
    answer(undefined, [
      [
        'POST',
        '/api/v1/reports/print-done',
        () =>
          jsonResponse(409, {
            error: {
              code: 'conflict',
              messageKey: 'reportNotPrintable',
              message: 'Only signed reports can be printed.',
            },
          }),
      ],
    ]);
    renderAt('/report-prints/all');
    const card = await cardOf('Mr. Rahul Sharma');
    fireEvent.click(within(card).getByRole('button', { name: 'Mark As Print Done' }));
    await waitFor(() => expect(toasts()).toContain('Only signed reports can be printed.'));
    expect(within(card).getByRole('button', { name: 'Mark As Print Done' })).toBeTruthy();
  });

  it("disables printing a due report when the lab hides amount-due reports: 'You dont have access to print reports'", async () => {
    const due = printCard([{ ...printReport, bill: { ...printReport.bill, due: true } }]);
    answer(printListPage([due]), [], printSettings({ hideAmountDueReport: true }));
    renderAt('/report-prints/all');
    const card = await cardOf('Mr. Rahul Sharma');
    await waitFor(() =>
      expect(
        within(card).getByRole('button', { name: 'Print All reports of Rahul Sharma' }).hasAttribute('disabled'),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose the reports of Rahul Sharma' }));
    expect(screen.getByRole('button', { name: 'Print All' }).hasAttribute('disabled')).toBe(true);
    fireEvent.mouseEnter(within(card).getByText('Due').closest('.mantine-Badge-root') as HTMLElement);
    expect(await screen.findByText('You dont have access to print reports')).toBeTruthy();
  });

  it("reads the list again when the lab's waiting-list channel announces a change", async () => {
    answer();
    renderAt('/report-prints/all');
    await cardOf('Mr. Rahul Sharma');
    const before = listCalls().length;
    act(() => publishRealtime({ channel: 'waiting-list', payload: { event: 'signed' } }));
    await waitFor(() => expect(listCalls().length).toBe(before + 1));
  });

  it('opens a report in the report viewer from its test name', async () => {
    answer();
    renderAt('/report-prints/all');
    fireEvent.click(await screen.findByRole('button', { name: 'View Lipid Profile' }));
    const viewer = await screen.findByRole('dialog');
    expect(viewer.querySelector('iframe')?.getAttribute('src')).toContain('/api/v1/reports/202/pdf');
  });

  it("reads an unknown tab as ALL's address, and the spec's total tab as ALL", async () => {
    answer();
    renderAt('/report-prints/everything');
    await cardOf('Mr. Rahul Sharma');
    expect(lastListQuery().get('tab')).toBe('all');
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
  });
});
