import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { patient, routeApi } from '../test-patients';
import { PatientHeaderCard } from './PatientHeaderCard';

const { fetchMock, callsWith } = stubApi();

const changeRequest = {
  id: 9,
  patientId: patient.id,
  status: 'pending',
  current: { fullName: 'Rahul Sharma', city: 'Mumbai' },
  requested: { fullName: 'Rahul K. Sharma', city: 'Pune' },
  patientVersion: 3,
  createdAt: '2025-05-22T10:00:00.000Z',
  decidedAt: null,
};

// spec 000 §2 'Patient header card'.
describe('Patient header card', () => {
  it("shows the name with its designation, the ids, the 'R' badge, referral, organisation, history and allergies", () => {
    renderPage(<PatientHeaderCard patient={patient} />);
    expect(screen.getByRole('heading', { name: 'Mr. Rahul Sharma' })).toBeTruthy();
    expect(screen.getByLabelText('Recurring patient').textContent).toBe('R');
    expect(screen.getByText('ID: P-000042')).toBeTruthy();
    expect(screen.getByText('Ref. ID: OPD-7')).toBeTruthy();
    expect(screen.getByText('Dr. Mehta')).toBeTruthy();
    expect(screen.getByText('City Clinic')).toBeTruthy();
    expect(screen.getByText('Hypertension')).toBeTruthy();
    expect(screen.getByText('Penicillin, Peanuts')).toBeTruthy();
    expect(screen.queryByText('Info Request Changes >')).toBeNull();
  });

  it('leaves the R badge out for a first visit', () => {
    renderPage(<PatientHeaderCard patient={{ ...patient, recurring: false }} />);
    expect(screen.queryByText('R')).toBeNull();
  });

  it('shows and hides the contact: the mobile or the alternate one by the primary flag, and the e-mail', () => {
    const { rerender } = renderPage(<PatientHeaderCard patient={patient} />);
    expect(screen.queryByText('+91 9876543210')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show Contact' }));
    expect(screen.getByText('+91 9876543210')).toBeTruthy();
    expect(screen.getByText('rahul@example.com')).toBeTruthy();
    rerender(<PatientHeaderCard patient={{ ...patient, isPrimaryContact: false }} />);
    expect(screen.getByText('+91 9123456780')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide Contact' }));
    expect(screen.queryByText('+91 9123456780')).toBeNull();
  });

  it("says 'No Data' when no patient is chosen", () => {
    renderPage(<PatientHeaderCard patient={null} />);
    expect(screen.getByText('No Data')).toBeTruthy();
  });

  it('offers Edit and Edit Medical History, except in read-only mode or without permission', () => {
    const onEdit = vi.fn();
    const onEditMedicalHistory = vi.fn();
    const { unmount } = renderPage(
      <PatientHeaderCard patient={patient} onEdit={onEdit} onEditMedicalHistory={onEditMedicalHistory} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Medical History' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onEditMedicalHistory).toHaveBeenCalledOnce();
    unmount();

    const readOnly = renderPage(
      <PatientHeaderCard patient={patient} readOnly onEdit={onEdit} onEditMedicalHistory={onEditMedicalHistory} />,
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Medical History' })).toBeNull();
    readOnly.unmount();

    // A referral user reads patients but keeps no records (spec 000 §6).
    const referral = { ...labSession, admin: false, user: { ...labSession.user, isReferral: true } };
    renderPage(<PatientHeaderCard patient={patient} onEdit={onEdit} onEditMedicalHistory={onEditMedicalHistory} />, {
      session: referral,
    });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows the cardiac score in its labelled place only when an area gives one', () => {
    const { rerender } = renderPage(<PatientHeaderCard patient={patient} />);
    expect(screen.queryByText('Cardiac risk score')).toBeNull();
    rerender(<PatientHeaderCard patient={patient} cardiacScore={<span>4.2</span>} />);
    expect(screen.getByText('Cardiac risk score')).toBeTruthy();
  });
});

// spec 000 §2 'Info Request Changes >', §4 'Patient info change request: Accept (value 1) or Reject (value 0)'.
describe("The 'Info Request Changes >' popover", () => {
  const answer = (decided: boolean) =>
    routeApi(fetchMock, [
      ['GET', `/api/v1/patients/${patient.id}/change-requests`, () => jsonResponse(200, { items: [changeRequest] })],
      [
        'POST',
        '/api/v1/patient-change-requests/9/decision',
        () =>
          jsonResponse(200, {
            request: { ...changeRequest, status: decided ? 'accepted' : 'rejected' },
            patientVersion: 5,
          }),
      ],
    ]);

  it.each([
    ['Accept Changes', true],
    ['Reject Changes', false],
  ])('compares current and requested values and sends %s with the version compared', async (button, accept) => {
    answer(accept);
    renderPage(<PatientHeaderCard patient={{ ...patient, pendingChangeRequests: 1 }} />);
    const link = screen.getByRole('button', { name: 'Info Request Changes >' });
    await waitFor(() => expect(link.querySelector('.mantine-Loader-root')).toBeNull());
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog');
    const city = within(dialog).getByText('City').closest('tr') as HTMLElement;
    expect(within(city).getByText('Mumbai')).toBeTruthy();
    expect(within(city).getByText('Pune')).toBeTruthy();
    expect(within(dialog).getByText('Rahul K. Sharma')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(callsWith('POST')).toHaveLength(1));
    const [url, init] = callsWith('POST')[0] ?? [];
    expect(url).toBe('/api/v1/patient-change-requests/9/decision');
    expect(JSON.parse(String(init?.body))).toEqual({ accept, version: 3 });
  });

  it('lets only an administrator decide', async () => {
    answer(true);
    const staff = {
      ...labSession,
      admin: false,
      user: { ...labSession.user, flags: { ...labSession.user.flags, admin: false } },
    };
    renderPage(<PatientHeaderCard patient={{ ...patient, pendingChangeRequests: 1 }} />, { session: staff });
    const link = screen.getByRole('button', { name: 'Info Request Changes >' });
    await waitFor(() => expect(link.querySelector('.mantine-Loader-root')).toBeNull());
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Accept Changes' })).toBeNull();
    expect(
      within(dialog).getByText('Only an administrator of the lab can accept or reject these changes.'),
    ).toBeTruthy();
  });
});
