import type { ReportListItem } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/render-page';
import { errorResponse, routeApi } from '../../patients/test-patients';
import { doctorSession, renderListPage, reportItem, reportListPage } from '../test-report-lists';
import { DoctorWaitingPage } from './DoctorWaitingPage';

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
const listCalls = () => requests().filter((request) => request.startsWith('GET /api/v1/doctor/waiting?'));
const lastListQuery = () => new URL(`http://lab${(listCalls().at(-1) ?? '').slice('GET '.length)}`).searchParams;

const completed: ReportListItem = {
  ...reportItem,
  id: 102,
  status: 'completed',
  stage: 'completed',
  test: { id: 8, code: 'LFT', name: 'Liver Function Test' },
};

/** Another report of the same patient, entered and waiting for the doctor's signature. */
const entered: ReportListItem = {
  ...reportItem,
  id: 103,
  status: 'partiallyCompleted',
  test: { id: 9, code: 'KFT', name: 'Kidney Function Test' },
};
const otherPatient: ReportListItem = {
  ...reportItem,
  id: 104,
  test: { id: 10, code: 'TSH', name: 'Thyroid Stimulating Hormone' },
  patient: { ...reportItem.patient, id: 43, labPatientId: 'P-000043', fullName: 'Anita Rao', designation: 'Ms.' },
};

function answer(items: ReportListItem[], signAnswer?: () => Response) {
  const routes: Parameters<typeof routeApi>[1] = [
    ['GET', '/api/v1/doctor/waiting?', () => jsonResponse(200, reportListPage(items))],
  ];
  if (signAnswer) routes.push(['POST', '/api/v1/doctor/patients/', signAnswer]);
  routeApi(fetchMock, routes);
}
const signCalls = () => callsWith('POST');
const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>;

const renderAt = (path: string) =>
  renderListPage('/doctor-waiting/:tab', <DoctorWaitingPage />, { path, session: doctorSession });
const rowOf = async (testName: string) => (await screen.findByText(testName)).closest('tr') as HTMLElement;

