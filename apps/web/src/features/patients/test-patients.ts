import type { Patient, PatientInsurance, PatientSummary } from '@lims/contract';
import type { vi } from 'vitest';
import { jsonResponse } from '../../test/render-page';

/** A patient as lists show them: a recurring Mr. with a mobile, an organisation and a referral. */
export const patientSummary: PatientSummary = {
  id: 42,
  labPatientId: 'P-000042',
  referenceId: 'OPD-7',
  designation: 'Mr.',
  fullName: 'Rahul Sharma',
  gender: 'Male',
  age: 34,
  ageUnit: 'Years',
  dateOfBirth: '1991-02-10',
  countryCode: '91',
  mobile: '9876543210',
  email: 'rahul@example.com',
  nationalIdentityNumber: null,
  organisation: { id: 3, name: 'City Clinic' },
  referralDoctor: { id: 8, name: 'Dr. Mehta' },
  recurring: true,
  createdAt: '2025-05-21T10:00:00.000Z',
};

/** The whole record of the same patient, with a medical history, an allergy and no picture. */
export const patient: Patient = {
  ...patientSummary,
  firstName: 'Rahul',
  middleName: null,
  lastName: 'Sharma',
  suffix: null,
  ageInDays: 12_410,
  alternateEmail: null,
  isoCode: 'IN',
  alternateMobile: '9123456780',
  isPrimaryContact: true,
  area: 'Andheri',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  pincode: '400053',
  patientType: 'D',
  race: null,
  ethnicity: null,
  nationality: 'Indian',
  nationalHealthId: null,
  passportNo: null,
  insuranceNo: null,
  diseases: [{ code: 'E11', name: 'Type 2 diabetes mellitus' }],
  medicalHistory: [{ id: 1, name: 'Hypertension' }],
  allergies: [
    { id: 5, name: 'Penicillin' },
    { id: 6, name: 'Peanuts' },
  ],
  heightCm: 172,
  weightKg: 70,
  whatsappConsent: true,
  profilePictureFileId: null,
  pendingChangeRequests: 0,
  version: 4,
  updatedAt: '2025-05-22T10:00:00.000Z',
};

/** The patient's one insurance row: Star Health (insurance 5 of the lab), the patient as holder. */
export const patientInsurance: PatientInsurance = {
  id: 1,
  position: 0,
  insuranceId: 5,
  insuranceName: 'Star Health',
  insuranceType: 'Commercial',
  policyNumber: 'POL-123',
  groupNumber: null,
  relation: 'Self',
  policyHolderFirstName: 'Rahul',
  policyHolderMiddleName: null,
  policyHolderLastName: 'Sharma',
  policyHolderAddress: null,
  policyHolderDateOfBirth: null,
  policyHolderSex: null,
  claimManager: null,
  isWorkerCompensation: false,
  injuryDate: null,
  contact: null,
  email: null,
  countryCode: null,
};

/** An API error answer as the server writes it. */
export const errorResponse = (status: number, code: string, messageKey: string, message = messageKey) =>
  jsonResponse(status, { error: { code, messageKey, message } });

type Route = [method: string, path: string, answer: () => Response | Promise<Response>];

/**
 * Answers each call by its method and the start of its address; a call no route expects fails
 * the test with its address, so that a page asking for something new is noticed.
 */
export function routeApi(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, routes: Route[]) {
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const address = String(url);
    const route = routes.find(([routeMethod, path]) => routeMethod === method && address.startsWith(path));
    if (!route) {
      // The API client turns a thrown error into its own failure: say which call it was.
      console.error(`Unexpected call: ${method} ${address}`);
      throw new Error(`Unexpected call: ${method} ${address}`);
    }
    return route[2]();
  });
}
