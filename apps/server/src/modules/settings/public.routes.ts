import { ErrorResponse, LocalesQuery, LocalesResponse, RegionResponse } from '@lims/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceRegistry } from '../../services.js';
import { hostName } from './regions.service.js';

/** Look-ups the client makes before anyone signs in. */
export const publicRoutes: FastifyPluginAsyncZod<{ services: ServiceRegistry }> = async (app, { services }) => {
  app.get(
    '/public/region',
    {
      config: { public: true },
      schema: {
        tags: ['settings'],
        summary: 'The region the request host selects (spec 000 §1)',
        response: { 200: RegionResponse, 501: ErrorResponse },
      },
    },
    async (request) => ({
      host: hostName(request.headers.host),
      region: await services.regions.regionOfHost(request.headers.host),
    }),
  );

  app.get(
    '/public/translations/lims/locales',
    {
      config: { public: true },
      schema: {
        tags: ['settings'],
        summary: 'Interface texts in every language, with the lab overrides (spec 000 §7)',
        querystring: LocalesQuery,
        response: { 200: LocalesResponse, 400: ErrorResponse },
      },
    },
    async (request) => services.translations.locales(request.query.labId),
  );
};
