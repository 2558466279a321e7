import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PageRequest } from '../../http/pagination';

/**
 * The SQL of the job runner (drizzle/0012_farm_boxes.sql, table jobs). Workers claim due jobs
 * with `FOR UPDATE SKIP LOCKED`, so instances on one PostgreSQL never take the same job, and the
 * same statements run on the embedded PGlite (one connection: nothing to skip).
 */

/** Runs on a database or inside a transaction. */
export type Executor = Pick<Database, 'execute'>;

export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export interface JobRow {
  id: number;
  kind: string;
  key: string;
  payload: unknown;
  status: 'queued' | 'running' | 'done' | 'failed';
  run_at: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  locked_until: string | null;
  finished_at: string | null;
  created_at: string;
}

export interface NewJob {
  kind: string;
  /** with kind, what makes the job one: the same (kind, key) again adds nothing */
  key: string;
  payload?: unknown;
  runAt?: Date;
  maxAttempts?: number;
}

/** Adds the job unless one of the same kind and key exists; true when this call added it. */
export async function enqueueJob(db: Executor, job: NewJob): Promise<boolean> {
  const runAt = (job.runAt ?? new Date()).toISOString();
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`insert into jobs (kind, key, payload, run_at, max_attempts)
        values (${job.kind}, ${job.key}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${runAt}::timestamptz,
          ${job.maxAttempts ?? 5})
        on conflict (kind, key) do nothing
        returning id`,
  );
  return rows.length > 0;
}

/** Moves a queued job's run time earlier (an admin runs a cut-off now); false when it is not queued. */
export async function runQueuedJobAt(db: Executor, kind: string, key: string, runAt: Date): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update jobs set run_at = least(run_at, ${runAt.toISOString()}::timestamptz), updated_at = now()
        where kind = ${kind} and key = ${key} and status = 'queued' returning id`,
  );
  return rows.length > 0;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  key: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/**
 * Takes up to `limit` jobs of `kinds` for `worker`: due queued jobs, and running jobs whose
 * worker's lease ran out (it crashed) while attempts remain. One statement; SKIP LOCKED lets
 * other instances claim other rows at the same moment instead of waiting.
 */
export async function claimJobs(
  db: Executor,
  { worker, kinds, limit, leaseSeconds }: { worker: string; kinds: string[]; limit: number; leaseSeconds: number },
): Promise<ClaimedJob[]> {
  if (kinds.length === 0) return [];
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return rowsOf<ClaimedJob>(
    db,
    sql`update jobs
        set status = 'running', attempts = attempts + 1, locked_by = ${worker},
          locked_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
        where id in (
          select id from jobs
          where kind in (${kindList})
            and ((status = 'queued' and run_at <= now())
              or (status = 'running' and locked_until < now() and attempts < max_attempts))
          order by run_at, id
          limit ${limit}
          for update skip locked)
        returning id, kind, key, payload, attempts, max_attempts`,
  );
}

/** A running job whose lease ran out after its last attempt will not be taken up again: failed. */
export async function failAbandonedJobs(db: Executor): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update jobs set status = 'failed', locked_until = null, locked_by = null, finished_at = now(),
          last_error = coalesce(last_error, 'its worker stopped during the last attempt'), updated_at = now()
        where status = 'running' and locked_until < now() and attempts >= max_attempts
        returning id`,
  );
  return rows.length;
}

/** Keeps a long job's lease while its worker is alive. */
export async function extendLease(db: Executor, id: number, worker: string, leaseSeconds: number): Promise<void> {
  await db.execute(
    sql`update jobs set locked_until = now() + make_interval(secs => ${leaseSeconds})
        where id = ${id} and locked_by = ${worker} and status = 'running'`,
  );
}

/** Done, if this worker still holds it (a worker whose lease was taken over changes nothing). */
export async function completeJob(db: Executor, id: number, worker: string): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update jobs set status = 'done', finished_at = now(), locked_until = null, last_error = null, updated_at = now()
        where id = ${id} and locked_by = ${worker} and status = 'running' returning id`,
  );
  return rows.length > 0;
}

/**
 * A failed attempt: queued again after an exponential backoff (base × 2^(attempts−1), at most an
 * hour), or failed for good after its last attempt.
 */
export async function failJob(
  db: Executor,
  { id, worker, error, backoffSeconds }: { id: number; worker: string; error: string; backoffSeconds: number },
): Promise<void> {
  await db.execute(
    sql`update jobs
        set status = case when attempts >= max_attempts then 'failed' else 'queued' end,
          finished_at = case when attempts >= max_attempts then now() else null end,
          run_at = now() + make_interval(secs => least(3600, ${backoffSeconds} * power(2, attempts - 1))),
          last_error = ${error.slice(0, 2000)}, locked_until = null, locked_by = null, updated_at = now()
        where id = ${id} and locked_by = ${worker} and status = 'running'`,
  );
}

const timestamp = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The admin's page of jobs, newest first, by status and kind. */
export async function jobsPage(
  db: Executor,
  { status, kind }: { status: string | null; kind: string | null },
  page: PageRequest,
): Promise<{ rows: JobRow[]; total: number }> {
  const rows = await rowsOf<JobRow & { total: number }>(
    db,
    sql`select id::int as id, kind, key, payload, status, ${timestamp('run_at')} as run_at, attempts, max_attempts,
          last_error, ${timestamp('locked_until')} as locked_until, ${timestamp('finished_at')} as finished_at,
          ${timestamp('created_at')} as created_at, (count(*) over ())::int as total
        from jobs
        where (${status}::text is null or status = ${status}) and (${kind}::text is null or kind = ${kind})
        order by created_at desc, id desc
        limit ${page.perPage} offset ${page.offset}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const [counted] = await rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from jobs
          where (${status}::text is null or status = ${status}) and (${kind}::text is null or kind = ${kind})`,
    );
    total = counted?.total ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}
