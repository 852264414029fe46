import type { Job, JobPage } from '@lims/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs } from '../../db/schema/index.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-context.js';
import { PermanentJobError } from './job-worker.js';
import type { JobsService } from './jobs.service.js';

const adminOnly = {
  code: 'forbidden',
  messageKey: 'adminOnly',
  message: 'Only an administrator of this lab can do this.',
};

describe('Settings > Jobs: GET /api/v1/jobs and POST /api/v1/jobs/:id/retry (admins)', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let secondAdmin: TestClient;
  let reception: TestClient;
  let lab: TestLab;
  let otherLab: TestLab;
  let queue: JobsService;
  /** The handler of 'test.print' fails while the printer is off. */
  let printerOn = false;

  /** Enqueues and runs a job of `name` in `labId`; resolves with its id. */
  const runJob = async (name: string, labId = lab.labId) => {
    const { id } = await queue.enqueue({ labId, name, payload: {}, maxAttempts: 2 });
    await queue.worker.runDue();
    return id;
  };
  const jobRow = async (labId: number, id: number) =>
    (
      await ctx.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.labId, labId), eq(jobs.id, id)))
    )[0];

  beforeAll(async () => {
    ctx = await createTestContext();
    lab = await ctx.createLab();
    admin = lab.admin;
    secondAdmin = await lab.user({ admin: true });
    reception = await lab.user();
    otherLab = await ctx.createLab();
    // The server's worker is not started in tests: they drive the queue of the test's services.
    queue = ctx.services.jobs;
    queue.register('test.print', async () => {
      if (!printerOn) throw new PermanentJobError('The label printer is off.');
    });
    queue.register('test.tidy', async () => {});
  });
  afterAll(() => ctx.close());

  describe('list', () => {
    it("lists the lab's jobs newest first, with state, attempts and last error", async () => {
      const tidy = await runJob('test.tidy');
      const print = await runJob('test.print');
      const response = await admin.get('/api/v1/jobs');
      expect(response.statusCode).toBe(200);
      const page = response.json<JobPage>();
      expect(page.items.slice(0, 2).map((job) => [job.id, job.name, job.state])).toEqual([
        [print, 'test.print', 'failed'],
        [tidy, 'test.tidy', 'done'],
      ]);
      expect(page.items[0]).toMatchObject({ attempts: 1, maxAttempts: 2, lastError: 'The label printer is off.' });
      expect(page.total).toBeGreaterThanOrEqual(2);
    });

    it('filters by state and searches by name', async () => {
      const failed = (await admin.get('/api/v1/jobs?state=failed')).json<JobPage>();
      expect(failed.items.length).toBeGreaterThan(0);
      expect(failed.items.every((job) => job.state === 'failed')).toBe(true);
      const tidy = (await admin.get('/api/v1/jobs?search=tidy')).json<JobPage>();
      expect(tidy.items.length).toBeGreaterThan(0);
      expect(tidy.items.every((job) => job.name === 'test.tidy')).toBe(true);
    });

    it('pages with a cursor, without repeating or skipping a job', async () => {
      for (let index = 0; index < 3; index++) await runJob('test.tidy');
      const all = (await admin.get('/api/v1/jobs?limit=200')).json<JobPage>().items.map((job) => job.id);
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/v1/jobs?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page: JobPage = (await admin.get(url)).json();
        seen.push(...page.items.map((job) => job.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all);
      expect([...all].sort((a, b) => b - a)).toEqual(all);
    });

    it.each([
      ['an unknown state', '?state=exploded'],
      ['a limit of 0', '?limit=0'],
      ['a limit that is not a number', '?limit=many'],
      ['a cursor that is not one', '?cursor=not-a-cursor'],
      ['an unknown sort', '?sort=name'],
    ])('refuses %s with 400', async (_case, query) => {
      const response = await admin.get(`/api/v1/jobs${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('bad_request');
    });

    it("never shows another lab's jobs", async () => {
      const theirs = await runJob('test.tidy', otherLab.labId);
      const ours = (await admin.get('/api/v1/jobs?limit=200')).json<JobPage>();
      expect(ours.items.map((job) => job.id)).not.toContain(theirs);
      const theirPage = (await otherLab.admin.get('/api/v1/jobs?limit=200')).json<JobPage>();
      expect(theirPage.items.map((job) => job.id)).toEqual([theirs]);
    });

    it('refuses a receptionist with 403', async () => {
      const response = await reception.get('/api/v1/jobs');
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject(adminOnly);
    });
  });

  describe('retry', () => {
    it('queues a failed job again with all its attempts, audited; the worker then runs it', async () => {
      printerOn = false;
      const id = await runJob('test.print');
      const response = await admin.post(`/api/v1/jobs/${id}/retry`);
      expect(response.statusCode).toBe(200);
      expect(response.json<Job>()).toMatchObject({ id, state: 'queued', attempts: 0, finishedAt: null });
      const audited = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'job'), eq(auditLog.entityId, String(id))));
      expect(audited.map((row) => row.action)).toEqual(['job.retry']);

      printerOn = true;
      expect(await queue.worker.runDue()).toBe(1);
      expect(await jobRow(lab.labId, id)).toMatchObject({ state: 'done', attempts: 1 });
    });

    it('lets one of two admins retrying at once win; the other gets 409', async () => {
      printerOn = false;
      const id = await runJob('test.print');
      const [first, other] = await Promise.all([
        admin.post(`/api/v1/jobs/${id}/retry`),
        secondAdmin.post(`/api/v1/jobs/${id}/retry`),
      ]);
      expect([first.statusCode, other.statusCode].sort()).toEqual([200, 409]);
      const refused = first.statusCode === 409 ? first : other;
      expect(refused.json().error).toMatchObject({ code: 'conflict', messageKey: 'jobNotFailed' });
      expect(await jobRow(lab.labId, id)).toMatchObject({ state: 'queued', attempts: 0 });
    });

    it('refuses a job that has not failed with 409, leaving it as it was', async () => {
      const id = await runJob('test.tidy');
      const response = await admin.post(`/api/v1/jobs/${id}/retry`);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'conflict',
        message: 'Only a failed job can be retried. This one has been retried already or is still running.',
      });
      expect(await jobRow(lab.labId, id)).toMatchObject({ state: 'done', attempts: 1 });
    });

    it("answers 404 for another lab's job and for no job, touching nothing", async () => {
      printerOn = false;
      const theirs = await runJob('test.print', otherLab.labId);
      const response = await admin.post(`/api/v1/jobs/${theirs}/retry`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
      expect(await jobRow(otherLab.labId, theirs)).toMatchObject({ state: 'failed' });
      expect((await admin.post('/api/v1/jobs/987654321/retry')).statusCode).toBe(404);
    });

    it.each([['abc'], ['0'], ['-1'], ['1.5'], ['99999999999999999999']])('refuses the id %s with 400', async (id) => {
      const response = await admin.post(`/api/v1/jobs/${id}/retry`);
      expect(response.statusCode).toBe(400);
    });

    it('refuses a receptionist with 403, leaving the job failed', async () => {
      printerOn = false;
      const id = await runJob('test.print');
      const response = await reception.post(`/api/v1/jobs/${id}/retry`);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject(adminOnly);
      expect(await jobRow(lab.labId, id)).toMatchObject({ state: 'failed' });
    });
  });
});
