import type { PatientReportsItem, ReportListItem } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, stubApi } from '../../../test/render-page';
import { defaultReportWindow, toDay } from '../../../ui/date-range-values';
import { routeApi } from '../../patients/test-patients';
import { patientItem, renderListPage, reportItem, reportPage } from '../test-report-lists';
import { PatientWisePage } from './PatientWisePage';

const { fetchMock, requests, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const listCalls = () => requests().filter((request) => request.startsWith('GET /api/v1/reports/patient-wise?'));
const lastListQuery = () => new URL(`http://lab${(listCalls().at(-1) ?? '').slice('GET '.length)}`).searchParams;
const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>;

const signedLipids: ReportListItem = {
  ...reportItem,
  id: 104,
  version: 2,
  status: 'signed',
  stage: 'signed',
  test: { id: 10, code: 'LIPID', name: 'Lipid Profile' },
  department: { id: 6, name: 'Biochemistry' },
};
const otherPatient = {
  ...reportItem.patient,
  id: 43,
  labPatientId: 'P-000043',
  fullName: 'Meera Iyer',
  designation: 'Ms.',
  gender: 'Female',
};
const meeraGlucose: ReportListItem = {
  ...reportItem,
  id: 105,
  test: { id: 11, code: 'FBS', name: 'Fasting Glucose' },
  patient: otherPatient,
  emergency: true,
};

function answer(items: PatientReportsItem[], writes: Record<string, () => Response> = {}) {
  routeApi(fetchMock, [
    ['GET', '/api/v1/reports/patient-wise?', () => jsonResponse(200, reportPage(items))],
    ...Object.entries(writes).map(([path, reply]) => ['POST', path, reply] as [string, string, () => Response]),
  ]);
}

const renderAt = (path: string) => renderListPage('/patient-wise/:tab', <PatientWisePage />, { path });
const rowOf = async (patientName: string) => (await screen.findByText(patientName)).closest('tr') as HTMLElement;

describe('Patient-wise entry list', () => {
  it("asks for the tab in the header's days and shows each patient with the patient-level status and their reports beneath (spec 002 §4)", async () => {
    answer([
      patientItem([meeraGlucose], { status: 'pending', emergency: true }),
      patientItem([reportItem, signedLipids], { status: 'partiallySigned' }),
    ]);
    renderAt('/patient-wise/pending');
    const rahul = await rowOf('Mr. Rahul Sharma');
    expect(within(rahul).getByText('Partially Signed')).toBeTruthy();
    expect(within(rahul).getByText('Complete Blood Count')).toBeTruthy();
    expect(within(rahul).getByText('Lipid Profile')).toBeTruthy();
    expect(within(rahul).getByText('Signed')).toBeTruthy();
    expect(within(rahul).getByText('Incomplete')).toBeTruthy();
    const meera = await rowOf('Ms. Meera Iyer');
    expect(within(meera).getAllByText('Emergency').length).toBeGreaterThan(0);
    const query = lastListQuery();
    expect(query.get('tab')).toBe('pending');
    // spec 001 §9: the default report window, today and the 4 days before.
    expect(query.get('from')).toBe(
      toDay(defaultReportWindow(new Date(), labSession.timeZone).from, labSession.timeZone),
    );
    expect(query.get('patientId')).toBeNull();
  });

  it("opens a report with every report of the page in order, for the entry page's next report", async () => {
    answer([patientItem([meeraGlucose]), patientItem([reportItem, signedLipids])]);
    renderAt('/patient-wise/total');
    fireEvent.click(within(await rowOf('Mr. Rahul Sharma')).getByRole('link', { name: /^Review/ }));
    const landed = JSON.parse((await screen.findByTestId('landed')).textContent ?? '{}');
    expect(landed).toEqual({ path: '/reports/104', state: { reportIds: [105, 101, 104] } });
  });

  it("shows one patient's reports of every tab and day at /patient-wise/{id} (spec 001 §2)", async () => {
    answer([patientItem([reportItem, signedLipids])]);
    renderAt('/patient-wise/42');
    expect(await screen.findByRole('heading', { name: 'Reports of Rahul Sharma' })).toBeTruthy();
    const query = lastListQuery();
    expect(query.get('patientId')).toBe('42');
    expect(query.get('tab')).toBe('total');
    expect(query.get('from')).toBeNull();
    expect(screen.getByRole('link', { name: 'All patients' }).getAttribute('href')).toBe('/patient-wise/pending');
  });

  it("submits the signed reports of the chosen patients: 'Patient reports are submitted.'", async () => {
    answer([patientItem([meeraGlucose]), patientItem([reportItem, signedLipids])], {
      '/api/v1/reports/submit': () =>
        jsonResponse(200, { updated: [104], refused: [], messageKey: 'patientReportsSubmitted' }),
    });
    renderAt('/patient-wise/total');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Choose the reports of Rahul Sharma' }));
    expect(screen.getByText('Patients selected: 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit (1)' }));
    await waitFor(() => expect(toasts()).toContain('Patient reports are submitted.'));
    expect(bodyOf(callsWith('POST')[0] as Parameters<typeof fetch>)).toEqual({ reports: [{ id: 104, version: 2 }] });
  });

  it('comments on every report of the chosen patients', async () => {
    answer([patientItem([meeraGlucose]), patientItem([reportItem, signedLipids])], {
      '/api/v1/reports/comments': () =>
        jsonResponse(200, { updated: [101, 104], refused: [], messageKey: 'commentUpdated' }),
    });
    renderAt('/patient-wise/total');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Choose the reports of Rahul Sharma' }));
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Comments' }), {
      target: { value: 'Fasting not confirmed' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save comment' }));
    await waitFor(() => expect(toasts()).toContain('Comment Updated successfully.!'));
    expect(bodyOf(callsWith('POST')[0] as Parameters<typeof fetch>)).toEqual({
      reports: [
        { id: 101, version: 3 },
        { id: 104, version: 2 },
      ],
      comments: 'Fasting not confirmed',
    });
  });

  it('switches to the test-wise list on the same tab', async () => {
    answer([patientItem([reportItem])]);
    renderAt('/patient-wise/completed');
    await rowOf('Mr. Rahul Sharma');
    fireEvent.click(screen.getByRole('radio', { name: 'Test wise' }));
    const landed = JSON.parse((await screen.findByTestId('landed')).textContent ?? '{}');
    expect(landed.path).toBe('/test-wise/completed');
  });

  it('says so when a tab has no patient', async () => {
    answer([]);
    renderAt('/patient-wise/signed');
    expect(await screen.findByText('No reports in the Signed tab for these days.')).toBeTruthy();
  });

  it('puts the reports beneath the patient in the card on a phone', async () => {
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
    answer([patientItem([reportItem, signedLipids], { status: 'partiallySigned' })]);
    renderAt('/patient-wise/total');
    const cards = await screen.findByTestId('data-table-cards');
    const [card] = within(cards).getAllByRole('listitem');
    expect(within(card as HTMLElement).getByText('Mr. Rahul Sharma')).toBeTruthy();
    expect(within(card as HTMLElement).getByRole('link', { name: /^Review/ })).toBeTruthy();
    expect(within(card as HTMLElement).queryByText('Reports')).toBeNull();
  });
});
