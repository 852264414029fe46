import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client';
import { notifyError } from '../../../app/notify-error';
import { refreshSession } from '../../../app/session/session-hooks';
import { showSuccess } from '../../../ui';
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

export const isStale = (error: unknown) => isApiError(error) && error.code === 'stale';

/**
 * A saved form starts again from what is stored (it is keyed by the version), so the outcome
 * is told here, by the mutation, which outlives the form: 'Updated successfully', or that
 * someone else changed it first. Other refusals land on the form's fields (applyApiError).
 */
function useOutcome(refresh: () => Promise<unknown>) {
  const { t } = useTranslation();
  return {
    onSuccess: async () => {
      showSuccess(t('messages.updatedSuccessfully'));
      await refresh();
    },
    onError: async (error: unknown) => {
      if (!isStale(error)) return;
      notifyError(error);
      await refresh();
    },
  };
}

/** `session`: the change shows in the session too (the lab's name in the header). */
function useCentreChange<Input, Answer>(change: (input: Input) => Promise<Answer>, { session = false } = {}) {
  const queryClient = useQueryClient();
  const outcome = useOutcome(() => Promise.all([refreshCentre(queryClient), session && refreshSession(queryClient)]));
  return useMutation({ mutationFn: change, ...outcome });
}

export const useUpdateCentreDetails = () => useCentreChange(updateCentreDetails, { session: true });
export const useUpdateWeeklyTimings = () => useCentreChange(updateWeeklyTimings);
export const useUpdateCentreBank = () => useCentreChange(updateCentreBank);
export const useUpdateCentreRoles = () => useCentreChange(updateCentreRoles);
export const useSendBankOtp = () => useMutation({ mutationFn: sendBankOtp });

export function useUpdateOwnDetails() {
  const queryClient = useQueryClient();
  // The role holders show the user's name and contact, the header their name.
  const outcome = useOutcome(() =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: centreKeys.me }),
      refreshCentre(queryClient),
      refreshSession(queryClient),
    ]),
  );
  return useMutation({ mutationFn: updateOwnDetails, ...outcome });
}
