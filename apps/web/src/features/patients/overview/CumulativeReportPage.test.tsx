import type { CumulativeReport } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { clinicalVisit } from '../../cardiac/test-cardiac';
import { PatientPage } from '../pages/PatientPage';
import { errorResponse, patient, patientInsurance, routeApi } from '../test-patients';
import { CumulativeReportView } from './CumulativeReportPage';

const { fetchMock } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
const base = `/api/v1/patients/${patient.id}`;

const cumulative: CumulativeReport = {
  columns: [
    { reportedAt: '2025-01-15T05:00:00.000Z', labBillId: 'B-11' },
    { reportedAt: '2025-02-10T05:00:00.000Z', labBillId: 'B-12' },
  ],
  rows: [
    {
      department: 'Haematology',
      test: 'Complete blood count',
      parameter: 'Haemoglobin',
      unit: 'g/dL',
      referenceRange: '13 - 17',
      cells: [
        { value: '12.1', level: 1 },
        { value: '6.4', level: 2 },
      ],
    },
    {
      department: 'Haematology',
      test: 'Complete blood count',
      parameter: 'Platelets',
      unit: '10^3/uL',
      referenceRange: '150 - 400',
      cells: [null, { value: '250', level: 0 }],
    },
  ],
};

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

function answer(overrides: Array<[string, string, () => Response]> = []) {
  routeApi(fetchMock, [
    ...overrides,
    ['GET', `${base}/cumulative`, () => jsonResponse(200, cumulative)],
    ['GET', `${base}/visits`, () => jsonResponse(200, { items: [] })],
    ['GET', `${base}/insurances`, () => jsonResponse(200, { items: [patientInsurance], version: patient.version })],
    ['GET', `${base}/guarantors`, () => jsonResponse(200, { items: [] })],
    ['GET', `${base}/relatives`, () => jsonResponse(200, { items: [] })],
    ['GET', `${base}/id-proofs`, () => jsonResponse(200, { items: [] })],
    ['GET', `${base}/clinical-visits/`, () => errorResponse(404, 'not_found', 'notFound')],
    ['GET', `${base}/clinical-visits`, () => jsonResponse(200, { items: [clinicalVisit(3, '2025-06-10', 12.4)] })],
    ['GET', base, () => jsonResponse(200, patient)],
  ]);
}

describe('The cumulative report page (issue 12)', () => {
  it('shows the visits as columns with every value lined up, abnormal and critical marked', async () => {
    answer();
    renderPage(<CumulativeReportView patientId={patient.id} />);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Parameter', 'Unit', 'Reference range', '15-01-2025Bill B-11', '10-02-2025Bill B-12']);
    const haemoglobin = within(table).getByText('Haemoglobin').closest('tr') as HTMLElement;
    expect(
      within(haemoglobin)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Haemoglobin', 'g/dL', '13 - 17', '12.1', '6.4']);
    expect(within(haemoglobin).getByRole('img', { name: 'Abnormal' })).toBeTruthy();
    expect(within(haemoglobin).getByRole('img', { name: 'Critical' })).toBeTruthy();
    const platelets = within(table).getByText('Platelets').closest('tr') as HTMLElement;
    expect(within(platelets).getByLabelText('Not measured')).toBeTruthy();
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe(`${base}/cumulative.pdf?language=en`);
  });

  it('says so when there is no signed numeric result', async () => {
    answer([['GET', `${base}/cumulative`, () => jsonResponse(200, { columns: [], rows: [] })]]);
    renderPage(<CumulativeReportView patientId={patient.id} />);
    expect(await screen.findByText('No signed reports with numeric results yet.')).toBeTruthy();
  });

  it('says the spec’s words when the reports cannot be read (spec 000 §8)', async () => {
    answer([['GET', `${base}/cumulative`, () => errorResponse(500, 'internal', 'somethingWentWrong')]]);
    renderPage(<CumulativeReportView patientId={patient.id} />);
    await waitFor(() => expect(toasts()).toContain('Failed to get reports'));
  });
});

describe('The patient page’s Patient Overview', () => {
  const routes = (
    <Routes>
      <Route path="/patients/:patientId/allReports" element={<PatientPage />} />
      <Route path="/patients/:patientId" element={<PatientPage />} />
    </Routes>
  );

  it('opens by itself when the address ends in allReports (spec 000 §2), and closing it leaves the address', async () => {
    answer();
    renderPage(routes, { path: `/patients/${patient.id}/allReports` });
    const dialog = await screen.findByRole('dialog', { name: 'Patient Overview' });
    expect(await within(dialog).findByText('No bills for this patient yet.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Patient Overview' })).toBeNull());
    // The patient's page stays, now at its own address: the overview does not open again.
    expect(screen.getByRole('heading', { name: 'Mr. Rahul Sharma' })).toBeTruthy();
  });

  it('stays closed on the patient’s own address until the button is pressed', async () => {
    answer();
    renderPage(routes, { path: `/patients/${patient.id}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Patient Overview' }));
    expect(await screen.findByRole('dialog', { name: 'Patient Overview' })).toBeTruthy();
  });
});
