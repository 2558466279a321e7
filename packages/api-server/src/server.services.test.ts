import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { loadConfig } from './config/config';
import { PACKAGE_ROOT } from './config/package-root';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { prepareServer, type PreparedServer } from './server';
import { createPostgresDatabase } from './testing/postgres-database';
import { TEST_DATABASE_URL } from './testing/test-server';

/** Instances of the server started the way `pnpm start` starts one, on a fresh PostgreSQL database each test. */
jest.setTimeout(120_000);

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let dataDir: string;

beforeEach(async () => {
  database = await createPostgresDatabase(TEST_DATABASE_URL!);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'farmplate-start-'));
});
afterEach(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const environment = () => ({
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  LOG_REQUESTS: 'false',
  SHELL_DIST: path.join(dataDir, 'shell-dist'),
});

async function demoUsers(): Promise<number> {
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from users where email = any($1)',
      [DEMO_ACCOUNTS.map((account) => account.email)],
    );
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}

it('starts two instances at the same moment on an empty database: both answer, one seeded it once', async () => {
  const started: PreparedServer[] = [];
  try {
    const results = await Promise.allSettled([
      prepareServer(loadConfig(environment())),
      prepareServer(loadConfig(environment())),
    ]);
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(started.map((instance) => instance.seeded).sort()).toEqual([false, true]);
    expect(await demoUsers()).toBe(DEMO_ACCOUNTS.length);
    for (const instance of started) {
      const base = await instance.app.listen({ port: 0, host: '127.0.0.1' });
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@farmplate.test', password: 'admin123' }),
      });
      expect(login.status).toBe(200);
    }
  } finally {
    await Promise.all(started.map((instance) => instance.app.close()));
  }
});

it("prints a failed seed's database error by its code and constraint, never the row it was writing", async () => {
  // the database refuses the demo admin, so the seed of the empty database fails mid-way
  const handle = await openDatabase({ url: database.url, dataDir: null });
  await handle.migrate();
  await handle.db.execute(
    sql.raw(`alter table users add constraint test_refuses_demo_admin check (email <> 'admin@farmplate.test')`),
  );
  await handle.close();

  const crash = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(path.join(PACKAGE_ROOT, 'node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: PACKAGE_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...environment(), PORT: '18999' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
  expect(crash.code).toBe(1);
  expect(crash.output).toContain('Database error 23514 (constraint test_refuses_demo_admin, table users)');
  expect(crash.output).not.toMatch(/\$argon2/);
  expect(crash.output).not.toContain('admin@farmplate.test');
  expect(crash.output).not.toContain('Amara Admin');
  expect(crash.output).not.toMatch(/params|Failing row/);
});