describe("The doctor's waiting list", () => {
  it('asks for the reports waiting for the doctor in all departments, by dates (spec 001 §7 doctor/waiting)', async () => {
    answer([reportItem]);
    renderAt('/doctor-waiting/total');
    await rowOf('Complete Blood Count');
    const query = lastListQuery();
    expect(query.get('view')).toBe('waiting');
    expect(query.get('department')).toBe('all');
    expect(query.get('assigned')).toBeNull();
    expect(query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('asks for what the doctor signed on the History tab', async () => {
    answer([reportItem]);
    renderAt('/doctor-waiting/total');
    await rowOf('Complete Blood Count');
    fireEvent.click(screen.getByRole('link', { name: 'History' }));
    await waitFor(() => expect(lastListQuery().get('view')).toBe('history'));
  });

  it("filters by 'Emergency', by one of the doctor's departments, and by 'Assigned to me' (spec 001 §4)", async () => {
    answer([reportItem]);
    renderAt('/doctor-waiting/total');
    await rowOf('Complete Blood Count');
    const department = screen.getByRole('textbox', { name: 'Department' });
    fireEvent.click(department);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All', 'Emergency', 'Haematology', 'Biochemistry']);
    fireEvent.click(screen.getByRole('option', { name: 'Emergency' }));
    await waitFor(() => expect(lastListQuery().get('department')).toBe('emergency'));
    fireEvent.click(department);
    fireEvent.click(screen.getByRole('option', { name: 'Biochemistry' }));
    await waitFor(() => expect(lastListQuery().get('department')).toBe('6'));
    fireEvent.click(screen.getByRole('switch', { name: 'Assigned to me' }));
    await waitFor(() => expect(lastListQuery().get('assigned')).toBe('true'));
    expect(lastListQuery().get('department')).toBe('6');
  });

  it("links each report to the doctor's report page and locks the statuses a doctor only reads (spec 001 §4 'Doctor-login read-only')", async () => {
    answer([reportItem, completed]);
    renderAt('/doctor-waiting/total');
    const readOnly = await rowOf('Liver Function Test');
    expect(within(readOnly).getByLabelText('Read only')).toBeTruthy();
    expect(within(await rowOf('Complete Blood Count')).queryByLabelText('Read only')).toBeNull();
    fireEvent.click(within(readOnly).getByRole('link', { name: /^Preview/ }));
    const landed = JSON.parse((await screen.findByTestId('landed')).textContent ?? '{}');
    expect(landed).toEqual({ path: '/doctor/reports/102', state: { reportIds: [101, 102] } });
  });

  it('offers the doctor no choice of reports to comment on or submit from the list', async () => {
    answer([reportItem]);
    renderAt('/doctor-waiting/total');
    await rowOf('Complete Blood Count');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('keeps the filters on an empty list, and says whether nothing waits or the filters hide it', async () => {
    answer([]);
    renderAt('/doctor-waiting/total');
    expect(await screen.findByText('No report is waiting for you in these days.')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Assigned to me' }));
    expect(await screen.findByText('Filtered data not found.')).toBeTruthy();
  });

  describe("'Sign all' of a patient (spec 002 §7 signAllReports)", () => {
    const signAllOf = async (patient: string) =>
      screen.findAllByRole('button', { name: `Sign all of ${patient}` }).then((buttons) => buttons[0] as HTMLElement);

    it("signs the patient's reports on the page that the doctor does not only read, with the doctor's passkey", async () => {
      answer([reportItem, completed, entered, otherPatient], () =>
        jsonResponse(200, { updated: [101, 103], refused: [], messageKey: 'reportSignSuccessful' }),
      );
      renderAt('/doctor-waiting/total');
      fireEvent.click(await signAllOf('Mr. Rahul Sharma'));
      const dialog = await screen.findByRole('dialog', { name: 'Sign all of this patient' });
      expect(
        within(dialog).getByText('Sign the reports of Mr. Rahul Sharma shown here (2) with your passkey.'),
      ).toBeTruthy();
      const sign = within(dialog).getByRole('button', { name: 'Sign all' });
      expect(sign.hasAttribute('disabled')).toBe(true);
      const listReads = listCalls().length;
      fireEvent.change(within(dialog).getByLabelText(/Your passkey/), { target: { value: 'K3y-42' } });
      fireEvent.click(sign);
      await waitFor(() => expect(toasts()).toContain('Report Sign successful.'));
      const [call] = signCalls();
      expect(String(call?.[0])).toBe('/api/v1/doctor/patients/42/sign');
      expect(bodyOf(call as Parameters<typeof fetch>)).toEqual({ passkey: 'K3y-42', reportIds: [101, 103] });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(listCalls().length).toBeGreaterThan(listReads));
    });

    it("offers no 'Sign all' for a patient whose reports on the page are all read-only, nor on the History tab", async () => {
      answer([completed, otherPatient]);
      renderAt('/doctor-waiting/total');
      await rowOf('Liver Function Test');
      expect(screen.queryByRole('button', { name: 'Sign all of Mr. Rahul Sharma' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Sign all of Ms. Anita Rao' })).toBeTruthy();
      fireEvent.click(screen.getByRole('link', { name: 'History' }));
      await waitFor(() => expect(lastListQuery().get('view')).toBe('history'));
      await rowOf('Thyroid Stimulating Hormone');
      expect(screen.queryByRole('button', { name: /^Sign all of/ })).toBeNull();
    });

    it("says 'All report has signed.' when none was left to sign", async () => {
      answer([otherPatient], () => jsonResponse(200, { updated: [], refused: [], messageKey: 'allReportsSigned' }));
      renderAt('/doctor-waiting/total');
      fireEvent.click(await signAllOf('Ms. Anita Rao'));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText(/Your passkey/), { target: { value: 'K3y-43' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sign all' }));
      await waitFor(() => expect(toasts()).toContain('All report has signed.'));
    });

    it("keeps the dialog open and says 'Passkey is not valid' under the field", async () => {
      answer([reportItem], () => errorResponse(400, 'bad_request', 'passkeyNotValid'));
      renderAt('/doctor-waiting/total');
      fireEvent.click(await signAllOf('Mr. Rahul Sharma'));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText(/Your passkey/), { target: { value: 'wrong' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sign all' }));
      expect(await within(dialog).findByText('Passkey is not valid')).toBeTruthy();
      expect(toasts()).toEqual([]);
    });
  });
});
