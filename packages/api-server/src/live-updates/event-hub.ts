import type { FastifyBaseLogger } from 'fastify';
import { asc, desc, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { liveEvents } from '../db/schema';
import type { EventAudience } from './scope';

/** One outbox row as the streams see it. */
export interface StoredEvent extends EventAudience {
  id: number;
  subjectId: number;
  data: Record<string, unknown>;
}

export interface EventHub {
  /** Calls `listener` with every committed event, on whichever instance it was written. */
  subscribe(listener: (event: StoredEvent) => void): () => void;
  /** Events after `id`, oldest first, at most `limit` (a reconnecting stream's replay). */
  eventsAfter(id: number, limit: number): Promise<StoredEvent[]>;
  /** The newest event id (a fresh stream starts from here). */
  latestId(): Promise<number>;
  close(): Promise<void>;
}

export const LIVE_CHANNEL = 'live_events';
/** Events are kept this long for replay, then pruned. */
const RETENTION_MS = 7 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;
/** A lost PostgreSQL listening connection is reopened after this pause. */
const RECONNECT_MS = 1_000;

/** The NOTIFY payload is the row as `row_to_json` writes it (or only its id, when it was too long). */
interface NotifiedRow {
  id: number;
  type?: string;
  subject_id?: number;
  kitchen_id?: number | null;
  farmer_id?: number | null;
  customer_id?: number | null;
  order_id?: number | null;
  session_id?: number | null;
  data?: Record<string, unknown>;
}

const fromNotified = (row: NotifiedRow): StoredEvent | null =>
  row.type === undefined
    ? null
    : {
        id: Number(row.id),
        type: row.type,
        subjectId: row.subject_id ?? 0,
        kitchenId: row.kitchen_id ?? null,
        farmerId: row.farmer_id ?? null,
        customerId: row.customer_id ?? null,
        orderId: row.order_id ?? null,
        sessionId: row.session_id ?? null,
        data: row.data ?? {},
      };

const fromRow = (row: typeof liveEvents.$inferSelect): StoredEvent => ({
  id: row.id,
  type: row.type,
  subjectId: row.subjectId,
  kitchenId: row.kitchenId,
  farmerId: row.farmerId,
  customerId: row.customerId,
  orderId: row.orderId,
  sessionId: row.sessionId,
  data: row.data,
});

interface Listening {
  stop(): Promise<void>;
}

/**
 * Learns of every committed outbox row through LISTEN/NOTIFY: PGlite delivers them in-process;
 * on PostgreSQL one dedicated connection per instance listens (and catches up from the table
 * after it was lost), so a change made through any instance reaches the streams of all.
 */
export async function createEventHub({
  db,
  databaseUrl,
  log,
}: {
  db: Database;
  databaseUrl: string | null;
  log: FastifyBaseLogger;
}): Promise<EventHub> {
  const listeners = new Set<(event: StoredEvent) => void>();
  // ids delivered lately: a catch-up after a lost connection must not deliver one twice
  const recent = new Set<number>();
  let newest = 0;

  const deliver = (event: StoredEvent) => {
    if (recent.has(event.id)) return;
    recent.add(event.id);
    if (recent.size > 5_000) recent.delete(recent.values().next().value!);
    newest = Math.max(newest, event.id);
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.error({ err: error }, 'a live-update listener failed');
      }
    }
  };

  const readById = async (id: number) => {
    const rows = await db
      .select()
      .from(liveEvents)
      .where(inArray(liveEvents.id, [id]));
    rows.map(fromRow).forEach(deliver);
  };

  const onPayload = (payload: string | undefined) => {
    if (!payload) return;
    try {
      const row = JSON.parse(payload) as NotifiedRow;
      const event = fromNotified(row);
      if (event) deliver(event);
      else
        void readById(Number(row.id)).catch((error: unknown) =>
          log.error({ err: error }, 'reading a live event failed'),
        );
    } catch (error) {
      log.error({ err: error }, 'a live-update notification was not JSON');
    }
  };

  const catchUp = async () => {
    const rows = await db
      .select()
      .from(liveEvents)
      .where(gt(liveEvents.id, newest))
      .orderBy(asc(liveEvents.id))
      .limit(10_000);
    rows.map(fromRow).forEach(deliver);
  };

  const latestId = async () => {
    const [row] = await db.select({ id: liveEvents.id }).from(liveEvents).orderBy(desc(liveEvents.id)).limit(1);
    return row?.id ?? 0;
  };
  // where a lost PostgreSQL listener catches up from (0 on a database not migrated yet: tools that only list routes)
  newest = await latestId().catch(() => 0);

  const listening: Listening = databaseUrl
    ? await listenOnPostgres(databaseUrl, onPayload, catchUp, log)
    : await listenOnPglite(db, onPayload);

  const prune = () =>
    db
      .delete(liveEvents)
      .where(lt(liveEvents.createdAt, new Date(Date.now() - RETENTION_MS)))
      .catch((error: unknown) => log.error({ err: error }, 'pruning live events failed'));
  const pruner = setInterval(() => void prune(), PRUNE_EVERY_MS);
  pruner.unref();

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async eventsAfter(id, limit) {
      const rows = await db
        .select()
        .from(liveEvents)
        .where(gt(liveEvents.id, id))
        .orderBy(asc(liveEvents.id))
        .limit(limit);
      return rows.map(fromRow);
    },
    latestId,
    async close() {
      clearInterval(pruner);
      listeners.clear();
      await listening.stop();
    },
  };
}

async function listenOnPglite(db: Database, onPayload: (payload: string) => void): Promise<Listening> {
  const client = (
    db as unknown as {
      $client: { listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> };
    }
  ).$client;
  const unlisten = await client.listen(LIVE_CHANNEL, onPayload);
  // the database may already be closed when the server stops: nothing is left to unlisten from
  return { stop: () => unlisten().catch(() => undefined) };
}

/** One connection outside the pool, reopened when it is lost (then the missed rows are read). */
async function listenOnPostgres(
  url: string,
  onPayload: (payload: string | undefined) => void,
  catchUp: () => Promise<void>,
  log: FastifyBaseLogger,
): Promise<Listening> {
  const { Client } = await import('pg');
  let stopped = false;
  let current: InstanceType<typeof Client> | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const client = new Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL) onPayload(message.payload);
    });
    const reopen = () => {
      if (stopped || current !== client) return;
      current = null;
      log.warn('live updates: the listening connection was lost; reopening');
      retry = setTimeout(() => void connect().then(catchUp).catch(reopenLater), RECONNECT_MS);
    };
    client.on('error', reopen);
    client.on('end', reopen);
    current = client;
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
  };
  const reopenLater = (error: unknown) => {
    log.warn({ err: error }, 'live updates: listening failed; trying again');
    current = null;
    if (!stopped) retry = setTimeout(() => void connect().then(catchUp).catch(reopenLater), RECONNECT_MS);
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
