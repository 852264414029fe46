import type { JobListQuery } from '@lims/contract';
import { getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { jobs } from '../../db/schema/index.js';
import { defineList } from '../lists/list-page.js';

/** Settings > Jobs: a lab's jobs, newest first by default, filtered by state, searched by name. */
const jobList = defineList({
  select: (db, cursor) =>
    db
      .select({ ...getTableColumns(jobs), ...cursor })
      .from(jobs)
      .$dynamic(),
  id: jobs.id,
  search: [jobs.name],
  sort: { createdAt: jobs.createdAt, runAt: jobs.runAt },
  defaultSort: 'createdAt',
  filters: { labId: jobs.labId, state: jobs.state },
});

export const listJobs = (db: Executor, labId: number, query: JobListQuery) =>
  jobList.page(db, query, { labId, state: query.state });
