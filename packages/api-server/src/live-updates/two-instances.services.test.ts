import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '@farmplate/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDatabase } from '../seed/seed';
import { openEventStream, type EventStreamReader } from '../testing/event-stream';
import { createPostgresDatabase } from '../testing/postgres-database';
import { TEST_DATABASE_URL } from '../testing/test-server';

/**
 * Two instances on one PostgreSQL and one Redis: a stream opened on one receives a change made
 * through the other (LISTEN/NOTIFY), and a ticket issued by one opens a stream on the other.
 */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
jest.setTimeout(120_000);

describe('live updates across two instances', () => {
  let database: { url: string; drop(): Promise<void> };
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];
  const streams: EventStreamReader[] = [];
  let dataDir: string;

  beforeAll(async () => {
    database = await createPostgresDatabase(TEST_DATABASE_URL!);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'farmplate-live-'));
    handles.push(
      await openDatabase({ url: database.url, dataDir: null, poolSize: 4 }),
      await openDatabase({ url: database.url, dataDir: null, poolSize: 4 }),
    );
    await Promise.all(handles.map((handle) => handle.migrate()));
    await seedDatabase(handles[0]!.db);
    const namespace = `farmplate-live-${randomBytes(4).toString('hex')}:`;
    for (const handle of handles) {
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_REQUESTS: 'false',
        REDIS_URL,
        RATE_LIMIT_NAMESPACE: namespace,
      });
      config.databaseUrl = database.url;
      const app = await buildApp({ config, db: handle.db, mailer: { send: async () => undefined } });
      bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
      apps.push(app);
    }
  });

  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(handles.map((handle) => handle.close()));
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = async (instance: number, method: string, url: string, token?: string, body?: unknown) => {
    const response = await fetch(`${bases[instance]}${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: await response.json() };
  };
  const login = async (email: string, password: string) =>
    (await call(0, 'POST', '/api/login', undefined, { email, password })).body.token as string;

  it("delivers a kitchen's order change made through instance B to its stream on instance A", async () => {
    const kitchen = await login('kitchen@farmplate.test', 'kitchen123');
    const admin = await login('admin@farmplate.test', 'admin123');
    // the ticket comes from B, the stream is on A: instances share the ticket table
    const { body: ticket } = await call(1, 'POST', '/api/events/ticket', kitchen);
    const stream = await openEventStream(`${bases[0]}/api/events?ticket=${ticket.ticket}`);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((message) => message.event === 'ready');

    const { body: board } = await call(1, 'GET', '/api/kitchen-orders?status=new', kitchen);
    const order = board.orders[0];
    expect((await call(1, 'PUT', `/api/admin-orders/${order.id}`, admin, { status: 'cancelled' })).status).toBe(200);

    const message = await stream.next(
      (received) => (received.data as LiveEvent<'order.updated'>).data?.id === order.id,
      10_000,
    );
    expect(message.data).toMatchObject({ type: 'order.updated', data: { id: order.id, status: 'cancelled' } });
  });

  it('ends a stream on instance A when the session is ended through instance B', async () => {
    const token = await login('farmer@farmplate.test', 'farmer123');
    const { body: ticket } = await call(0, 'POST', '/api/events/ticket', token);
    const stream = await openEventStream(`${bases[0]}/api/events?ticket=${ticket.ticket}`);
    streams.push(stream);
    await stream.next((message) => message.event === 'ready');
    expect((await call(1, 'GET', '/api/logout', token)).status).toBe(200);
    await stream.next((message) => message.event === 'end', 10_000);
    await stream.closed;
  });
});
