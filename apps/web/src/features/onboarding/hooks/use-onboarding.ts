import type { CreateSignupAccountInput, CreateSignupRequestInput, SignupStatus, VerifySignupOtp } from '@lims/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  createAccount,
  createSignupRequest,
  getCountries,
  getSignupStatus,
  locate,
  resendOtp,
  searchPlaces,
  verifyOtp,
} from '../api/onboarding-api';

/** The account setup's query keys; nothing outside this file builds them. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  countries: () => [...onboardingKeys.all, 'countries'] as const,
  places: (country: string, q: string) => [...onboardingKeys.all, 'places', country, q] as const,
  located: (latitude: number, longitude: number) => [...onboardingKeys.all, 'located', latitude, longitude] as const,
  status: (token: string) => [...onboardingKeys.all, 'status', token] as const,
};

/** The country list never changes while the page is open. */
export function useCountries() {
  return useQuery({
    queryKey: onboardingKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePlaces(country: string | null, q: string) {
  return useQuery({
    queryKey: onboardingKeys.places(country ?? '', q),
    queryFn: ({ signal }) => searchPlaces(country ?? '', q, signal),
    enabled: country !== null,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
}

export interface Position {
  latitude: number;
  longitude: number;
}

/** The place nearest to the browser's position; nothing without a position or when the lookup fails. */
export function useLocatedPlace(position: Position | null) {
  return useQuery({
    queryKey: onboardingKeys.located(position?.latitude ?? 0, position?.longitude ?? 0),
    queryFn: ({ signal }) => locate(position?.latitude ?? 0, position?.longitude ?? 0, signal),
    enabled: position !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export const useCreateSignupRequest = () =>
  useMutation({ mutationFn: (body: CreateSignupRequestInput) => createSignupRequest(body) });

export const useResendOtp = () => useMutation({ mutationFn: (token: string) => resendOtp(token) });

export const useVerifyOtp = () => useMutation({ mutationFn: (body: VerifySignupOtp) => verifyOtp(body) });

export const useCreateAccount = () =>
  useMutation({ mutationFn: (body: CreateSignupAccountInput) => createAccount(body) });

const isFinal = (status: SignupStatus | undefined) => status === 'created' || status === 'failed';

/**
 * The request's state on the server. `polling` asks again every second until the state is
 * final, for stage 4's wait on the creation job; otherwise it is read once, to resume a page
 * reloaded mid-setup.
 */
export function useSignupStatus(token: string | null, { polling = false }: { polling?: boolean } = {}) {
  return useQuery({
    queryKey: onboardingKeys.status(token ?? ''),
    queryFn: ({ signal }) => getSignupStatus(token ?? '', signal),
    enabled: token !== null,
    refetchInterval: (query) => (polling && !isFinal(query.state.data?.status) ? 1000 : false),
    retry: false,
  });
}
