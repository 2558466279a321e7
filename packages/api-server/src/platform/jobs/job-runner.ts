import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  claimJobs,
  completeJob,
  enqueueJob,
  extendLease,
  failAbandonedJobs,
  failJob,
  type ClaimedJob,
  type Executor,
  type NewJob,
} from './jobs-repository';

/** What a job kind does; it must be idempotent: a job may run again after a crash or a lost lease. */
export type JobHandler = (job: ClaimedJob) => Promise<void>;

export interface JobRunnerOptions {
  db: Database;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  /** between two looks for due jobs when the last one found none */
  pollMs?: number;
  /** jobs claimed at once by this instance */
  batchSize?: number;
  /** how long a claimed job is this worker's before another instance may take it up */
  leaseSeconds?: number;
  /** the first retry's wait; each next one doubles it (at most an hour) */
  backoffSeconds?: number;
  /** names this worker in the jobs table (host:pid:random by default) */
  workerId?: string;
}

export interface JobRunner {
  readonly workerId: string;
  /** Registers what a kind of job does (each domain registers its own when its routes load). */
  handle(kind: string, handler: JobHandler): void;
  /** Adds a job unless the same (kind, key) exists; true when added. */
  enqueue(job: NewJob, db?: Executor): Promise<boolean>;
  /** Claims and runs due jobs until none is left; the number run (tests and the admin call it). */
  runDue(): Promise<number>;
  /** Polls in the background until stop(). */
  start(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A job runner on the jobs table: one per app, started and stopped with it (app.ts). */
export function createJobRunner({
  db,
  log,
  pollMs = 2000,
  batchSize = 5,
  leaseSeconds = 300,
  backoffSeconds = 30,
  workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
}: JobRunnerOptions): JobRunner {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.kind)!;
    // the lease is renewed while the handler works, so a long cut-off is not taken for dead
    const heartbeat = setInterval(
      () => void extendLease(db, job.id, workerId, leaseSeconds).catch(() => undefined),
      (leaseSeconds * 1000) / 3,
    );
    heartbeat.unref();
    try {
      await handler(job);
      await completeJob(db, job.id, workerId);
    } catch (error) {
      log.warn({ job: { id: job.id, kind: job.kind, attempt: job.attempts }, reason: messageOf(error) }, 'job failed');
      await failJob(db, { id: job.id, worker: workerId, error: messageOf(error), backoffSeconds });
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function pass(): Promise<number> {
    let done = 0;
    await failAbandonedJobs(db);
    for (;;) {
      const jobs = await claimJobs(db, {
        worker: workerId,
        kinds: [...handlers.keys()],
        limit: batchSize,
        leaseSeconds,
      });
      if (jobs.length === 0) return done;
      for (const job of jobs) await runOne(job);
      done += jobs.length;
    }
  }

  /** One pass at a time per instance: a second caller waits for the pass in progress, then runs its own. */
  async function runDue(): Promise<number> {
    while (running) await running.catch(() => 0);
    running = pass();
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runDue()
        .catch((error) => log.error({ reason: messageOf(error) }, 'the job runner could not read its jobs'))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    workerId,
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    enqueue: (job, executor = db) => enqueueJob(executor, job),
    runDue,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running.catch(() => 0);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the app's job runner (tests run due jobs with `app.jobs.runDue()`) */
    jobs: JobRunner;
  }
}
