import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDatabase } from '../seed/seed';
import { createPostgresDatabase } from '../testing/postgres-database';
import { TEST_DATABASE_URL } from '../testing/test-server';

/**
 * Two instances on loopback behind no balancer but the test itself, sharing one PostgreSQL and
 * one Redis: what one instance does, the other sees. A `.services.test.ts` file: only the
 * PostgreSQL project runs it (jest.postgres.config.cjs, when TEST_DATABASE_URL is set, as `.ci/run`
 * does); Redis is TEST_REDIS_URL or the local one.
 */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
describe('two instances on one PostgreSQL and one Redis', () => {
  let database: { url: string; drop(): Promise<void> };
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];
  let dataDir: string;

  beforeAll(async () => {
    database = await createPostgresDatabase(TEST_DATABASE_URL!);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'farmplate-scale-'));
    const first = await openDatabase({ url: database.url, dataDir: null, poolSize: 4 });
    const second = await openDatabase({ url: database.url, dataDir: null, poolSize: 4 });
    handles.push(first, second);
    // both start at once: the migration lock lets exactly one migrate
    await Promise.all(handles.map((handle) => handle.migrate()));
    await seedDatabase(first.db);
    const namespace = `farmplate-test-${randomBytes(4).toString('hex')}:`;
    for (const handle of handles) {
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_REQUESTS: 'false',
        REDIS_URL,
        RATE_LIMIT_NAMESPACE: namespace,
        AUTH_RATE_LIMIT_PER_MINUTE: '6',
      });
      config.databaseUrl = database.url;
      const app = await buildApp({ config, db: handle.db, mailer: { send: async () => undefined } });
      bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
      apps.push(app);
    }
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(handles.map((handle) => handle.close()));
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = async (
    instance: number,
    method: string,
    url: string,
    options: { token?: string; body?: unknown } = {},
  ) => {
    const response = await fetch(`${bases[instance]}${url}`, {
      method,
      headers: {
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    return { status: response.status, body: await response.json() };
  };

  it('accepts a token issued by one instance on the other, and a logout on one ends it on both', async () => {
    const { body } = await call(0, 'POST', '/api/login', {
      body: { email: 'kitchen@farmplate.test', password: 'kitchen123' },
    });
    expect((await call(1, 'GET', '/api/user-detail', { token: body.token })).body.user.email).toBe(
      'kitchen@farmplate.test',
    );
    expect((await call(1, 'GET', '/api/logout', { token: body.token })).status).toBe(200);
    expect((await call(0, 'GET', '/api/user-detail', { token: body.token })).status).toBe(401);
  });

  it('lets exactly one of 20 racing changes spread over both instances win', async () => {
    const { body } = await call(0, 'POST', '/api/login', {
      body: { email: 'kitchen2@farmplate.test', password: 'kitchen123' },
    });
    const [order] = (await call(1, 'GET', '/api/kitchen-orders?status=new', { token: body.token })).body.orders;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(index % 2, 'PUT', `/api/kitchen-orders/${order.id}`, { token: body.token, body: { status: 'preparing' } }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(19);
  });

  it('shares the rate-limit counters through Redis', async () => {
    const statuses: number[] = [];
    // 6 a minute per client and route, counted across both instances
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (await call(attempt % 2, 'POST', '/api/forgot-password', { body: { email: 'nobody@farmplate.test' } })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await call(0, 'POST', '/api/forgot-password', { body: { email: 'nobody@farmplate.test' } })).status).toBe(
      429,
    );
    expect((await call(1, 'POST', '/api/forgot-password', { body: { email: 'nobody@farmplate.test' } })).status).toBe(
      429,
    );
  });
});
