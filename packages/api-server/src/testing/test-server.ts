import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config/config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import type { MailMessage } from '../platform/mail/mailer';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { seedDatabase } from '../seed/seed';
import { createPostgresDatabase } from './postgres-database';

// Creating and seeding a database takes seconds on a busy machine; the root jest run (projects)
// ignores a package's testTimeout, so the files that use this harness set it here.
jest.setTimeout(120_000);

/**
 * One seeded database and app per test file: PGlite in memory by default, or a fresh database
 * on the PostgreSQL server of TEST_DATABASE_URL (created here, dropped in `close`).
 */
export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  /** messages the app "sent" */
  mail: MailMessage[];
  routes: RouteOptions[];
  /** a fresh bearer token of a demo account, by email */
  login(email: string, password?: string): Promise<string>;
  /** Waits for the work answers left behind (a reset code and its mail). */
  settled(): Promise<void>;
  /** app.inject with an optional bearer token */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** another app on the same database, with changed configuration (closed with this server) */
  anotherApp(configure: (config: ServerConfig) => void): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;

export interface TestServerOptions {
  configure?(config: ServerConfig): void;
  /** Receives the log (with `configure` setting `config.logger = true`). */
  logStream?: NodeJS.WritableStream;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'farmplate-test-'));
  const postgres = TEST_DATABASE_URL ? await createPostgresDatabase(TEST_DATABASE_URL) : null;
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({ url: postgres?.url ?? null, dataDir: null, poolSize: 5 });
    await database.migrate();
    await seedDatabase(database.db);
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'false',
      // tests run due jobs themselves (app.jobs.runDue()), at the moment they choose
      JOBS_ENABLED: 'false',
      SHELL_DIST: path.join(dataDir, 'shell-dist'),
    });
    config.databaseUrl = postgres?.url ?? null;
    // high enough that tests never trip it; the rate-limit tests build an app with a low one
    config.auth.rateLimitPerMinute = 10_000;
    options.configure?.(config);
    const mail: MailMessage[] = [];
    const routes: RouteOptions[] = [];
    const app = await buildApp({
      config,
      db: database.db,
      mailer: { send: async (message) => void mail.push(message) },
      onRoute: (route) => void routes.push(route),
      checkResponses: true,
      logStream: options.logStream,
    });
    await app.ready();
    const handle = database;
    const others: FastifyInstance[] = [];
    const server: TestServer = {
      app,
      db: database.db,
      config,
      mail,
      routes,
      async login(email, password) {
        const known = DEMO_ACCOUNTS.find((account) => account.email === email);
        const response = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email, password: password ?? known?.password },
        });
        if (response.statusCode !== 200)
          throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
        return response.json().token as string;
      },
      settled: () => app.background.idle(),
      request({ token, ...rest }) {
        return app.inject({
          ...rest,
          headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
      },
      async anotherApp(configure) {
        const changed = structuredClone(config);
        configure(changed);
        const other = await buildApp({
          config: changed,
          db: handle.db,
          mailer: { send: async (message) => void mail.push(message) },
          checkResponses: true,
        });
        others.push(other);
        return other;
      },
      async close() {
        await Promise.all(others.map((other) => other.close()));
        await app.close();
        await handle.close();
        await postgres?.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
    return server;
  } catch (error) {
    await database?.close();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Bytes of a real 1×1 PNG, a file every image check must accept. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const SVG_BYTES = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const HTML_BYTES = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A multipart form with text fields and, optionally, one file. */
export function form(
  fields: Record<string, string | number | boolean>,
  file?: { field: string; name: string; bytes: Buffer; type?: string },
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, String(value));
  if (file)
    data.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  return data;
}
