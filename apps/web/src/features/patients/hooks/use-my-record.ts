import type { SubmitChangeRequest } from '@lims/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMyRecord, listMyChangeRequests, submitChangeRequest } from '../api/my-record-api';
import { patientKeys } from './patient-keys';

/** The signed-in patient's own reads: one patient per session, so no id in the keys. */
const myRecordKeys = {
  all: [...patientKeys.all, 'own'] as const,
  record: () => [...myRecordKeys.all, 'record'] as const,
  changeRequests: () => [...myRecordKeys.all, 'change-requests'] as const,
};

export function useMyRecord() {
  return useQuery({ queryKey: myRecordKeys.record(), queryFn: ({ signal }) => getMyRecord(signal) });
}

export function useMyChangeRequests() {
  return useQuery({
    queryKey: myRecordKeys.changeRequests(),
    queryFn: ({ signal }) => listMyChangeRequests(signal),
  });
}

/** A new request: the waiting list and the record's count of waiting requests are read again. */
export function useSubmitChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patientId, body }: { patientId: number; body: SubmitChangeRequest }) =>
      submitChangeRequest(patientId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRecordKeys.all }),
  });
}
