import type { OverviewReport, PatientVisit } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { errorResponse, routeApi } from '../test-patients';
import { PatientOverviewModal } from './PatientOverviewModal';

const { fetchMock, requests, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
const base = '/api/v1/patients/5';

const visit = (day: string, reports: number, cardiacScore: boolean): PatientVisit => ({
  day,
  bills: [{ id: reports, labBillId: `B-${day}`, billedAt: `${day}T05:00:00.000Z` }],
  reports,
  cardiacScore,
});
const report = (id: number, test: string, overrides: Partial<OverviewReport> = {}): OverviewReport => ({
  id,
  status: 'signed',
  test: { id: id * 10, name: test },
  department: { id: 1, name: 'Haematology' },
  bill: { id: 1, labBillId: 'B-101', due: false },
  signed: true,
  printDone: false,
  results: [],
  ...overrides,
});
const march = [
  report(31, 'Complete blood count', {
    results: [
      { name: 'Haemoglobin', value: '6.4', unit: 'g/dL', referenceRange: '12 - 15', level: 2 },
      { name: 'Platelets', value: '250', unit: '10^3/uL', referenceRange: '150 - 400', level: 0 },
    ],
  }),
  report(32, 'Lipid profile', { status: 'completed', signed: false }),
];
const february = [report(21, 'Glucose fasting')];

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

function answer(overrides: Array<[string, string, () => Response]> = []) {
  routeApi(fetchMock, [
    ...overrides,
    ['GET', `${base}/visits/2025-03-03/reports`, () => jsonResponse(200, { items: march })],
    ['GET', `${base}/visits/2025-02-10/reports`, () => jsonResponse(200, { items: february })],
    [
      'GET',
      `${base}/visits`,
      () => jsonResponse(200, { items: [visit('2025-03-03', 2, false), visit('2025-02-10', 1, true)] }),
    ],
  ]);
}

const dayButton = (label: string) => screen.getByRole('button', { name: new RegExp(label) });

describe('The Patient Overview modal (spec 000 §2, §4)', () => {
  it('makes the newest day active and shows its reports with their results, the critical one flagged', async () => {
    answer();
    renderPage(<PatientOverviewModal patientId={5} opened onClose={() => {}} />);
    const cbc = await screen.findByRole('article', { name: 'Complete blood count' });
    expect(within(cbc).getByText('6.4')).toBeTruthy();
    expect(within(cbc).getByText('Critical')).toBeTruthy();
    expect(within(cbc).getByText('12 - 15')).toBeTruthy();
    const lipid = screen.getByRole('article', { name: 'Lipid profile' });
    expect(within(lipid).getByText('Results show here once the report is signed.')).toBeTruthy();
    // Newest first; the heart on the scored day only.
    const days = within(screen.getByRole('navigation', { name: 'Visit days' })).getAllByRole('button');
    expect(days.map((day) => day.textContent)).toEqual([
      expect.stringContaining('03-03-2025'),
      expect.stringContaining('10-02-2025'),
    ]);
    expect(within(days[1] as HTMLElement).getByRole('img', { name: 'Cardiac score recorded this day' })).toBeTruthy();
    expect(within(days[0] as HTMLElement).queryByRole('img', { name: 'Cardiac score recorded this day' })).toBeNull();
    expect(requests()).not.toContain(`GET ${base}/visits/2025-02-10/reports`);
  });

  it('loads another day on click, keeps each day after its first load, and folds the active day’s tests', async () => {
    answer();
    renderPage(<PatientOverviewModal patientId={5} opened onClose={() => {}} />);
    await screen.findByRole('article', { name: 'Complete blood count' });
    expect(dayButton('03-03-2025').getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(dayButton('10-02-2025'));
    expect(await screen.findByRole('article', { name: 'Glucose fasting' })).toBeTruthy();
    fireEvent.click(dayButton('03-03-2025'));
    expect(await screen.findByRole('article', { name: 'Complete blood count' })).toBeTruthy();
    const dayCalls = (day: string) => requests().filter((call) => call === `GET ${base}/visits/${day}/reports`);
    expect(dayCalls('2025-03-03')).toHaveLength(1);
    expect(dayCalls('2025-02-10')).toHaveLength(1);

    // The active day again: its test list folds, then unfolds.
    fireEvent.click(dayButton('03-03-2025'));
    await waitFor(() => expect(dayButton('03-03-2025').getAttribute('aria-expanded')).toBe('false'));
    fireEvent.click(dayButton('03-03-2025'));
    await waitFor(() => expect(dayButton('03-03-2025').getAttribute('aria-expanded')).toBe('true'));
  });

  it('closes on Escape and on Back', async () => {
    answer();
    const onClose = vi.fn();
    renderPage(<PatientOverviewModal patientId={5} opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Patient Overview' });
    await screen.findByRole('article', { name: 'Complete blood count' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('marks the day’s signed reports printed and then says Print Done', async () => {
    answer([
      [
        'POST',
        '/api/v1/reports/print-done',
        () => jsonResponse(200, { marked: 1, printedAt: '2025-03-04T10:00:00.000Z' }),
      ],
    ]);
    renderPage(<PatientOverviewModal patientId={5} opened onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark As Print Done' }));
    // The mark, then the day read again: two answers, which a busy machine takes a while to render.
    expect(await screen.findByRole('button', { name: 'Print Done' }, { timeout: 4000 })).toBeTruthy();
    const [call] = callsWith('POST');
    // Only the signed report: the unsigned lipid profile is not printable.
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reportIds: [31] });
    expect(screen.queryByRole('button', { name: 'Mark As Print Done' })).toBeNull();
  });

  it('shows Print Done at once for a day whose signed reports are all printed', async () => {
    answer([
      [
        'GET',
        `${base}/visits/2025-03-03/reports`,
        () => jsonResponse(200, { items: [report(31, 'Complete blood count', { printDone: true })] }),
      ],
    ]);
    renderPage(<PatientOverviewModal patientId={5} opened onClose={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Print Done' })).toBeTruthy();
  });

  it('says the spec’s words when a day’s reports cannot be read (spec 000 §8)', async () => {
    answer([['GET', `${base}/visits/2025-03-03/reports`, () => errorResponse(500, 'internal', 'somethingWentWrong')]]);
    renderPage(<PatientOverviewModal patientId={5} opened onClose={() => {}} />);
    await waitFor(() => expect(toasts()).toContain('Failed to fetch report list details'));
    expect(await screen.findByText('Failed to fetch report list details')).toBeTruthy();
  });

  it('says the spec’s words when the visit days cannot be read (spec 000 §8)', async () => {
    answer([['GET', `${base}/visits`, () => errorResponse(500, 'internal', 'somethingWentWrong')]]);
    renderPage(<PatientOverviewModal patientId={5} opened onClose={() => {}} />);
    await waitFor(() => expect(toasts()).toContain('Failed to fetch report list'));
  });

  it('offers View report on a signed report, not on one waiting for its signature', async () => {
    answer();
    renderPage(<PatientOverviewModal patientId={5} opened onClose={() => {}} />);
    const cbc = await screen.findByRole('article', { name: 'Complete blood count' });
    expect(within(cbc).getByRole('button', { name: 'View report' })).toBeTruthy();
    const lipid = screen.getByRole('article', { name: 'Lipid profile' });
    expect(within(lipid).queryByRole('button', { name: 'View report' })).toBeNull();
  });
});
