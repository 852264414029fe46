import type { AddRelative, DecideChangeRequest, IdProofType, UpdateIdProof } from '@lims/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addRelative,
  decideChangeRequest,
  deleteIdProof,
  deletePatientPicture,
  listChangeRequests,
  listIdProofs,
  listRelatives,
  removeRelative,
  updateIdProof,
  uploadIdProof,
  uploadPatientPicture,
} from '../api/patient-records-api';
import { getPatientGuarantors, getPatientInsurances } from '../api/records-api';
import { patientKeys } from './patient-keys';

/** One patient's records, each under the patient's `records` key so that one call refreshes them all. */
const recordKey = (patientId: number, record: string) => [...patientKeys.records(patientId), record] as const;

export const usePatientInsurances = (patientId: number) =>
  useQuery({
    queryKey: recordKey(patientId, 'insurances'),
    queryFn: ({ signal }) => getPatientInsurances(patientId, signal),
  });

export const usePatientGuarantors = (patientId: number) =>
  useQuery({
    queryKey: recordKey(patientId, 'guarantors'),
    queryFn: ({ signal }) => getPatientGuarantors(patientId, signal),
  });

export const useIdProofs = (patientId: number) =>
  useQuery({
    queryKey: recordKey(patientId, 'id-proofs'),
    queryFn: ({ signal }) => listIdProofs(patientId, signal),
    select: (answer) => answer.items,
  });

export const useRelatives = (patientId: number) =>
  useQuery({
    queryKey: recordKey(patientId, 'relatives'),
    queryFn: ({ signal }) => listRelatives(patientId, signal),
    select: (answer) => answer.items,
  });

/** Only asked while the patient has requests waiting: the card shows the link then only. */
export const useChangeRequests = (patientId: number, enabled: boolean) =>
  useQuery({
    queryKey: recordKey(patientId, 'change-requests'),
    queryFn: ({ signal }) => listChangeRequests(patientId, signal),
    enabled,
  });

/**
 * A record changed, or a change was refused as stale: the record and the patient are read
 * again (a picture or an accepted request moves the patient's version on, and may rename them
 * in the lists).
 */
const refresh = (queryClient: QueryClient, patientId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: patientKeys.records(patientId) }),
    queryClient.invalidateQueries({ queryKey: patientKeys.detail(patientId) }),
    queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
  ]);

/** A change to one patient's records; afterwards, and after any refusal, the page reads them again. */
function useRecordChange<Input>(patientId: number, change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => refresh(queryClient, patientId),
  });
}

export const useUploadIdProof = (patientId: number) =>
  useRecordChange(patientId, (input: { file: File; proofType: IdProofType; documentNumber: string }) =>
    uploadIdProof(patientId, input),
  );

export const useUpdateIdProof = (patientId: number) =>
  useRecordChange(patientId, ({ proofId, body }: { proofId: number; body: UpdateIdProof }) =>
    updateIdProof(patientId, proofId, body),
  );

export const useDeleteIdProof = (patientId: number) =>
  useRecordChange(patientId, ({ proofId, version }: { proofId: number; version: number }) =>
    deleteIdProof(patientId, proofId, version),
  );

export const useUploadPicture = (patientId: number) =>
  useRecordChange(patientId, ({ file, version }: { file: File; version: number }) =>
    uploadPatientPicture(patientId, file, version),
  );

export const useDeletePicture = (patientId: number) =>
  useRecordChange(patientId, (version: number) => deletePatientPicture(patientId, version));

export const useDecideChangeRequest = (patientId: number) =>
  useRecordChange(patientId, ({ requestId, body }: { requestId: number; body: DecideChangeRequest }) =>
    decideChangeRequest(requestId, body),
  );

export const useAddRelative = (patientId: number) =>
  useRecordChange(patientId, (body: AddRelative) => addRelative(patientId, body));

export const useRemoveRelative = (patientId: number) =>
  useRecordChange(patientId, (relativeId: number) => removeRelative(patientId, relativeId));
