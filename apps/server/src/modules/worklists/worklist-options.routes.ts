import { ErrorResponse, WorklistOptions } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 401: ErrorResponse, 403: ErrorResponse };

export const worklistOptionsRoutes: AreaRoutes = async (app, { services }) => {
  const { worklistOptions } = services;

  app.get(
    '/worklists/options',
    {
      config: { permission: 'worklists.generate' },
      schema: {
        tags: ['worklists'],
        summary:
          "What the Work List dialog chooses from: the caller's departments, their tests and devices, the lab's categories, signing doctors and templates",
        response: { 200: WorklistOptions, ...errors },
      },
    },
    async (request) => worklistOptions.options({ actor: labActorOf(request) }),
  );
};
