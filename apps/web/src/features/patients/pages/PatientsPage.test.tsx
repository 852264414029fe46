import type { PatientList, SearchResult } from '@lims/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publishRealtime } from '../../../app/realtime/realtime-bus';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { patientSummary, routeApi } from '../test-patients';
import { PatientsPage } from './PatientsPage';

const page = (items: PatientList['items']): PatientList => ({ items, total: items.length, nextCursor: null });
const listCalls = (requests: string[]) => requests.filter((request) => request.startsWith('GET /api/v1/patients?'));

const { fetchMock, requests } = stubApi();

const answerList = (items: PatientList['items']) =>
  routeApi(fetchMock, [
    ['GET', '/api/v1/patients?', () => jsonResponse(200, page(items))],
    [
      'GET',
      '/api/v1/organisations/lookup',
      () =>
        jsonResponse(200, {
          items: [{ id: 3, name: 'City Clinic', mandatoryPatientFields: [], patientContactMandatory: false }],
        }),
    ],
    ['GET', '/api/v1/doctors/referral-lookup', () => jsonResponse(200, { items: [{ id: 8, name: 'Dr. Mehta' }] })],
  ]);

const searchAnswer: SearchResult = {
  patients: [patientSummary],
  samples: [],
  bills: [
    {
      id: 7,
      label: '1042',
      patientId: 42,
      patientName: 'Rahul Sharma',
      billLabel: '1042',
      createdAt: '2025-05-21T10:00:00.000Z',
    },
  ],
  orders: [],
  nationalId: [],
};

const renderWithBillPage = (session = labSession) => {
  routeApi(fetchMock, [
    ['GET', '/api/v1/patients?', () => jsonResponse(200, page([patientSummary]))],
    ['GET', '/api/v1/search?', () => jsonResponse(200, searchAnswer)],
  ]);
  renderPage(
    <Routes>
      <Route path="/" element={<PatientsPage />} />
      <Route path="/bills/:billId" element={<p>The bill's page</p>} />
    </Routes>,
    { session },
  );
};

const searchFor = (name: string, text: string) => {
  const box = screen.getByRole('searchbox', { name });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
};

describe('Patients list', () => {
  it('shows each patient with designation, the R badge, id, age and gender, mobile, organisation, referral and date', async () => {
    answerList([
      patientSummary,
      { ...patientSummary, id: 43, recurring: false, designation: null, fullName: 'Asha Rao' },
    ]);
    renderPage(<PatientsPage />);
    const link = await screen.findByRole('link', { name: 'Mr. Rahul Sharma' });
    expect(link.getAttribute('href')).toBe('/patients/42');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('R')).toBeTruthy();
    expect(within(row).getByText('P-000042')).toBeTruthy();
    expect(within(row).getByText('34 Years / Male')).toBeTruthy();
    expect(within(row).getByText('+91 9876543210')).toBeTruthy();
    expect(within(row).getByText('City Clinic')).toBeTruthy();
    expect(within(row).getByText('Dr. Mehta')).toBeTruthy();
    // spec 000 §9 DD-MM-YYYY, in the lab's time zone.
    expect(within(row).getByText('21-05-2025')).toBeTruthy();
    const other = screen.getByRole('link', { name: 'Asha Rao' }).closest('tr') as HTMLElement;
    expect(within(other).queryByText('R')).toBeNull();
    expect(listCalls(requests())[0]).toBe('GET /api/v1/patients?sort=createdAt&direction=desc&limit=50&offset=0');
    expect(screen.getByRole('link', { name: 'Register patient' }).getAttribute('href')).toBe('/patients/new');
  });

  it('asks the server for an organisation and a referral chosen in the filters', async () => {
    answerList([patientSummary]);
    renderPage(<PatientsPage />);
    await screen.findByRole('link', { name: 'Mr. Rahul Sharma' });

    fireEvent.click(screen.getByRole('textbox', { name: 'Organisation' }));
    fireEvent.click(await screen.findByRole('option', { name: 'City Clinic' }));
    await waitFor(() => expect(listCalls(requests()).at(-1)).toContain('organisationId=3'));

    fireEvent.click(screen.getByRole('textbox', { name: 'Referral' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dr. Mehta' }));
    await waitFor(() => expect(listCalls(requests()).at(-1)).toContain('referralDoctorId=8'));
    expect(listCalls(requests()).at(-1)).toContain('organisationId=3');
    expect(requests()).toContain('GET /api/v1/organisations/lookup?q=');
  });

  it('narrows to a registration date range, in the lab’s days, and clears it', async () => {
    answerList([patientSummary]);
    renderPage(<PatientsPage />);
    await screen.findByRole('link', { name: 'Mr. Rahul Sharma' });
    fireEvent.click(screen.getByRole('button', { name: 'Any registration date' }));
    await waitFor(() =>
      expect(listCalls(requests()).at(-1)).toMatch(/registeredFrom=\d{4}-\d{2}-\d{2}&registeredTo=\d{4}-\d{2}-\d{2}/),
    );
    expect(screen.getByRole('button', { name: /^Date range: / })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the registration date filter' }));
    await waitFor(() => expect(listCalls(requests()).at(-1)).not.toContain('registeredFrom'));
  });

  it("reads the list again when the lab's 'registration' event arrives", async () => {
    answerList([patientSummary]);
    renderPage(<PatientsPage />);
    await screen.findByRole('link', { name: 'Mr. Rahul Sharma' });
    const before = listCalls(requests()).length;
    act(() => publishRealtime({ channel: 'registration', payload: { patientId: 99, kind: 'registered' } }));
    await waitFor(() => expect(listCalls(requests()).length).toBe(before + 1));
  });

  it("says 'Data Not Found' when the lab has no patient, with the way to register one", async () => {
    answerList([]);
    renderPage(<PatientsPage />);
    expect(await screen.findByText('Data Not Found')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Register patient' }).length).toBeGreaterThan(0);
  });

  it('hides the register button from users who may not register', async () => {
    answerList([patientSummary]);
    renderPage(<PatientsPage />, { session: { ...labSession, kind: 'doctor' } });
    await screen.findByRole('link', { name: 'Mr. Rahul Sharma' });
    expect(screen.queryByRole('link', { name: 'Register patient' })).toBeNull();
  });

  it("jumps to a bill found by its number from the page's search, for those who may see bills", async () => {
    renderWithBillPage();
    await screen.findByRole('link', { name: 'Mr. Rahul Sharma' });
    searchFor('Go to a patient, bill or order', '104');
    fireEvent.click(await screen.findByText('1042'));
    expect(await screen.findByText("The bill's page")).toBeTruthy();
    expect(requests()).toContain('GET /api/v1/search?q=104&variant=common&limit=10');
  });

  it('keeps the search to patients for those who may not see bills (a referral user)', async () => {
    renderWithBillPage({ ...labSession, user: { ...labSession.user, isReferral: true } });
    await screen.findByRole('link', { name: 'Mr. Rahul Sharma' });
    searchFor('Go to a patient: name, ID or mobile', '104');
    expect(await screen.findByRole('option', { name: /Rahul Sharma/ })).toBeTruthy();
    expect(screen.queryByText('Bills')).toBeNull();
    expect(screen.queryByText('1042')).toBeNull();
  });
});
