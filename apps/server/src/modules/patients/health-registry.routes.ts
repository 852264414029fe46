import { ErrorResponse, healthRegistryCalls, healthRegistryOperations } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  501: ErrorResponse,
};

/** One route per registry operation, each with its own body and answer: `POST /health-registry/{operation}`. */
export const healthRegistryRoutes: AreaRoutes = async (app, { services }) => {
  const { healthRegistry } = services;

  for (const operation of healthRegistryOperations) {
    const { input, answer } = healthRegistryCalls[operation];
    app.post(
      `/health-registry/${operation}`,
      {
        config: { permission: 'patients.register' },
        schema: {
          tags: ['patients'],
          summary: `Health registry: ${operation} (501 'No health registry is configured for this lab.' until one is)`,
          body: input,
          response: { 200: answer, ...errors },
        },
      },
      async (request) => healthRegistry.call({ actor: labActorOf(request), operation, input: request.body }),
    );
  }
};
