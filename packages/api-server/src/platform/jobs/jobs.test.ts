import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { createJobRunner, type JobRunner } from './job-runner';
import { claimJobs, rowsOf } from './jobs-repository';

/** The job runner: enqueued once, claimed once across instances, retried, taken up after a crash. */

let server: TestServer;
const log = { error: () => undefined, warn: () => undefined, info: () => undefined };
const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!.email;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const runner = (options: Partial<Parameters<typeof createJobRunner>[0]> = {}): JobRunner =>
  createJobRunner({ db: server.db, log, backoffSeconds: 1, ...options });

const jobOf = async (kind: string, key: string) => {
  const [row] = await rowsOf<{ status: string; attempts: number; last_error: string | null; run_at: Date | string }>(
    server.db,
    sql`select status, attempts, last_error, run_at from jobs where kind = ${kind} and key = ${key}`,
  );
  return row!;
};

test('a job is enqueued once per kind and key, and runs once', async () => {
  const jobs = runner();
  const seen: string[] = [];
  jobs.handle('test.once', async (job) => void seen.push(job.key));
  expect(await jobs.enqueue({ kind: 'test.once', key: 'a' })).toBe(true);
  expect(await jobs.enqueue({ kind: 'test.once', key: 'a' })).toBe(false);
  expect(await jobs.runDue()).toBe(1);
  expect(await jobs.runDue()).toBe(0);
  expect(seen).toEqual(['a']);
  expect((await jobOf('test.once', 'a')).status).toBe('done');
});

test('a job not yet due waits for its time', async () => {
  const jobs = runner();
  const seen: string[] = [];
  jobs.handle('test.later', async (job) => void seen.push(job.key));
  await jobs.enqueue({ kind: 'test.later', key: 'tomorrow', runAt: new Date(Date.now() + 86_400_000) });
  expect(await jobs.runDue()).toBe(0);
  expect(seen).toEqual([]);
});

test('a failing job is retried after an exponential backoff, then failed with its last error', async () => {
  const jobs = runner({ backoffSeconds: 60 });
  let calls = 0;
  jobs.handle('test.flaky', async () => {
    calls += 1;
    throw new Error(`attempt ${calls} broke`);
  });
  await jobs.enqueue({ kind: 'test.flaky', key: 'k', maxAttempts: 3 });
  await jobs.runDue();
  let job = await jobOf('test.flaky', 'k');
  expect(job).toMatchObject({ status: 'queued', attempts: 1, last_error: 'attempt 1 broke' });
  const firstWait = new Date(job.run_at).getTime() - Date.now();
  expect(firstWait).toBeGreaterThan(50_000);
  // the next retry is due now; its backoff doubles
  await server.db.execute(sql`update jobs set run_at = now() where kind = 'test.flaky'`);
  await jobs.runDue();
  job = await jobOf('test.flaky', 'k');
  expect(job).toMatchObject({ status: 'queued', attempts: 2 });
  expect(new Date(job.run_at).getTime() - Date.now()).toBeGreaterThan(110_000);
  await server.db.execute(sql`update jobs set run_at = now() where kind = 'test.flaky'`);
  await jobs.runDue();
  expect(await jobOf('test.flaky', 'k')).toMatchObject({
    status: 'failed',
    attempts: 3,
    last_error: 'attempt 3 broke',
  });
  expect(calls).toBe(3);
});

test("a crashed worker's job is taken up by another after its lease", async () => {
  // a worker claims the job and its process dies: no heartbeat renews the lease, no one completes it
  await runner().enqueue({ kind: 'test.lease', key: 'k' });
  const claimed = await claimJobs(server.db, { worker: 'crashed', kinds: ['test.lease'], limit: 1, leaseSeconds: 1 });
  expect(claimed).toHaveLength(1);
  expect((await jobOf('test.lease', 'k')).status).toBe('running');

  const other = runner({ workerId: 'other' });
  const seen: string[] = [];
  other.handle('test.lease', async (job) => void seen.push(job.key));
  expect(await other.runDue()).toBe(0); // the lease still holds
  await new Promise((resolve) => setTimeout(resolve, 1200));
  expect(await other.runDue()).toBe(1);
  expect(seen).toEqual(['k']);
  expect(await jobOf('test.lease', 'k')).toMatchObject({ status: 'done', attempts: 2 });
});

test('workers of several instances at the same moment run each job exactly once', async () => {
  const runs = new Map<string, number>();
  const workers = [1, 2, 3].map((n) => {
    const jobs = runner({ workerId: `w${n}`, batchSize: 2 });
    jobs.handle('test.many', async (job) => {
      runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    return jobs;
  });
  for (let i = 0; i < 30; i += 1) await workers[0]!.enqueue({ kind: 'test.many', key: String(i) });
  const counts = await Promise.all(workers.map((jobs) => jobs.runDue()));
  expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
  expect(runs.size).toBe(30);
  expect([...runs.values()].every((count) => count === 1)).toBe(true);
});

test('the runner starts and stops: a due job runs without being asked', async () => {
  const jobs = runner({ pollMs: 100 });
  const seen: string[] = [];
  jobs.handle('test.polled', async (job) => void seen.push(job.key));
  await jobs.enqueue({ kind: 'test.polled', key: 'p' });
  jobs.start();
  for (let i = 0; i < 50 && seen.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  await jobs.stop();
  expect(seen).toEqual(['p']);
});

test('GET /admin/jobs lists jobs for the admin only, by status and kind', async () => {
  const token = await server.login(admin);
  const failed = await server.request({ method: 'GET', url: '/api/admin/jobs?status=failed', token });
  expect(failed.statusCode).toBe(200);
  expect(failed.json().data.map((job: { kind: string }) => job.kind)).toEqual(['test.flaky']);
  expect(failed.json().data[0]).toMatchObject({ status: 'failed', attempts: 3, last_error: 'attempt 3 broke' });
  const many = await server.request({ method: 'GET', url: '/api/admin/jobs?kind=test.many&per_page=10&page=2', token });
  expect(many.json()).toMatchObject({ total: 30, current_page: 2, last_page: 3 });
  expect(many.json().data).toHaveLength(10);
  const customer = await server.login(DEMO_ACCOUNTS.find((account) => account.role === 'customer')!.email);
  expect((await server.request({ method: 'GET', url: '/api/admin/jobs', token: customer })).statusCode).toBe(403);
  expect((await server.request({ method: 'GET', url: '/api/admin/jobs?status=bogus', token })).statusCode).toBe(422);
});
