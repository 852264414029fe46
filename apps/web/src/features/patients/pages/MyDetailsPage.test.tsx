import type { Patient, PatientChangeRequest, SessionData } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { errorResponse, patient, routeApi } from '../test-patients';
import { MyDetailsPage } from './MyDetailsPage';

const { fetchMock, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);

/** Sunita Devi signed in with her own login (the demo's `patient`). */
const sunita: Patient = {
  ...patient,
  id: 7,
  labPatientId: 'P-000007',
  designation: 'Mrs.',
  fullName: 'Sunita Devi',
  gender: 'Female',
  email: null,
  city: 'Varanasi',
};
const patientSession: SessionData = {
  ...labSession,
  kind: 'patient',
  admin: false,
  labUserName: 'Sunita Devi',
  labuseraccessmaster: { isRootUser: false },
  user: {
    ...labSession.user,
    id: sunita.id,
    username: 'patient',
    name: 'Sunita Devi',
    flags: {
      admin: false,
      financeManager: false,
      sampleAccess: false,
      labAccess: false,
      privilegeCardAccess: 0,
      discountApproval: false,
    },
  },
};

const waiting: PatientChangeRequest = {
  id: 3,
  patientId: sunita.id,
  status: 'pending',
  current: { city: 'Varanasi', email: null, alternateEmail: 'sunita.devi@example.com' },
  requested: { city: 'Lucknow', email: 'sunita@example.com', alternateEmail: null },
  patientVersion: sunita.version,
  createdAt: '2025-05-21T10:00:00.000Z',
  decidedAt: null,
};

const submitted = `/api/v1/patients/${sunita.id}/change-requests`;
const sentBody = () => JSON.parse(String(callsWith('POST')[0]?.[1]?.body));

/** The record, the waiting requests (none until one was sent unless given), and the answer to a new request. */
function answer(send: () => Response, pending: PatientChangeRequest[] = []) {
  let items = pending;
  routeApi(fetchMock, [
    ['GET', '/api/v1/me/patient/change-requests', () => jsonResponse(200, { items })],
    ['GET', '/api/v1/me/patient', () => jsonResponse(200, sunita)],
    [
      'POST',
      submitted,
      () => {
        const response = send();
        if (response.status === 201) items = [waiting];
        return response;
      },
    ],
  ]);
}

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const renderMine = () => renderPage(<MyDetailsPage />, { session: patientSession });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send to the lab' }));

// spec 000 §4 line 134 'Patient info change request': the patient asks from their own login.
describe('My details', () => {
  it("shows the patient's own details read-only, and the form starting from them", async () => {
    answer(() => jsonResponse(201, waiting));
    renderMine();
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(within(details).getByText('Mrs. Sunita Devi')).toBeTruthy();
    expect(within(details).getByText('P-000007')).toBeTruthy();
    expect(within(details).getByText('10-02-1991')).toBeTruthy();
    expect(within(details).getByText('Varanasi')).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Ask for a change' });
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Patient name' }).value).toBe('Sunita Devi');
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'City' }).value).toBe('Varanasi');
    expect(screen.queryByText('Waiting for the lab')).toBeNull();
  });

  it('sends the changed details, says so, and shows the request waiting for the lab with its values', async () => {
    answer(() => jsonResponse(201, waiting));
    renderMine();
    const city = await screen.findByRole('textbox', { name: 'City' });
    fireEvent.change(city, { target: { value: ' Lucknow ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'sunita@example.com' } });
    send();

    await waitFor(() => expect(toasts()).toContain('Your request has been sent to the lab.'));
    expect(sentBody()).toMatchObject({
      fullName: 'Sunita Devi',
      gender: 'Female',
      designation: 'Mrs.',
      dateOfBirth: '1991-02-10',
      city: 'Lucknow',
      email: 'sunita@example.com',
      alternateEmail: null,
    });
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Waiting for the lab')).toBeTruthy();
    const cityRow = within(status).getByRole('row', { name: /City/ });
    expect(within(cityRow).getByText('Varanasi')).toBeTruthy();
    expect(within(cityRow).getByText('Lucknow')).toBeTruthy();
    const emailRow = within(status).getByRole('row', { name: /^E-mail/ });
    expect(within(emailRow).getByText('-')).toBeTruthy();
    expect(within(emailRow).getByText('sunita@example.com')).toBeTruthy();
    const alternateRow = within(status).getByRole('row', { name: /^Alternate e-mail/ });
    expect(within(alternateRow).getByText('sunita.devi@example.com')).toBeTruthy();
    expect(within(alternateRow).getByText('(removed)')).toBeTruthy();
  });

  it('shows a request made earlier as waiting for the lab', async () => {
    answer(() => jsonResponse(201, waiting), [waiting]);
    renderMine();
    expect(await screen.findByText('Waiting for the lab')).toBeTruthy();
    expect(screen.getByText('Lucknow')).toBeTruthy();
  });

  it("puts the server's field issues under their fields", async () => {
    answer(() =>
      jsonResponse(400, {
        error: {
          code: 'bad_request',
          messageKey: 'alternateMobileNotValid',
          message: 'Alternate Mobile is not valid.',
          field: 'alternateMobile',
          fields: [
            {
              field: 'alternateMobile',
              messageKey: 'alternateMobileNotValid',
              message: 'Alternate Mobile is not valid.',
            },
          ],
        },
      }),
    );
    renderMine();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Alternate mobile' }), {
      target: { value: '9123456781' },
    });
    send();
    const field = screen.getByRole('textbox', { name: 'Alternate mobile' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Alternate Mobile is not valid.')).toBeTruthy();
    expect(toasts()).not.toContain('Your request has been sent to the lab.');
  });

  it("says 'There is nothing to update.' when nothing was changed", async () => {
    answer(() => errorResponse(400, 'bad_request', 'nothingToUpdate', 'There is nothing to update.'));
    renderMine();
    await screen.findByRole('textbox', { name: 'City' });
    send();
    await waitFor(() => expect(toasts()).toContain('There is nothing to update.'));
  });

  it('checks the name before sending, by the rule the server runs', async () => {
    answer(() => jsonResponse(201, waiting));
    renderMine();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Patient name' }), { target: { value: '  ' } });
    send();
    expect(await screen.findByText('Please Enter the Patient Name.')).toBeTruthy();
    expect(callsWith('POST')).toEqual([]);
  });

  it('offers to try again when the record cannot be read', async () => {
    routeApi(fetchMock, [['GET', '/api/v1/me/patient', () => errorResponse(500, 'internal', 'serverError')]]);
    renderMine();
    expect(await screen.findByText('Could not fetch patient info ! Please try again')).toBeTruthy();
  });
});
