import { z } from 'zod';
import { Timestamp } from './common.js';
import { listQuery, page, SortDirection } from './lists.js';

/** queued → running → done; a failure goes back to queued until the last attempt, then failed. */
export const JobState = z.enum(['queued', 'running', 'done', 'failed']);
export type JobState = z.infer<typeof JobState>;

/** A job of the durable queue, as admins see it in Settings > Jobs (docs/decisions/0014). */
export const Job = z
  .object({
    id: z.number().int(),
    name: z.string(),
    state: JobState,
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    /** When it runs next (queued), or last became due (otherwise). */
    runAt: Timestamp,
    lastError: z.string().nullable(),
    finishedAt: Timestamp.nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof Job>;

/** Newest first unless sorted otherwise; `search` matches the job's name. */
export const JobListQuery = listQuery(['createdAt', 'runAt']).extend({
  direction: SortDirection.default('desc'),
  state: JobState.optional(),
});
export type JobListQuery = z.infer<typeof JobListQuery>;

export const JobPage = page(Job).meta({ id: 'JobPage' });
export type JobPage = z.infer<typeof JobPage>;
