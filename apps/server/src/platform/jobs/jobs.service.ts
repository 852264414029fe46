import type { Job, JobListQuery, Page } from '@lims/contract';
import { afterCommit } from '../../db/transactions.js';
import type { LabActor } from '../../http/actor.js';
import { conflict, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import type { ServiceDeps } from '../../services.js';
import { audit } from '../audit/audit.js';
import {
  createJobWorker,
  type JobHandler,
  type JobRegistration,
  type JobWorker,
  type JobWorkerOptions,
  jobDefaults,
} from './job-worker.js';
import { listJobs } from './jobs.list.js';
import { findJob, insertJob, type JobRow, requeueFailedJob } from './jobs.queries.js';

export interface EnqueueJob<Payload> {
  labId: number;
  name: string;
  payload: Payload;
  /** Not before this time; now by default. */
  runAt?: Date;
  maxAttempts?: number;
}

const toJob = (row: JobRow): Job => ({
  id: row.id,
  name: row.name,
  state: row.state,
  attempts: row.attempts,
  maxAttempts: row.maxAttempts,
  runAt: row.runAt.toISOString(),
  lastError: row.lastError,
  finishedAt: row.finishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export type JobsServiceDeps = Pick<ServiceDeps, 'db' | 'now'> & {
  worker?: Omit<JobWorkerOptions, 'db' | 'now' | 'registrations'>;
};

/**
 * The durable job queue (docs/decisions/0014-jobs-and-outbox.md). Areas register a handler
 * per job name when their services are built, and enqueue with the ambient handle, so that a
 * job enqueued inside a transaction exists only if that transaction commits.
 */
export function createJobsService({ db, now, worker: workerOptions = {} }: JobsServiceDeps) {
  const registrations = new Map<string, JobRegistration>();
  const worker: JobWorker = createJobWorker({ ...workerOptions, db, now, registrations });

  return {
    worker,

    /** Names the handler of a job; each name has one, registered once. */
    register<Payload>(name: string, run: JobHandler<Payload>, options: Omit<JobRegistration<Payload>, 'run'> = {}) {
      if (registrations.has(name)) throw new Error(`The job '${name}' has a handler already.`);
      registrations.set(name, { ...options, run } as JobRegistration);
    },

    /** Adds a job; inside a transaction it commits or rolls back with it, and wakes the worker after the commit. */
    async enqueue<Payload>({
      labId,
      name,
      payload,
      runAt,
      maxAttempts = jobDefaults.maxAttempts,
    }: EnqueueJob<Payload>) {
      if (!registrations.has(name)) throw new Error(`No handler is registered for the job '${name}'.`);
      if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error('maxAttempts must be a positive integer.');
      const row = await insertJob(db, { labId, name, payload, runAt: runAt ?? now(), maxAttempts });
      afterCommit(() => worker.wake());
      return { id: row.id };
    },

    async list({ actor, query }: { actor: LabActor; query: JobListQuery }): Promise<Page<Job>> {
      requirePermission(actor, 'jobs.manage');
      const result = await listJobs(db, actor.labId, query);
      return { ...result, items: result.items.map(toJob) };
    },

    /** Queues a failed job again with all its attempts; any other state is a conflict (two admins at once: one wins). */
    async retry({ actor, id }: { actor: LabActor; id: number }): Promise<Job> {
      requirePermission(actor, 'jobs.manage');
      const retried = await db.transaction(async (tx) => {
        const row = await requeueFailedJob(tx, actor.labId, id, now());
        if (!row) {
          if (!(await findJob(tx, actor.labId, id))) throw notFound();
          throw conflict('jobNotFailed');
        }
        await audit(tx, actor, { action: 'job.retry', entityType: 'job', entityId: id, after: { name: row.name } });
        return row;
      });
      afterCommit(() => worker.wake());
      return toJob(retried);
    },
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
