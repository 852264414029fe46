import type { BillSmartReports, SmartReport, SmartReportProvider } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishRealtime } from '../../../app/realtime/realtime-bus';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { reportEntryWith } from '../entry/test-report-entry';
import { ReportAlertsForLab } from '../report-alerts';
import { ReportProviders } from './ReportProviders';
import { SmartReportPanel } from './SmartReportPanel';
import { SmartReportsDialog } from './SmartReportsDialog';

const { fetchMock, requests, callsWith } = stubApi();

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => [toast.title, toast.message]);

const provider: SmartReportProvider = {
  id: 'builtin',
  name: 'Smart Report',
  description: 'Explains the results in plain words.',
  maxPrice: 0,
  sampleReportImageLink: null,
  testIds: [],
};

const smartReport = (overrides: Partial<SmartReport>): SmartReport => ({
  id: 90,
  billId: 5,
  providerId: 'builtin',
  status: 1,
  reportIds: [11, 12],
  withLetterhead: true,
  language: 'en',
  requestedAt: '2026-11-20T09:00:00.000Z',
  generatedAt: '2026-11-20T09:02:00.000Z',
  error: null,
  url: null,
  version: 1,
  ...overrides,
});

const billPanel = (overrides: Partial<BillSmartReports> = {}): BillSmartReports => ({
  bill: { id: 5, labBillId: 'B-0005' },
  patient: { name: 'Asha Rao', age: '34 Years', gender: 'Female', adult: true, email: 'asha@example.com' },
  doctor: { name: 'Dr Mehta', email: null },
  tests: [
    { reportId: 11, testId: 1, name: 'Lipid Profile', price: 50000, signed: true },
    { reportId: 12, testId: 2, name: 'HbA1c', price: 40000, signed: true },
    { reportId: 13, testId: 3, name: 'Thyroid Profile', price: 60000, signed: false },
  ],
  reports: [],
  ...overrides,
});

/** The API with this bill panel; Generate answers with a report generating. */
function answer(panel: BillSmartReports) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === '/api/v1/smart-reports/providers') return jsonResponse(200, { items: [provider] });
    if (path === '/api/v1/bills/5/smart-reports' && init?.method === 'POST')
      return jsonResponse(201, smartReport({ id: 91, status: 2, generatedAt: null }));
    if (path === '/api/v1/bills/5/smart-reports') return jsonResponse(200, panel);
    if (path.startsWith('/api/v1/smart-reports/')) return new Response(null, { status: 204 });
    return jsonResponse(404, { error: { code: 'not_found', messageKey: 'notFound', message: 'Not found.' } });
  });
}

const panel = (onStandardReport = () => {}) =>
  renderPage(<SmartReportPanel billId={5} provider={provider} onStandardReport={onStandardReport} />);
const bodyOf = (method: string, index = 0) => JSON.parse(String(callsWith(method)[index]?.[1]?.body));
const button = (name: string) => screen.getByRole('button', { name });

