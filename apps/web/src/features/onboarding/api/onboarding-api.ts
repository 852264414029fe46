import {
  type CreateSignupAccountInput,
  type CreateSignupRequestInput,
  LocatedPlace,
  OnboardingCountries,
  OtpSent,
  Places,
  SignupCreated,
  SignupStatusResponse,
  type VerifySignupOtp,
} from '@lims/contract';
import { api, type CallOptions } from '../../../app/api-client';

// Every call is public: the visitor has no session, so a 401 is an answer, never a reason to
// send them to the sign-in page.
const base = '/api/v1/onboarding';
const publicCall = (options: CallOptions = {}): CallOptions => ({ ...options, onUnauthenticated: 'throw' });

/** What the `altcha` widget fetches its proof-of-work challenge from. */
export const captchaChallengeUrl = `${base}/captcha`;

export const getCountries = (signal?: AbortSignal) =>
  api.get(`${base}/countries`, OnboardingCountries, publicCall({ signal }));

export const searchPlaces = (country: string, q: string, signal?: AbortSignal) =>
  api.get(`${base}/places`, Places, publicCall({ signal, query: { country, q } }));

export const locate = (latitude: number, longitude: number, signal?: AbortSignal) =>
  api.get(`${base}/locate`, LocatedPlace, publicCall({ signal, query: { latitude, longitude } }));

/** Stage 1: the request, checked and its OTP sent; answers the token that the later stages send. */
export const createSignupRequest = (body: CreateSignupRequestInput) =>
  api.post(`${base}/requests`, body, SignupCreated, publicCall());

export const resendOtp = (token: string) => api.post(`${base}/requests/resend`, { token }, OtpSent, publicCall());

export const verifyOtp = (body: VerifySignupOtp) =>
  api.post(`${base}/requests/verify`, body, SignupStatusResponse, publicCall());

/** Stage 3: starts the creation job; the answer comes through `getSignupStatus`. */
export const createAccount = (body: CreateSignupAccountInput) =>
  api.post(`${base}/requests/account`, body, SignupStatusResponse, publicCall());

export const getSignupStatus = (token: string, signal?: AbortSignal) =>
  api.get(`${base}/requests/status`, SignupStatusResponse, publicCall({ signal, query: { token } }));
