import { ErrorResponse, LookupQuery, OrganisationLookup } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

export const organisationsLookupRoutes: AreaRoutes = async (app, { services }) => {
  const { organisations } = services;

  app.get(
    '/organisations/lookup',
    {
      config: { permission: 'patients.register' },
      schema: {
        tags: ['organisations'],
        summary:
          "Enabled organisations by name with the registration rules they set, at most 20 (a collection centre's own only)",
        querystring: LookupQuery,
        response: { 200: OrganisationLookup, ...errors },
      },
    },
    async (request) => organisations.lookup({ actor: labActorOf(request), query: request.query }),
  );
};