describe('the smart report panel (spec 001 §2 Smart report panel (per bill))', () => {
  it('chooses the tests with select-all and generates the chosen reports with the letterhead choice', async () => {
    answer(billPanel());
    panel();
    const selectAll = await screen.findByRole('checkbox', { name: 'Select all' });
    // Every signed test is chosen at first; the unsigned one cannot be.
    expect((selectAll as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Thyroid Profile/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Not signed yet')).toBeTruthy();
    expect(screen.getAllByText(/500/).length).toBeGreaterThan(0);

    fireEvent.click(selectAll);
    expect(button('Generate Report').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /HbA1c/ }));
    expect((selectAll as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Without Letterhead' }));
    fireEvent.click(button('Generate Report'));

    await waitFor(() => expect(callsWith('POST')).toHaveLength(1));
    expect(requests()).toContain('POST /api/v1/bills/5/smart-reports');
    expect(bodyOf('POST')).toEqual({ providerId: 'builtin', reportIds: [12], withLetterhead: false });

    fireEvent.click(selectAll);
    fireEvent.click(button('Generate Report'));
    await waitFor(() => expect(callsWith('POST')).toHaveLength(2));
    expect(bodyOf('POST', 1).reportIds).toEqual([11, 12]);
  });

  it('shows a minor the age panel and no Generate (spec 001 §5 Smart report only for age 18 or more)', async () => {
    answer(billPanel({ patient: { name: 'Ravi', age: '12 Years', gender: 'Male', adult: false, email: null } }));
    panel();
    expect(await screen.findByText('Smart reports are available for patients 18 yrs and above.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate Report' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).toBeNull();
  });

  it('shows the spinner while generating (status 2), without Generate', async () => {
    answer(billPanel({ reports: [smartReport({ status: 2, generatedAt: null })] }));
    panel();
    expect(await screen.findByText('Generating the smart report…')).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Generate Report/ })).toBeNull();
  });

  it('shows the failure panel (status 0): Retry asks again for the same reports, Standard Report goes back', async () => {
    answer(billPanel({ reports: [smartReport({ status: 0, error: null, reportIds: [11], withLetterhead: false })] }));
    const onStandardReport = vi.fn();
    panel(onStandardReport);
    expect(await screen.findByText('The smart report could not be generated')).toBeTruthy();
    expect(screen.getByText('Reports Can not be generated')).toBeTruthy();

    fireEvent.click(button('Standard Report'));
    expect(onStandardReport).toHaveBeenCalledTimes(1);

    fireEvent.click(button('Retry'));
    await waitFor(() => expect(callsWith('POST')).toHaveLength(1));
    expect(bodyOf('POST')).toEqual({ providerId: 'builtin', reportIds: [11], withLetterhead: false });
  });

  it('says why the server refused to generate', async () => {
    answer(billPanel());
    fetchMock.mockImplementation(async (url, init) =>
      init?.method === 'POST'
        ? jsonResponse(422, {
            error: {
              code: 'bad_request',
              messageKey: 'smartReportUnderAge',
              message: 'Smart reports are available for patients aged 18 years and above.',
            },
          })
        : String(url) === '/api/v1/bills/5/smart-reports'
          ? jsonResponse(200, billPanel())
          : jsonResponse(404, {}),
    );
    panel();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Report' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()).toEqual([[undefined, 'Smart reports are available for patients aged 18 years and above.']]);
  });

  it('lists a generated report with its PDF and Regenerate Report', async () => {
    answer(billPanel({ reports: [smartReport({ status: 1 })] }));
    panel();
    expect(await screen.findByRole('button', { name: 'Regenerate Report' })).toBeTruthy();
    const pdf = screen.getByRole('link', { name: 'Open the PDF in a new tab' });
    expect(pdf.getAttribute('href')).toBe('/api/v1/smart-reports/90/pdf');
    expect(pdf.getAttribute('target')).toBe('_blank');
  });

  it('shares only once a recipient is chosen; no doctor e-mail, no doctor; To Others needs a valid e-mail (spec 001 §5)', async () => {
    answer(billPanel({ reports: [smartReport({ status: 1 })] }));
    panel();
    const share = await screen.findByRole('button', { name: 'Share' });
    expect(share.hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('radio', { name: 'To Doctor' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'To Patient' }) as HTMLInputElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: 'To Others' }));
    const emails = screen.getByRole('textbox', { name: /E-mail addresses/ });
    fireEvent.change(emails, { target: { value: 'not-an-address' } });
    fireEvent.blur(emails);
    expect(screen.getByText('Please add a valid email ID')).toBeTruthy();
    expect(share.hasAttribute('disabled')).toBe(true);

    fireEvent.change(emails, { target: { value: 'gp@example.com, family@example.com' } });
    expect(share.hasAttribute('disabled')).toBe(false);
    fireEvent.click(share);
    await waitFor(() => expect(toasts()).toContainEqual([undefined, 'Smart Report Shared ']));
    expect(requests()).toContain('POST /api/v1/smart-reports/90/share');
    expect(bodyOf('POST')).toEqual({ sendType: 0, otherEmails: 'gp@example.com, family@example.com' });

    fireEvent.click(screen.getByRole('radio', { name: 'To Patient' }));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(500, { error: { code: 'internal', messageKey: 'somethingWentWrong', message: 'x' } }),
    );
    fireEvent.click(share);
    await waitFor(() => expect(toasts()).toContainEqual([undefined, 'Smart Report Not Shared. Something went wrong!']));
    expect(bodyOf('POST', 1)).toEqual({ sendType: 1 });
  });

  it('reports an issue with the comment and the panel’s state', async () => {
    answer(billPanel({ reports: [smartReport({ status: 0 })] }));
    panel();
    fireEvent.click(await screen.findByRole('button', { name: 'Report An Issue' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'What went wrong?' }), {
      target: { value: '  The cholesterol page is blank. ' },
    });
    fireEvent.click(button('Send issue'));
    await waitFor(() => expect(toasts()).toContainEqual([undefined, 'Issue is reported']));
    expect(requests()).toContain('POST /api/v1/smart-reports/issues');
    expect(bodyOf('POST')).toEqual({
      providerId: 'builtin',
      billId: 5,
      comment: 'The cholesterol page is blank.',
      smartReportGenerateStatus: 0,
    });
  });
});

