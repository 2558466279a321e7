import type { FastifyBaseLogger } from 'fastify';
import { asc, desc, gt, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { liveEvents } from '../db/schema';
import type { EventAudience } from './scope';

/** One committed outbox row as the streams see it. */
export interface StoredEvent extends EventAudience {
  /** its place in commit order: the event id streams send and resume from */
  position: number;
  subjectId: number;
  data: Record<string, unknown>;
}

export interface EventHub {
  /** Calls `listener` with every committed event, on whichever instance it was written, once, in commit order. */
  subscribe(listener: (event: StoredEvent) => void): () => void;
  /** Events after `position`, in commit order, at most `limit` (a reconnecting stream's replay). */
  eventsAfter(position: number, limit: number): Promise<StoredEvent[]>;
  /** The newest position (a fresh stream starts from here). */
  latestPosition(): Promise<number>;
  /**
   * Whether every committed event has reached the listeners as far as this instance can tell: it
   * is listening and is not reading missed events. While it is not, what an event would have
   * invalidated may be stale (the session and settings caches read the database then).
   */
  isCurrent(): boolean;
  close(): Promise<void>;
}

export const LIVE_CHANNEL = 'live_events';
/** Events are kept this long for replay, then pruned. */
const RETENTION_MS = 7 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;
/** A lost PostgreSQL listening connection is reopened after this pause. */
const RECONNECT_MS = 1_000;
/** Rows read from the table at a time when catching up. */
const CATCH_UP_BATCH = 1_000;

/** The NOTIFY payload is the row as `row_to_json` writes it (or only its id and position, when it was too long). */
interface NotifiedRow {
  id: number;
  position: number;
  type?: string;
  subject_id?: number;
  kitchen_id?: number | null;
  farmer_id?: number | null;
  customer_id?: number | null;
  order_id?: number | null;
  session_id?: number | null;
  courier_id?: number | null;
  region?: string | null;
  data?: Record<string, unknown>;
}

const fromNotified = (row: NotifiedRow): StoredEvent | null =>
  row.type === undefined
    ? null
    : {
        position: Number(row.position),
        type: row.type,
        subjectId: row.subject_id ?? 0,
        kitchenId: row.kitchen_id ?? null,
        farmerId: row.farmer_id ?? null,
        customerId: row.customer_id ?? null,
        orderId: row.order_id ?? null,
        sessionId: row.session_id ?? null,
        courierId: row.courier_id ?? null,
        region: row.region ?? null,
        data: row.data ?? {},
      };

const fromRow = (row: typeof liveEvents.$inferSelect): StoredEvent => ({
  position: row.position!,
  type: row.type,
  subjectId: row.subjectId,
  kitchenId: row.kitchenId,
  farmerId: row.farmerId,
  customerId: row.customerId,
  orderId: row.orderId,
  sessionId: row.sessionId,
  courierId: row.courierId,
  region: row.region,
  data: row.data,
});

interface Listening {
  stop(): Promise<void>;
}

/**
 * Follows the outbox in commit order (drizzle/0009: each row's position is given at commit, and a
 * row is visible before any with a higher position). The hub delivers position after position: a
 * notification that is the next one is delivered as it came (no query, the usual case); any other
 * (a gap: a notification lost while the PostgreSQL listening connection was down, or one too long
 * to carry the row) only wakes a read of the table from the last delivered position, as does
 * reopening that connection. So every instance delivers each committed event once, in order,
 * whatever notifications were lost. PGlite notifies in-process; PostgreSQL on one dedicated
 * connection per instance.
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
  let delivered = 0;
  let closed = false;
  // not current until the first catch-up after listening; again after a lost listening connection
  let listening = false;
  let behind = true;
  // counts the listening connection's ups and downs: a read vouches only for the one it began in
  let listeningSpell = 0;

  const deliver = (event: StoredEvent) => {
    if (event.position <= delivered) return;
    delivered = event.position;
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.error({ err: error }, 'a live-update listener failed');
      }
    }
  };

  const eventsAfter = async (position: number, limit: number) => {
    const rows = await db
      .select()
      .from(liveEvents)
      .where(gt(liveEvents.position, position))
      .orderBy(asc(liveEvents.position))
      .limit(limit);
    return rows.map(fromRow);
  };

  // One read at a time; a wake-up during a read asks for one more after it.
  let reading: Promise<void> | null = null;
  let readAgain = false;
  const catchUp = (): Promise<void> => {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      try {
        let spell = -1;
        do {
          readAgain = false;
          // a read begun while listening misses nothing: what commits after it is notified
          spell = listening ? listeningSpell : -1;
          const rows = await eventsAfter(delivered, CATCH_UP_BATCH);
          rows.forEach(deliver);
          if (rows.length === CATCH_UP_BATCH) readAgain = true;
        } while (readAgain);
        if (listening && spell === listeningSpell) behind = false;
      } catch (error) {
        // the next notification would read again, but none may come: try again shortly
        behind = true;
        log.error({ err: error }, 'reading live events failed');
        if (!closed) setTimeout(() => void catchUp(), RECONNECT_MS).unref();
      } finally {
        reading = null;
      }
    })();
    return reading;
  };

  const onPayload = (payload: string | undefined) => {
    if (!payload) return;
    try {
      const row = JSON.parse(payload) as NotifiedRow;
      const event = fromNotified(row);
      if (event && event.position === delivered + 1 && !reading) deliver(event);
      else if (!event || event.position > delivered) void catchUp();
    } catch (error) {
      log.error({ err: error }, 'a live-update notification was not JSON');
    }
  };

  const latestPosition = async () => {
    const [row] = await db
      .select({ position: liveEvents.position })
      .from(liveEvents)
      .where(isNotNull(liveEvents.position))
      .orderBy(desc(liveEvents.position))
      .limit(1);
    return row?.position ?? 0;
  };
  // where the hub follows from (0 on a database not migrated yet: tools that only list routes)
  delivered = await latestPosition().catch(() => 0);

  const onListening = (up: boolean) => {
    if (up !== listening) listeningSpell += 1;
    listening = up;
    if (!up) behind = true;
  };
  const listener: Listening = databaseUrl
    ? await listenOnPostgres(databaseUrl, onPayload, catchUp, onListening, log)
    : await listenOnPglite(db, onPayload, onListening);
  // what was committed between reading the newest position and listening
  await catchUp();

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
    eventsAfter,
    latestPosition,
    isCurrent: () => listening && !behind && !reading && !closed,
    async close() {
      closed = true;
      clearInterval(pruner);
      listeners.clear();
      await listener.stop();
      await reading;
    },
  };
}

async function listenOnPglite(
  db: Database,
  onPayload: (payload: string) => void,
  onListening: (up: boolean) => void,
): Promise<Listening> {
  const client = (
    db as unknown as {
      $client: { listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> };
    }
  ).$client;
  const unlisten = await client.listen(LIVE_CHANNEL, onPayload);
  // in-process: listening until the server stops
  onListening(true);
  return {
    stop: () => {
      onListening(false);
      // the database may already be closed when the server stops: nothing is left to unlisten from
      return unlisten().catch(() => undefined);
    },
  };
}

/** One connection outside the pool, reopened when it is lost (then the missed rows are read). */
async function listenOnPostgres(
  url: string,
  onPayload: (payload: string | undefined) => void,
  catchUp: () => Promise<void>,
  onListening: (up: boolean) => void,
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
      onListening(false);
      log.warn('live updates: the listening connection was lost; reopening');
      reconnectSoon();
    };
    client.on('error', reopen);
    client.on('end', reopen);
    current = client;
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    // the catch-up that follows (`.then(catchUp)`, or the first one) makes the hub current again
    if (current === client) onListening(true);
  };
  const reopenLater = (error: unknown) => {
    log.warn({ err: error }, 'live updates: listening failed; trying again');
    current = null;
    onListening(false);
    reconnectSoon();
  };
  // one pending attempt at a time (a failed connect may also report an error event)
  const reconnectSoon = () => {
    if (stopped) return;
    if (retry) clearTimeout(retry);
    retry = setTimeout(() => {
      retry = null;
      void connect().then(catchUp).catch(reopenLater);
    }, RECONNECT_MS);
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      onListening(false);
      if (retry) clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
