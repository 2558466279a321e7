import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDatabase } from '../seed/seed';
import { createPostgresDatabase } from './postgres-database';
import { TEST_DATABASE_URL } from './test-server';

/** Redis of the scaled-out tests: TEST_REDIS_URL or the local one. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Two API instances on one fresh, seeded PostgreSQL database (of TEST_DATABASE_URL) and one Redis,
 * listening on free ports: the scale-out recipe in small. `env` adds configuration to both.
 */
export async function startTwoInstances(env: Record<string, string> = {}) {
  const database = await createPostgresDatabase(TEST_DATABASE_URL!);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'farmplate-two-'));
  const handles: DatabaseHandle[] = [
    await openDatabase({ url: database.url, dataDir: null, poolSize: 4 }),
    await openDatabase({ url: database.url, dataDir: null, poolSize: 4 }),
  ];
  // both start at once: the migration lock lets exactly one migrate
  await Promise.all(handles.map((handle) => handle.migrate()));
  await seedDatabase(handles[0]!.db);
  const namespace = `farmplate-test-${randomBytes(4).toString('hex')}:`;
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];
  for (const handle of handles) {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'false',
      REDIS_URL: TEST_REDIS_URL,
      RATE_LIMIT_NAMESPACE: namespace,
      ...env,
    });
    config.databaseUrl = database.url;
    const app = await buildApp({ config, db: handle.db, mailer: { send: async () => undefined } });
    bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    apps.push(app);
  }

  return {
    bases,
    /** A JSON call to instance 0 or 1. */
    async call(
      instance: number,
      method: string,
      url: string,
      { token, body }: { token?: string; body?: unknown } = {},
    ) {
      const response = await fetch(`${bases[instance]}${url}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(handles.map((handle) => handle.close()));
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TwoInstances = Awaited<ReturnType<typeof startTwoInstances>>;
