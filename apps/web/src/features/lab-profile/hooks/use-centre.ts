import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../app/api-client';
import { refreshSession } from '../../../app/session/session-hooks';
import {
  getCentreBank,
  getCentreDetails,
  getCentreRoles,
  getOwnDetails,
  getRoleCandidates,
  sendBankOtp,
  updateCentreBank,
  updateCentreDetails,
  updateCentreRoles,
  updateOwnDetails,
  updateWeeklyTimings,
} from '../api/lab-profile-api';

/**
 * The Centre settings' query keys; nothing outside this file builds them. Details, timings,
 * bank and roles share one version (the lab profile row): a change to one refreshes them all.
 */
export const centreKeys = {
  all: ['centre'] as const,
  details: ['centre', 'details'] as const,
  bank: ['centre', 'bank'] as const,
  roles: ['centre', 'roles'] as const,
  candidates: ['centre', 'role-candidates'] as const,
  me: ['own-details'] as const,
};

export const useCentreDetails = () =>
  useQuery({ queryKey: centreKeys.details, queryFn: ({ signal }) => getCentreDetails(signal) });
export const useCentreBank = () =>
  useQuery({ queryKey: centreKeys.bank, queryFn: ({ signal }) => getCentreBank(signal) });
export const useCentreRoles = () =>
  useQuery({ queryKey: centreKeys.roles, queryFn: ({ signal }) => getCentreRoles(signal) });
export const useRoleCandidates = () =>
  useQuery({ queryKey: centreKeys.candidates, queryFn: ({ signal }) => getRoleCandidates(signal) });
export const useOwnDetails = () =>
  useQuery({ queryKey: centreKeys.me, queryFn: ({ signal }) => getOwnDetails(signal) });

/** After any change, or when someone else's change made ours stale (409): read it all again. */
const refreshCentre = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: centreKeys.all });
const refreshWhenStale = async (queryClient: QueryClient, error: unknown) => {
  if (isApiError(error) && error.code === 'stale') await refreshCentre(queryClient);
};

/** `session`: the change shows in the session too (the lab's name in the header). */
function useCentreChange<Input, Answer>(change: (input: Input) => Promise<Answer>, { session = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => Promise.all([refreshCentre(queryClient), session && refreshSession(queryClient)]),
    onError: (error) => refreshWhenStale(queryClient, error),
  });
}

export const useUpdateCentreDetails = () => useCentreChange(updateCentreDetails, { session: true });
export const useUpdateWeeklyTimings = () => useCentreChange(updateWeeklyTimings);
export const useUpdateCentreBank = () => useCentreChange(updateCentreBank);
export const useUpdateCentreRoles = () => useCentreChange(updateCentreRoles);
export const useSendBankOtp = () => useMutation({ mutationFn: sendBankOtp });

export function useUpdateOwnDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnDetails,
    onSuccess: (details) => {
      queryClient.setQueryData(centreKeys.me, details);
      // The role holders show the user's name and contact, the header their name.
      return Promise.all([refreshCentre(queryClient), refreshSession(queryClient)]);
    },
    onError: async (error) => {
      if (isApiError(error) && error.code === 'stale') await queryClient.invalidateQueries({ queryKey: centreKeys.me });
    },
  });
}
