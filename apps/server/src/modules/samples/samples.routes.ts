import { BillSample, CollectSample, ErrorResponse, IdParams } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const samplesRoutes: AreaRoutes = async (app, { services }) => {
  const { samples } = services;

  app.post(
    '/samples/:id/collect',
    {
      config: { permission: 'samples.collect' },
      schema: {
        tags: ['samples'],
        summary: "Mark a bill's sample collected; 409 when it is not waiting or its version has moved on",
        params: IdParams,
        body: CollectSample,
        response: { 200: BillSample, ...errors },
      },
    },
    async (request) =>
      samples.collect({ actor: labActorOf(request), id: request.params.id, version: request.body.version }),
  );
};
