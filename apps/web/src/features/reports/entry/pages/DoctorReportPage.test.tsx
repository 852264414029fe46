import type { ReportEntry } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../../test/render-page';
import { errorResponse, routeApi } from '../../../patients/test-patients';
import { doctorSession } from '../../test-report-lists';
import { reportEntryWith } from '../test-report-entry';
import { DoctorReportPage } from './DoctorReportPage';

const { fetchMock, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const bodiesOf = (method: string) => callsWith(method).map((call) => JSON.parse(String(call[1]?.body)) as unknown);
const signedByMe = {
  doctorId: 31,
  doctorName: 'Dr. Kavita Mehta',
  position: 1,
  signedAt: '2026-11-20T06:00:00.000Z',
  fromDoctorLogin: true,
  fromCache: false,
};
const completed = (overrides: Partial<ReportEntry> = {}) =>
  reportEntryWith({
    status: 'completed',
    values: [{ index: 1, value: '18', highlight: true, isCritical: 1 }],
    editable: false,
    signable: true,
    ...overrides,
  });

const renderDoctorReport = () =>
  renderPage(
    <Routes>
      <Route path="/doctor/reports/:reportId" element={<DoctorReportPage />} />
    </Routes>,
    { session: doctorSession, path: '/doctor/reports/41' },
  );

describe("Doctor's report (spec 001 §4 Signing, doctor actions; §6 Doctor login)", () => {
  it("shows the values read-only with Value/Unit, and signs with the doctor's own passkey", async () => {
    const report = completed();
    routeApi(fetchMock, [
      ['GET', '/api/v1/doctor/reports/41', () => jsonResponse(200, report)],
      ['POST', '/api/v1/doctor/reports/41/sign', () => jsonResponse(200, { ...report, version: 4, signable: false })],
    ]);
    renderDoctorReport();
    expect(await screen.findByText('Value/Unit')).toBeTruthy();
    expect(screen.getByText('18 g/dL')).toBeTruthy();
    expect(screen.getByText('Abnormal')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Haemoglobin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Your passkey'), { target: { value: '4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign & Submit' }));
    await waitFor(() => expect(toasts()).toContain('Report successfully Approved & Submitted.'));
    expect(bodiesOf('POST')).toEqual([{ version: 3, passkey: '4321', submit: true, confirmOnHold: false }]);
  });

  it("says 'Passkey is not valid' beside the passkey the server refused", async () => {
    routeApi(fetchMock, [
      ['GET', '/api/v1/doctor/reports/41', () => jsonResponse(200, completed())],
      ['POST', '/api/v1/doctor/reports/41/sign', () => errorResponse(400, 'bad_request', 'passkeyNotValid')],
    ]);
    renderDoctorReport();
    fireEvent.change(await screen.findByLabelText('Your passkey'), { target: { value: '0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Passkey is not valid')).toBeTruthy();
  });

  it("disapproves a signed report and counts a review: 'Report Disapproved Successfully'", async () => {
    const report = completed({ signatures: [signedByMe], signable: false, reviewCounter: 2 });
    routeApi(fetchMock, [
      ['GET', '/api/v1/doctor/reports/41', () => jsonResponse(200, report)],
      [
        'POST',
        '/api/v1/doctor/reports/41/review',
        () => jsonResponse(200, { ...report, version: 4, reviewCounter: 3 }),
      ],
      [
        'POST',
        '/api/v1/doctor/reports/41/disapprove',
        () => jsonResponse(200, { ...report, version: 5, signatures: [] }),
      ],
    ]);
    renderDoctorReport();
    expect(await screen.findByText('Dr. Kavita Mehta')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review (2)' }));
    expect(await screen.findByRole('button', { name: 'Review (3)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disapprove' }));
    await waitFor(() => expect(toasts()).toContain('Report Disapproved Successfully'));
    expect(bodiesOf('POST')).toEqual([{ version: 3 }, { version: 4 }]);
  });

  it('lets the doctor change values where the lab allows it, saving through the doctor login', async () => {
    const report = completed({ editable: true, signable: false });
    routeApi(fetchMock, [
      ['GET', '/api/v1/doctor/reports/41', () => jsonResponse(200, report)],
      [
        'PUT',
        '/api/v1/doctor/reports/41/values',
        () => jsonResponse(200, { report: { ...report, version: 4 }, signaturesRemoved: 0, messageKey: 'reportSaved' }),
      ],
      ['GET', '/api/v1/doctor/waiting', () => jsonResponse(200, { items: [], total: 0 })],
    ]);
    renderDoctorReport();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Haemoglobin' }), { target: { value: '16' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('Report saved successfully.'));
    expect(bodiesOf('PUT')).toEqual([expect.objectContaining({ values: [{ index: 1, value: '16' }], saveFlag: 0 })]);
  });
});
