import { ErrorResponse, TodayCounts } from '@lims/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { labActorOf } from '../../http/session-guard.js';
import type { ServiceRegistry } from '../../services.js';

const errors = { 401: ErrorResponse, 403: ErrorResponse };

export const dashboardRoutes: FastifyPluginAsyncZod<{ services: ServiceRegistry }> = async (app, { services }) => {
  const { dashboard } = services;

  app.get(
    '/dashboard/today',
    {
      config: { permission: 'dashboard.labCounts' },
      schema: {
        tags: ['dashboard'],
        summary: "Today's counts of the lab, in its time zone (lab staff)",
        response: { 200: TodayCounts, ...errors },
      },
    },
    async (request) => dashboard.today({ actor: labActorOf(request) }),
  );
};
