import { ErrorResponse, IdParams, Job, JobListQuery, JobPage } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** Settings > Jobs: what the queue did for the lab, and a second chance for a failed job. */
export const jobsRoutes: AreaRoutes = async (app, { services }) => {
  const { jobs } = services;
  // Whoever started the worker (main.ts), closing the server stops it: the jobs running finish first.
  app.addHook('onClose', () => jobs.worker.stop());

  app.get(
    '/jobs',
    {
      config: { permission: 'jobs.manage' },
      schema: {
        tags: ['platform'],
        summary: "The lab's background jobs, newest first, a page at a time (admin)",
        querystring: JobListQuery,
        response: { 200: JobPage, ...errors },
      },
    },
    async (request) => jobs.list({ actor: labActorOf(request), query: request.query }),
  );

  app.post(
    '/jobs/:id/retry',
    {
      config: { permission: 'jobs.manage' },
      schema: {
        tags: ['platform'],
        summary: 'Queue a failed job again with all its attempts (admin); 409 unless it has failed',
        params: IdParams,
        response: { 200: Job, ...errors },
      },
    },
    async (request) => jobs.retry({ actor: labActorOf(request), id: request.params.id }),
  );
};
