import type { CardiacScoreRequest } from '@lims/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getClinicalVisit, listClinicalVisits, postCardiacScore } from '../api/cardiac-api';

/** The cardiac area's query keys; nothing outside this file builds them. */
export const cardiacKeys = {
  all: ['cardiac'] as const,
  visits: (patientId: number) => [...cardiacKeys.all, 'visits', patientId] as const,
  visit: (patientId: number, visitId: number) => [...cardiacKeys.visits(patientId), visitId] as const,
};

/** A patient's clinical visits, newest first (`GET /api/v1/patients/{id}/clinical-visits`). */
export function useClinicalVisits(patientId: number, enabled = true) {
  return useQuery({
    queryKey: cardiacKeys.visits(patientId),
    queryFn: ({ signal }) => listClinicalVisits(patientId, signal),
    select: (list) => list.items,
    enabled,
  });
}

/** One visit in full; `visitId` null waits. */
export function useClinicalVisit(patientId: number, visitId: number | null) {
  return useQuery({
    queryKey: cardiacKeys.visit(patientId, visitId ?? 0),
    queryFn: ({ signal }) => getClinicalVisit(patientId, visitId ?? 0, signal),
    enabled: visitId !== null,
  });
}

/** Save or score the Clinical Info form; the visits are read again afterwards. */
export function useSaveClinicalInfo(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CardiacScoreRequest) => postCardiacScore(patientId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardiacKeys.visits(patientId) }),
  });
}
