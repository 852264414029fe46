import {
  CaptchaChallenge,
  CreateSignupAccount,
  CreateSignupRequest,
  ErrorResponse,
  LocatedPlace,
  LocateQuery,
  OnboardingCountries,
  OtpSent,
  Places,
  PlacesQuery,
  SignupCreated,
  SignupStatusQuery,
  SignupStatusResponse,
  SignupToken,
  VerifySignupOtp,
} from '@lims/contract';
import { notFound } from '../../http/errors.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = {
  400: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  423: ErrorResponse,
  429: ErrorResponse,
  501: ErrorResponse,
};
/** Every route of the account setup is public: the owner has no account yet (spec 000 §2). */
const open = { public: true } as const;
const tags = ['onboarding'];

export const onboardingRoutes: AreaRoutes = async (app, { services }) => {
  const { captcha, places, signups } = services;

  app.get(
    '/onboarding/captcha',
    {
      config: open,
      schema: {
        tags,
        summary: 'An ALTCHA challenge for stage 1, good for 10 minutes',
        response: { 200: CaptchaChallenge },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await captcha.challenge()),
  );

  app.get(
    '/onboarding/countries',
    {
      config: open,
      schema: {
        tags,
        summary: 'The countries of the picker, with dial code and flag',
        response: { 200: OnboardingCountries },
      },
    },
    async () => places.countries(),
  );

  app.get(
    '/onboarding/places',
    {
      config: open,
      schema: {
        tags,
        summary: "The City box's search over one country's cities (offline data), at most 20",
        querystring: PlacesQuery,
        response: { 200: Places, 400: ErrorResponse },
      },
    },
    async (request) => places.places(request.query.country, request.query.q),
  );

  app.get(
    '/onboarding/locate',
    {
      config: open,
      schema: {
        tags,
        summary: "The city nearest to the browser's position, with its country and dial code",
        querystring: LocateQuery,
        response: { 200: LocatedPlace, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const place = places.locate(request.query.latitude, request.query.longitude);
      if (!place) throw notFound();
      return place;
    },
  );

  app.post(
    '/onboarding/requests',
    {
      config: open,
      schema: {
        tags,
        summary: "Stage 1: the owner's details and the captcha; sends the OTP to the mobile and the e-mail",
        body: CreateSignupRequest,
        response: { 201: SignupCreated, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await signups.create({ input: request.body, host: request.headers.host, ipAddress: request.ip })),
  );

  app.post(
    '/onboarding/requests/resend',
    {
      config: open,
      schema: {
        tags,
        summary: 'Stage 2: a new OTP (429 past the send limits)',
        body: SignupToken,
        response: { 200: OtpSent, ...errors },
      },
    },
    async (request) => signups.resend({ token: request.body.token, ipAddress: request.ip }),
  );

  app.post(
    '/onboarding/requests/verify',
    {
      config: open,
      schema: {
        tags,
        summary: 'Stage 2: Verify & Proceed',
        body: VerifySignupOtp,
        response: { 200: SignupStatusResponse, ...errors },
      },
    },
    async (request) => signups.verify({ input: request.body }),
  );

  app.post(
    '/onboarding/requests/account',
    {
      config: open,
      schema: {
        tags,
        summary: 'Stage 3: Create Account; queues the creation of the lab once',
        body: CreateSignupAccount,
        response: { 200: SignupStatusResponse, ...errors },
      },
    },
    async (request) =>
      signups.createAccount({ input: request.body, signInAddress: `${request.protocol}://${request.host}/login` }),
  );

  app.get(
    '/onboarding/requests/status',
    {
      config: open,
      schema: {
        tags,
        summary: 'Stage 4: pending, verified, creating, created or failed',
        querystring: SignupStatusQuery,
        response: { 200: SignupStatusResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await signups.status({ token: request.query.token })),
  );
};
