import { onboardingLimits, serviceTypeIds } from '@lims/domain';
import { z } from 'zod';
import { Text } from './text.js';

/**
 * The self-service account setup (spec 000 §2 'Account setup', §3 sign-up fields, §4 stages,
 * §7 self-served calls). Every route is public: the owner has no account yet; the request's
 * token, returned by stage 1, proves the same browser on the later stages.
 */

export const signupStatuses = ['pending', 'verified', 'creating', 'created', 'failed'] as const;
export const SignupStatus = z.enum(signupStatuses);
export type SignupStatus = z.infer<typeof SignupStatus>;

/** An ALTCHA proof-of-work challenge, as the `altcha` widget fetches it from its `challengeurl`. */
export const CaptchaChallenge = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;

const IsoCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'invalidRequest');
const DialCode = z
  .string()
  .trim()
  .transform((value) => value.replace(/^\+/, ''))
  .pipe(z.string().regex(/^\d{1,4}$/, 'invalidNumber'));

/** A country of the picker (spec 000 §3 "Country list: ISO2 code, name and dial code"). */
export const OnboardingCountry = z.object({
  isoCode: z.string(),
  name: z.string(),
  /** Digits without the plus: '91'. */
  dialCode: z.string(),
  flag: z.string(),
});
export type OnboardingCountry = z.infer<typeof OnboardingCountry>;
export const OnboardingCountries = z.array(OnboardingCountry);
export type OnboardingCountries = z.infer<typeof OnboardingCountries>;

/** The City box's place search over the offline data of one country. */
export const PlacesQuery = z.object({
  country: IsoCode,
  q: Text({ max: 100, min: 0 }).default(''),
});
export type PlacesQuery = z.infer<typeof PlacesQuery>;

export const Place = z.object({
  city: z.string(),
  state: z.string().nullable(),
  stateCode: z.string(),
  countryIsoCode: z.string(),
});
export type Place = z.infer<typeof Place>;
/** At most 20 places, the best matches first. */
export const Places = z.array(Place);
export type Places = z.infer<typeof Places>;

export const LocateQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});
export type LocateQuery = z.infer<typeof LocateQuery>;

/** The nearest city to the browser's position, which pre-fills Country and City (spec 000 §2). */
export const LocatedPlace = z.object({
  countryIsoCode: z.string(),
  countryName: z.string(),
  dialCode: z.string(),
  city: z.string(),
  state: z.string().nullable(),
});
export type LocatedPlace = z.infer<typeof LocatedPlace>;

/** The detected location, kept with the request (spec 000 §3 lab_details). */
export const SignupLocation = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/**
 * Stage 1 'Tell us who you are'. The mandatory fields may come empty: the server answers
 * with the spec's one message listing them (fieldMandatory / fieldsMandatory), not a message per field.
 */
export const CreateSignupRequest = z.object({
  name: Text({ max: 150, min: 0 }).default(''),
  email: Text({ max: 254, min: 0 }).default(''),
  /** The mobile number as typed, without or with its dial code. */
  contact: Text({ max: 30, min: 0 }).default(''),
  countryIsoCode: IsoCode,
  dialCode: DialCode,
  city: Text({ max: 100, min: 0 }).default(''),
  state: Text({ max: 100, min: 0 }).nullish(),
  location: SignupLocation.nullish(),
  /** The `altcha` widget's payload (base64 JSON); absent: captchaRequired. */
  captcha: z.string().max(4000).optional(),
  /**
   * The token of this browser's own request, still waiting for its OTP, which the new one
   * replaces: the owner went back from stage 2 to mend a typo. Another's token replaces nothing.
   */
  replacesToken: z.string().max(100).optional(),
});
export type CreateSignupRequest = z.infer<typeof CreateSignupRequest>;
export type CreateSignupRequestInput = z.input<typeof CreateSignupRequest>;

/** The request's secret: returned once by stage 1, sent back by every later stage. */
const Token = z.string().min(20).max(200);

export const SignupCreated = z.object({ token: z.string(), messageKey: z.literal('otpSent') });
export type SignupCreated = z.infer<typeof SignupCreated>;

export const SignupToken = z.object({ token: Token });
export type SignupToken = z.infer<typeof SignupToken>;

export const OtpSent = z.object({ messageKey: z.literal('otpSent') });
export type OtpSent = z.infer<typeof OtpSent>;

/** Stage 2: "digits only, at most 5 characters" (spec 000 §5); a shorter one is refused as wrong. */
export const VerifySignupOtp = z.object({
  token: Token,
  otp: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,${onboardingLimits.otpDigits}}$`), 'otpVerificationFailed'),
});
export type VerifySignupOtp = z.infer<typeof VerifySignupOtp>;

/** Stage 3 'Tell Us About Your Business'; businessName and teamSize may come empty as in stage 1. */
export const CreateSignupAccount = z.object({
  token: Token,
  accountName: Text({ max: 150, min: 0 }).default(''),
  /** Digits only (spec 000 §5); a string, as the box keeps it. */
  teamSize: z.string().trim().max(6).default(''),
  serviceTypeIds: z
    .array(
      z
        .number()
        .int()
        .refine((id) => (serviceTypeIds as number[]).includes(id), 'invalidRequest'),
    )
    .max(serviceTypeIds.length)
    .default([]),
});
export type CreateSignupAccount = z.infer<typeof CreateSignupAccount>;
export type CreateSignupAccountInput = z.input<typeof CreateSignupAccount>;

export const SignupStatusQuery = SignupToken;
export const SignupStatusResponse = z.object({ status: SignupStatus });
export type SignupStatusResponse = z.infer<typeof SignupStatusResponse>;
