import { defineArea } from '../areas/area.js';
import { jobsRoutes } from './jobs.routes.js';
import { createJobsService, type JobsService } from './jobs.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    jobs: JobsService;
  }
}

/** The durable job queue and its page for admins (docs/decisions/0014-jobs-and-outbox.md). */
export const jobsArea = defineArea({
  name: 'jobs',
  services: { jobs: (deps) => createJobsService(deps) },
  routes: [jobsRoutes],
});
