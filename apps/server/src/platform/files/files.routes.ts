import { ErrorResponse, FileIdParams } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../areas/area.js';
import { sendFile } from './send-file.js';

const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export const filesRoutes: AreaRoutes = async (app, { services }) => {
  const { files } = services;

  app.get(
    '/files/:id',
    {
      config: { permission: 'files.read' },
      schema: {
        tags: ['files'],
        summary: 'Download a file of the lab (its bytes, with the media type read from its content)',
        params: FileIdParams,
        response: errors,
      },
    },
    async (request, reply) =>
      sendFile(request, reply, await files.open({ actor: labActorOf(request), id: request.params.id }), 'attachment'),
  );
};
