import { Patient, PatientChangeRequest, PatientChangeRequestList, type SubmitChangeRequest } from '@lims/contract';
import { api } from '../../../app/api-client';

/*
 * What a patient reads and asks from their own login (spec 000 §4 'Patient info change
 * request'): their record and their requests waiting for the lab, which the server finds from
 * the session, and a new request about their own id.
 */

export const getMyRecord = (signal?: AbortSignal) => api.get('/api/v1/me/patient', Patient, { signal });

export const listMyChangeRequests = (signal?: AbortSignal) =>
  api.get('/api/v1/me/patient/change-requests', PatientChangeRequestList, { signal });

export const submitChangeRequest = (patientId: number, body: SubmitChangeRequest) =>
  api.post(`/api/v1/patients/${patientId}/change-requests`, body, PatientChangeRequest);
