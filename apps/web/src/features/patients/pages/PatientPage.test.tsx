import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishRealtime } from '../../../app/realtime/realtime-bus';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { clinicalVisit } from '../../cardiac/test-cardiac';
import { errorResponse, patient, patientInsurance, routeApi } from '../test-patients';
import { PatientView } from './PatientPage';

const { fetchMock, requests, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
const base = `/api/v1/patients/${patient.id}`;

const idProof = {
  id: 11,
  patientId: patient.id,
  proofType: 'Passport',
  documentNumber: 'K1234567',
  file: {
    id: 70,
    kind: 'patientIdProof',
    name: 'passport.pdf',
    mediaType: 'application/pdf',
    sizeBytes: 20_480,
    createdAt: '2025-05-21T10:00:00.000Z',
  },
  version: 2,
  createdAt: '2025-05-21T10:00:00.000Z',
  updatedAt: '2025-05-21T10:00:00.000Z',
};
const relative = {
  relative: {
    id: 77,
    labPatientId: 'P-000077',
    fullName: 'Meena Sharma',
    gender: 'Female',
    age: 60,
    ageUnit: 'Years',
    mobile: null,
  },
  relation: 'Mother',
};

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

function answer(overrides: Array<[string, string, () => Response]> = [], record = patient) {
  routeApi(fetchMock, [
    ...overrides,
    ['GET', `${base}/insurances`, () => jsonResponse(200, { items: [patientInsurance], version: record.version })],
    ['GET', `${base}/guarantors`, () => jsonResponse(200, { items: [] })],
    ['GET', `${base}/relatives`, () => jsonResponse(200, { items: [relative] })],
    ['GET', `${base}/id-proofs`, () => jsonResponse(200, { items: [idProof] })],
    ['DELETE', `${base}/id-proofs/11`, () => new Response(null, { status: 204 })],
    ['DELETE', `${base}/picture`, () => new Response(null, { status: 204 })],
    ['GET', `${base}/clinical-visits/`, () => errorResponse(404, 'not_found', 'notFound')],
    ['GET', `${base}/clinical-visits`, () => jsonResponse(200, { items: [clinicalVisit(3, '2025-06-10', 12.4)] })],
    ['GET', base, () => jsonResponse(200, record)],
  ]);
}

describe('The patient page', () => {
  it('shows the card, then the details, insurance rows, relatives and ID proofs', async () => {
    answer();
    renderPage(<PatientView patientId={patient.id} />);
    expect(await screen.findByRole('heading', { name: 'Mr. Rahul Sharma' })).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('+91 9123456780')).toBeTruthy();
    const identity = screen.getByRole('region', { name: 'Identity' });
    expect(within(identity).getByText('10-02-1991')).toBeTruthy();
    expect(within(identity).getByText('Direct')).toBeTruthy();
    const clinical = screen.getByRole('region', { name: 'Clinical' });
    expect(within(clinical).getByText('E11 Type 2 diabetes mellitus')).toBeTruthy();
    expect(within(clinical).getByText('Height (cm)').nextElementSibling?.textContent).toBe('172');
    expect(await screen.findByText('Star Health')).toBeTruthy();
    expect(screen.getByText('POL-123')).toBeTruthy();
    expect(screen.getByText('No guarantor recorded.')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Meena Sharma' })).getAttribute('href')).toBe('/patients/77');
    expect(screen.getByText('(Mother)')).toBeTruthy();
    const proofLink = await screen.findByRole('link', { name: /passport\.pdf/ });
    expect(proofLink.getAttribute('href')).toBe(`${base}/id-proofs/11/file`);
    expect(screen.getByRole('link', { name: 'New bill' }).getAttribute('href')).toBe(
      `/billing/new?patientId=${patient.id}`,
    );
  });

  it('shows the latest cardiac risk score on the card and the clinical visits among the sections', async () => {
    answer();
    renderPage(<PatientView patientId={patient.id} />);
    const score = await screen.findByText('Cardiac risk score');
    expect(await within(score.parentElement as HTMLElement).findByText('Critical')).toBeTruthy();
    const visits = screen.getByRole('region', { name: 'Clinical visits' });
    expect(await within(visits).findByRole('button', { name: /10-06-2025/ })).toBeTruthy();
    expect(within(visits).getByRole('button', { name: 'Update Clinical Info' })).toBeTruthy();
  });

  it('leaves the cardiac score and the clinical visits out for staff who may not see them', async () => {
    answer();
    const referral = { ...labSession, admin: false, user: { ...labSession.user, isReferral: true } };
    renderPage(<PatientView patientId={patient.id} />, { session: referral });
    await screen.findByRole('heading', { name: 'Mr. Rahul Sharma' });
    expect(screen.queryByText('Cardiac risk score')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Clinical visits' })).toBeNull();
    expect(requests().some((request) => request.includes('clinical-visits'))).toBe(false);
  });

  it('is the not-found state for a patient the server does not know', async () => {
    answer([['GET', base, () => errorResponse(404, 'not_found', 'notFound')]]);
    renderPage(<PatientView patientId={patient.id} />);
    expect(await screen.findByText('Patient not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
  });

  it("says 'Could not fetch patient info ! Please try again' when the patient cannot be read", async () => {
    answer([['GET', base, () => errorResponse(500, 'internal', 'somethingWentWrong')]]);
    renderPage(<PatientView patientId={patient.id} />);
    expect(await screen.findByText('Could not fetch patient info ! Please try again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('deletes an ID proof once the user confirms it', async () => {
    answer();
    renderPage(<PatientView patientId={patient.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Passport' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete ID proof?' });
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete ID proof?' })).toBeNull());
    expect(callsWith('DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Passport' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete ID proof?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(callsWith('DELETE')).toHaveLength(1));
    expect(callsWith('DELETE')[0]?.[0]).toBe(`${base}/id-proofs/11?version=2`);
    await waitFor(() => expect(toasts()).toContain('ID Proof entry deleted successfully'));
  });

  it("asks 'Delete Image?' (Cancel / Yes) before deleting the picture", async () => {
    answer([], { ...patient, profilePictureFileId: 90 });
    renderPage(<PatientView patientId={patient.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete picture' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete Image?' });
    expect(within(confirmation).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(callsWith('DELETE')).toHaveLength(1));
    expect(callsWith('DELETE')[0]?.[0]).toBe(`${base}/picture?version=${patient.version}`);
    await waitFor(() => expect(toasts()).toContain('Image deleted successfully.'));
  });

  it("says 'Image ID not found' when the picture is already gone", async () => {
    answer([['DELETE', `${base}/picture`, () => errorResponse(404, 'not_found', 'imageIdNotFound')]], {
      ...patient,
      profilePictureFileId: 90,
    });
    renderPage(<PatientView patientId={patient.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete picture' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Image?' })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(toasts()).toContain('Image ID not found'));
  });

  it("reads the patient again when the lab's 'registration' event names them, and only then", async () => {
    answer();
    renderPage(<PatientView patientId={patient.id} />);
    await screen.findByRole('heading', { name: 'Mr. Rahul Sharma' });
    const reads = () => requests().filter((request) => request === `GET ${base}`).length;
    act(() => publishRealtime({ channel: 'registration', payload: { patientId: 5, kind: 'updated' } }));
    act(() => publishRealtime({ channel: 'registration', payload: { patientId: patient.id, kind: 'updated' } }));
    await waitFor(() => expect(reads()).toBe(2));
  });
});
