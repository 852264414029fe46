import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/database.js';
import {
  claimDueJobs,
  deleteDoneJobsBefore,
  type JobClaim,
  type JobRow,
  markAttemptFailed,
  markDone,
  renewLease,
} from './jobs.queries.js';

/** What a handler is given: the job and where it stands in its attempts. */
export interface JobContext<Payload = unknown> {
  id: number;
  labId: number;
  name: string;
  payload: Payload;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

/**
 * Runs one job. Throwing fails the attempt: the job is retried after a back-off, unless it
 * was the last attempt or the error is a `PermanentJobError`. A job may run again after a
 * kill that came between its work and the record of it, so handlers make a second run
 * harmless (the message handler, for one, skips a message already sent).
 */
export type JobHandler<Payload = unknown> = (job: JobContext<Payload>) => Promise<void>;

export interface JobRegistration<Payload = unknown> {
  run: JobHandler<Payload>;
  /** Called once the job has failed for good, with the last error, so the owner can record it. */
  failed?: (job: JobContext<Payload>, error: string) => Promise<void>;
}

/** A failure that trying again cannot cure (a refused address): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export interface JobWorkerOptions {
  /** The ambient database handle: the worker runs outside any transaction. */
  db: Database;
  now: () => Date;
  registrations: ReadonlyMap<string, JobRegistration>;
  /** How often an idle worker looks for due jobs; an enqueue on this instance wakes it at once. */
  pollIntervalMs?: number;
  /** How long a claim holds before another worker may take the job; renewed while it runs. */
  leaseMs?: number;
  /** Jobs run at the same time by this worker. */
  concurrency?: number;
  /** The first retry waits this long; each next one twice as long, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Done jobs older than this are removed (checked at most hourly while the worker runs). */
  keepDoneMs?: number;
  /** Names the worker in `locked_by`; unique per process by default. */
  workerId?: string;
  onError?: (error: unknown) => void;
}

const hour = 60 * 60 * 1000;
const maxErrorLength = 2000;

export const jobDefaults = {
  pollIntervalMs: 2000,
  leaseMs: 5 * 60 * 1000,
  concurrency: 2,
  backoffMs: 30 * 1000,
  maxBackoffMs: hour,
  keepDoneMs: 14 * 24 * hour,
  maxAttempts: 5,
} as const;

/** How long to wait before attempt `failedAttempt + 1`: 30 s, 1 min, 2 min, … up to an hour. */
export const backoffDelay = (failedAttempt: number, baseMs: number, maxMs: number) =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempt - 1));

const errorText = (error: unknown): string => {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.length > maxErrorLength ? `${text.slice(0, maxErrorLength - 1)}…` : text;
};

export interface JobWorker {
  /** Claims and runs due jobs until none is due; resolves with how many ran. Tests drive the queue with it. */
  runDue(): Promise<number>;
  /** Starts polling. */
  start(): void;
  /** Looks for due jobs now rather than at the next poll. */
  wake(): void;
  /** Stops claiming, and waits up to `timeoutMs` for the jobs running now to finish. */
  stop(timeoutMs?: number): Promise<void>;
  readonly workerId: string;
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const {
    db,
    now,
    registrations,
    pollIntervalMs = jobDefaults.pollIntervalMs,
    leaseMs = jobDefaults.leaseMs,
    concurrency = jobDefaults.concurrency,
    backoffMs = jobDefaults.backoffMs,
    maxBackoffMs = jobDefaults.maxBackoffMs,
    keepDoneMs = jobDefaults.keepDoneMs,
    workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    onError = (error: unknown) => console.error('job worker:', error),
  } = options;

  let running = false;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let pendingWake = false;
  let lastPrune = 0;

  const contextOf = (row: JobRow): JobContext => ({
    id: row.id,
    labId: row.labId,
    name: row.name,
    payload: row.payload,
    attempt: row.attempts,
    maxAttempts: row.maxAttempts,
  });

  const fail = async (claim: JobClaim, job: JobContext, registration: JobRegistration | undefined, error: unknown) => {
    const text = errorText(error);
    const final = error instanceof PermanentJobError || job.attempt >= job.maxAttempts;
    const at = now();
    const retryAt = final ? null : new Date(at.getTime() + backoffDelay(job.attempt, backoffMs, maxBackoffMs));
    const [recorded] = await markAttemptFailed(db, claim, text, retryAt, at);
    // Only the worker that still holds the job tells its owner that it failed for good.
    if (recorded && final && registration?.failed) await registration.failed(job, text);
  };

  const runOne = async (row: JobRow) => {
    const claim: JobClaim = { labId: row.labId, id: row.id, workerId, attempt: row.attempts };
    const job = contextOf(row);
    const registration = registrations.get(row.name);
    if (!registration) return fail(claim, job, undefined, new PermanentJobError(`No handler for '${row.name}'.`));
    if (job.attempt > job.maxAttempts) {
      // Claimed again after its last attempt was cut short: it has had all its tries.
      return fail(claim, job, registration, new PermanentJobError('The job stopped while running (lease expired).'));
    }
    const renew = setInterval(
      () => {
        renewLease(db, claim, new Date(now().getTime() + leaseMs), now()).catch(onError);
      },
      Math.max(1000, Math.floor(leaseMs / 3)),
    );
    renew.unref();
    try {
      await registration.run(job);
    } catch (error) {
      clearInterval(renew);
      return fail(claim, job, registration, error);
    }
    clearInterval(renew);
    await markDone(db, claim, now());
  };

  const runDue = async (): Promise<number> => {
    let ran = 0;
    while (!stopping) {
      const at = now();
      const claimed = await claimDueJobs(db, {
        names: [...registrations.keys()],
        now: at,
        limit: concurrency,
        workerId,
        lockedUntil: new Date(at.getTime() + leaseMs),
      });
      if (claimed.length === 0) break;
      const outcomes = await Promise.allSettled(claimed.map(runOne));
      for (const outcome of outcomes) if (outcome.status === 'rejected') onError(outcome.reason);
      ran += claimed.length;
    }
    return ran;
  };

  const prune = async () => {
    const at = now().getTime();
    if (at - lastPrune < hour) return;
    lastPrune = at;
    await deleteDoneJobsBefore(db, new Date(at - keepDoneMs));
  };

  const idle = () =>
    new Promise<void>((resolve) => {
      if (pendingWake || stopping) {
        pendingWake = false;
        resolve();
        return;
      }
      const timer = setTimeout(finish, pollIntervalMs);
      function finish() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = finish;
    });

  const poll = async () => {
    while (!stopping) {
      try {
        await runDue();
        await prune();
      } catch (error) {
        // The database may be restarting; the next poll tries again.
        onError(error);
      }
      await idle();
    }
  };

  return {
    workerId,
    runDue,
    start() {
      if (running) return;
      running = true;
      stopping = false;
      loop = poll();
    },
    wake() {
      if (wakeUp) wakeUp();
      else pendingWake = true;
    },
    async stop(timeoutMs = 30_000) {
      if (!running) return;
      stopping = true;
      wakeUp?.();
      let timer: NodeJS.Timeout | undefined;
      // A job still running after the timeout keeps its lease until it runs out; then another worker takes it.
      await Promise.race([loop, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
      running = false;
    },
  };
}
