import {
  type AddRelative,
  ChangeRequestDecision,
  type DecideChangeRequest,
  IdProofList,
  IdProof as IdProofSchema,
  type IdProofType,
  IdProofUpdated,
  PatientChangeRequestList,
  PatientPicture,
  PatientRelativeList,
  patientPicturePath,
  type UpdateIdProof,
  uploadFieldName,
} from '@lims/contract';
import { api } from '../../../app/api-client';

/*
 * The records around a patient that the patient page changes (contract `patient-records.ts`):
 * ID proofs, the profile picture, change requests and relatives. The registration form's reads
 * (insurance rows, guarantors, look-ups) are in `records-api.ts`.
 */

const base = '/api/v1/patients';

const fileForm = (file: File) => {
  const form = new FormData();
  form.append(uploadFieldName, file, file.name);
  return form;
};

export const listIdProofs = (patientId: number, signal?: AbortSignal) =>
  api.get(`${base}/${patientId}/id-proofs`, IdProofList, { signal });

/** Multipart, the scan in the part 'file'; its type and number ride in the query string. */
export const uploadIdProof = (
  patientId: number,
  { file, proofType, documentNumber }: { file: File; proofType: IdProofType; documentNumber: string },
) =>
  api.post(`${base}/${patientId}/id-proofs`, fileForm(file), IdProofSchema, {
    query: { proofType, documentNumber: documentNumber || undefined },
  });

export const updateIdProof = (patientId: number, proofId: number, body: UpdateIdProof) =>
  api.patch(`${base}/${patientId}/id-proofs/${proofId}`, body, IdProofUpdated);

/** The answer's confirmation is the spec's text, which the client has in every language already. */
export const deleteIdProof = (patientId: number, proofId: number, version: number) =>
  api.command(`${base}/${patientId}/id-proofs/${proofId}`, 'DELETE', undefined, { query: { version } });

/** The scan's address, opened in a new tab. */
export const idProofFileUrl = (patientId: number, proofId: number) => `${base}/${patientId}/id-proofs/${proofId}/file`;

export const uploadPatientPicture = (patientId: number, file: File, version: number) =>
  api.put(patientPicturePath(patientId), fileForm(file), PatientPicture, { query: { version } });

export const deletePatientPicture = (patientId: number, version: number) =>
  api.command(patientPicturePath(patientId), 'DELETE', undefined, { query: { version } });

/** The picture's address; it changes with the picture, so a browser never shows a replaced one from its cache. */
export const patientPictureUrl = (patientId: number, fileId: number) => `${patientPicturePath(patientId)}?v=${fileId}`;

export const listChangeRequests = (patientId: number, signal?: AbortSignal) =>
  api.get(`${base}/${patientId}/change-requests`, PatientChangeRequestList, { signal });

export const decideChangeRequest = (requestId: number, body: DecideChangeRequest) =>
  api.post(`/api/v1/patient-change-requests/${requestId}/decision`, body, ChangeRequestDecision);

export const listRelatives = (patientId: number, signal?: AbortSignal) =>
  api.get(`${base}/${patientId}/relatives`, PatientRelativeList, { signal });

/** The page reads the list again afterwards, so the answer's body is not needed. */
export const addRelative = (patientId: number, body: AddRelative) =>
  api.command(`${base}/${patientId}/relatives`, 'POST', body);

export const removeRelative = (patientId: number, relativeId: number) =>
  api.command(`${base}/${patientId}/relatives/${relativeId}`, 'DELETE');