describe('the smart reports dialog and its provider sidebar', () => {
  it('shows the providers, Patient Trends and a Back link that closes it', async () => {
    answer(billPanel());
    const onClose = vi.fn();
    renderPage(<SmartReportsDialog billId={5} onClose={onClose} />);
    const sidebar = await screen.findByRole('navigation', { name: 'Smart report providers' });
    expect(await within(sidebar).findByRole('button', { name: 'Smart Report' })).toBeTruthy();
    expect(within(sidebar).getByRole('button', { name: 'Patient Trends' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Generate Report' })).toBeTruthy();
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the report viewer’s providers and trends (spec 001 §2 Report viewer modal)', () => {
  it('opens the smart reports of the report’s bill, read from the report only on the click', async () => {
    answer(billPanel());
    const api = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url) !== '/api/v1/reports/7') return (await api?.(url, init)) ?? jsonResponse(404, {});
      const entry = reportEntryWith();
      return jsonResponse(200, { ...entry, id: 7, sidePanel: { ...entry.sidePanel, billId: 5 } });
    });
    renderPage(<ReportProviders reportId={7} />);
    expect(screen.getByRole('button', { name: 'Patient Trends' })).toBeTruthy();
    expect(requests()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Smart Reports' }));
    expect(await screen.findByRole('button', { name: 'Generate Report' })).toBeTruthy();
    expect(requests()).toEqual([
      'GET /api/v1/reports/7',
      'GET /api/v1/smart-reports/providers',
      'GET /api/v1/bills/5/smart-reports',
    ]);
  });
});

describe('the smart-report push (spec 001 §4 Real-time pushes)', () => {
  const push = (reportFileStatus: 0 | 1 | 2) =>
    act(() =>
      publishRealtime({
        channel: 'smart-report',
        payload: {
          providerId: 'builtin',
          billId: 5,
          labBillId: 'B-0005',
          smartReportId: 91,
          reportFileStatus,
          url: null,
          patient: { name: 'Asha Rao', age: '34 Years', gender: 'Female' },
        },
      }),
    );

  it('toasts a generated or failed report with the patient, and reads the open panel again', async () => {
    answer(billPanel());
    renderPage(
      <>
        <ReportAlertsForLab />
        <SmartReportPanel billId={5} provider={provider} onStandardReport={() => {}} />
      </>,
    );
    await screen.findByRole('button', { name: 'Generate Report' });
    const panelReads = () => requests().filter((call) => call === 'GET /api/v1/bills/5/smart-reports').length;
    expect(panelReads()).toBe(1);

    push(1);
    await waitFor(() =>
      expect(toasts()).toContainEqual(['Smart report generated for bill id #B-0005', 'Asha Rao, 34 Years, Female']),
    );
    await waitFor(() => expect(panelReads()).toBe(2));

    push(0);
    await waitFor(() =>
      expect(toasts()).toContainEqual(['Failed to generate smart report for #B-0005', 'Asha Rao, 34 Years, Female']),
    );
    push(2);
    await waitFor(() => expect(panelReads()).toBe(4));
    expect(toasts()).toHaveLength(2);
  });
});
