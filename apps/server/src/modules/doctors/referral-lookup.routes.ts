import { ErrorResponse, LookupQuery, ReferralDoctorLookup } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

export const referralLookupRoutes: AreaRoutes = async (app, { services }) => {
  const { doctors } = services;

  app.get(
    '/doctors/referral-lookup',
    {
      config: { permission: 'patients.register' },
      schema: {
        tags: ['doctors'],
        summary: "Enabled referral doctors by name, at most 20: the registration form's Referral type-ahead",
        querystring: LookupQuery,
        response: { 200: ReferralDoctorLookup, ...errors },
      },
    },
    async (request) => doctors.referralLookup({ actor: labActorOf(request), query: request.query }),
  );
};
