import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sse from '@fastify/sse';
import {
  CUSTOMER_ORDER_MESSAGES,
  EventTicketResponse,
  isRole,
  LIVE_CONTROL_EVENTS,
  LiveEventsQuery,
  TrackingTicketBody,
  type LiveEvent,
  type Role,
} from '@farmplate/contracts';
import { sessionTimes } from '../accounts/sessions';
import { currentUser } from '../http/authorization';
import { HttpError, notFound, unauthenticated } from '../http/errors';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { keepCachedReadsTrue } from './cached-reads';
import { createEventHub, type StoredEvent } from './event-hub';
import { scopeAllows, scopeEndsWith, type StreamScope } from './scope';
import { sessionEnds, watchSessionExpiry } from './session-expiry';
import { memoryStreamCaps, redisStreamCaps, type StreamCapName, type StreamCaps } from './stream-caps';
import { activeCourierRegion, issueTicket, orderIdByTrackingToken, spendTicket } from './tickets-repository';

/** A ticket opens one stream, once, within this time (it travels in the URL: keep it short-lived). */
export const TICKET_SECONDS = 30;
/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** A reconnecting stream replays at most this many missed events; past that the screens refetch. */
export const REPLAY_LIMIT = 2_000;
/** A stream refused by a full cap may try again after this (a stream closes when its tab does). */
export const STREAM_RETRY_AFTER_SECONDS = 30;

const CAP_MESSAGES: Record<StreamCapName, string> = {
  session: 'this session',
  account: 'this account',
  address: 'this network address',
};
const tooManyStreams = (cap: StreamCapName, limit: number) =>
  new HttpError(
    429,
    `Too many live update streams are open for ${CAP_MESSAGES[cap]} (at most ${limit}). ` +
      `Close another tab or window, or try again in ${STREAM_RETRY_AFTER_SECONDS} seconds.`,
  );

export const BAD_LAST_EVENT_ID_MESSAGE = 'Last-Event-ID must be the id of an event this stream sent (a whole number).';

/**
 * Where a reconnecting stream resumes: the `last_event_id` query (a new EventSource) or the
 * Last-Event-ID header (the browser's own reconnection); null for a fresh stream. Anything but a
 * whole number a stream could have sent is refused (400) before the ticket is spent.
 */
function resumePosition(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const value = (request.query as LiveEventsQuery).last_event_id ?? (Array.isArray(header) ? header[0] : header);
  if (value === undefined || value === '') return null;
  const position = /^[0-9]{1,16}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(position)) throw new HttpError(400, BAD_LAST_EVENT_ID_MESSAGE);
  return position;
}

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * The SSE text of an event, built once however many streams it goes to (a change seen by 1,000
 * open boards is serialised once, not 1,000 times).
 */
const messageTexts = new WeakMap<StoredEvent, string>();
function messageText(event: StoredEvent): string {
  let text = messageTexts.get(event);
  if (text === undefined) {
    const message: LiveEvent = { id: event.position, type: event.type, data: event.data } as unknown as LiveEvent;
    // JSON has no raw line breaks, so one `data:` line holds it
    text = `id: ${event.position}\ndata: ${JSON.stringify(message)}\n\n`;
    messageTexts.set(event, text);
  }
  return text;
}

/** The scope a stored ticket grants, or null when the JSON is not one this server issues. */
function scopeOf(stored: Record<string, unknown>): StreamScope | null {
  if (
    stored.kind === 'session' &&
    typeof stored.userId === 'number' &&
    typeof stored.sessionId === 'number' &&
    isRole(stored.role)
  )
    return {
      kind: 'session' as const,
      userId: stored.userId,
      sessionId: stored.sessionId,
      role: stored.role,
      courierRegion: typeof stored.courierRegion === 'string' ? stored.courierRegion : null,
    };
  if (stored.kind === 'order' && typeof stored.orderId === 'number') return { kind: 'order', orderId: stored.orderId };
  return null;
}

/**
 * Live updates (docs/live-updates.md): POST /events/ticket gives a signed-in tab a single-use
 * ticket; GET /events?ticket= opens its Server-Sent Events stream (@fastify/sse), which carries
 * the outbox events its scope allows, replays what a reconnecting tab missed (Last-Event-ID or
 * `last_event_id`), and ends with the session.
 */
export async function liveUpdatesPlugin(live: Api, { db, config }: AppContext): Promise<void> {
  await live.register(sse, { heartbeatInterval: HEARTBEAT_MS });
  const hub = await createEventHub({ db, databaseUrl: config.databaseUrl, log: live.log });
  const stopCaching = keepCachedReadsTrue(db, hub);
  // Counted across instances where the rate limits are (Redis), on one connection of this feature's own.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 1 })
    : null;
  const caps: StreamCaps = redis
    ? redisStreamCaps({ redis, namespace: config.rateLimitNamespace, limits: config.liveStreams, log: live.log })
    : memoryStreamCaps(config.liveStreams);
  const capLimits: Record<StreamCapName, number> = {
    session: config.liveStreams.perSession,
    account: config.liveStreams.perAccount,
    address: config.liveStreams.perAddress,
  };
  const sessionPolicy = { idleMinutes: config.auth.tokenIdleMinutes, maxAgeHours: config.auth.tokenMaxAgeHours };
  const openStreams = new Set<() => void>();
  // Open streams would hold a closing server open: they end first (browsers reconnect to another instance).
  live.addHook('preClose', async () => {
    for (const close of [...openStreams]) close();
  });
  live.addHook('onClose', async () => {
    stopCaching();
    await hub.close();
    await caps.close();
    await redis?.quit().catch(() => undefined);
  });

  live.post(
    '/events/ticket',
    {
      config: {
        permission: 'authenticated',
        // per session: a tab reconnecting with back-off asks a few times a minute at most
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `events-ticket:${request.sessionId ?? request.ip}`,
        },
      },
      schema: { tags: ['live updates'], response: responses({ 200: EventTicketResponse }) },
    },
    async (request) => {
      const user = currentUser(request);
      const ticket = randomBytes(24).toString('base64url');
      const scope: StreamScope = {
        kind: 'session',
        userId: user.id,
        role: user.role as Role,
        sessionId: request.sessionId!,
        // a courier's stream carries its region's deliveries to claim while the courier is active
        courierRegion: user.role === 'delivery' ? await activeCourierRegion(db, user.id) : null,
      };
      await issueTicket(db, {
        ticketHash: hashTicket(ticket),
        sessionId: request.sessionId,
        scope,
        expiresAt: new Date(Date.now() + TICKET_SECONDS * 1_000),
      });
      return { ticket, expires_in: TICKET_SECONDS };
    },
  );

  // A guest's tracking page (docs/live-updates.md, the guest tracking scope): its tracking link is
  // the credential; the stream carries that one order's events (order_id), nothing else.
  live.post(
    '/events/tracking-ticket',
    {
      config: {
        permission: 'public',
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `tracking-ticket:${request.ip}`,
        },
      },
      schema: { tags: ['live updates'], body: TrackingTicketBody, response: responses({ 200: EventTicketResponse }) },
    },
    async (request) => {
      const orderId = await orderIdByTrackingToken(db, request.body.tracking_token);
      if (orderId === null) throw notFound(CUSTOMER_ORDER_MESSAGES.trackingNotFound);
      const ticket = randomBytes(24).toString('base64url');
      const scope: StreamScope = { kind: 'order', orderId };
      await issueTicket(db, {
        ticketHash: hashTicket(ticket),
        sessionId: null,
        scope,
        expiresAt: new Date(Date.now() + TICKET_SECONDS * 1_000),
      });
      return { ticket, expires_in: TICKET_SECONDS };
    },
  );

  // Everything that can refuse a stream does so before it starts, as a plain answer: a bad
  // Last-Event-ID (400), a spent, expired or unknown ticket or an ended session (401), a full cap (429).
  interface Admitted {
    scope: StreamScope;
    resumeFrom: number | null;
    /** when the session idles out or reaches its maximum age, as last read */
    sessionDeadline: number;
  }
  const admitted = new WeakMap<FastifyRequest, Admitted>();
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    const resumeFrom = resumePosition(request);
    const query = request.query as LiveEventsQuery;
    const spent = await spendTicket(db, hashTicket(query.ticket));
    const scope = spent && scopeOf(spent.scope);
    if (!scope) throw unauthenticated();
    let sessionDeadline = Number.POSITIVE_INFINITY;
    if (scope.kind === 'session') {
      const session = await sessionTimes(db, scope.sessionId);
      sessionDeadline = session ? sessionEnds(session, sessionPolicy) : 0;
      if (sessionDeadline <= Date.now()) throw unauthenticated();
    }
    // a guest's tracking streams count under their order (as its session and account) and their address
    const owner =
      scope.kind === 'session'
        ? { sessionId: scope.sessionId, userId: scope.userId, address: request.ip }
        : { sessionId: -scope.orderId, userId: -scope.orderId, address: request.ip };
    const place = await caps.admit(owner);
    if ('full' in place) {
      void reply.header('retry-after', String(STREAM_RETRY_AFTER_SECONDS));
      throw tooManyStreams(place.full, capLimits[place.full]);
    }
    // given back however the answer ends (a stream closed by either side, or an error)
    reply.raw.once('close', () => place.release());
    admitted.set(request, { scope, resumeFrom, sessionDeadline });
  };

  live.get(
    '/events',
    {
      sse: true,
      // the ticket is the credential (EventSource cannot send an Authorization header)
      config: { permission: 'public' },
      schema: { tags: ['live updates'], querystring: LiveEventsQuery },
      preHandler: (request, reply, done) => void admit(request, reply).then(() => done(), done),
    },
    async (request, reply) => {
      const stream = reply.sse;
      if (!stream) throw new HttpError(406, 'The event stream answers Accept: text/event-stream only.');
      const { scope, resumeFrom, sessionDeadline } = admitted.get(request)!;
      stream.keepAlive();

      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        if (stream.isConnected) void stream.send({ event: LIVE_CONTROL_EVENTS.end, data: {} }).catch(() => undefined);
        stream.close();
      };
      // Positions come in commit order: everything at or below the last one sent (or replayed,
      // or announced by `ready`) is behind this stream, so each event is sent once, in order.
      let sentUpTo = 0;
      const write = (event: StoredEvent) => {
        if (ended || !stream.isConnected || event.position <= sentUpTo) return;
        sentUpTo = event.position;
        if (scopeEndsWith(scope, event)) end();
        else if (scopeAllows(scope, event)) {
          stream.sendHeaders();
          reply.raw.write(messageText(event));
        }
      };

      // Live events wait while the missed ones are read, then follow them.
      let waiting: StoredEvent[] | null = [];
      const unsubscribe = hub.subscribe((event) => (waiting ? waiting.push(event) : write(event)));
      // The session's own end (idle or maximum age) ends the stream without waiting for a request.
      const stopWatching =
        scope.kind !== 'session'
          ? () => undefined
          : watchSessionExpiry({
              db,
              sessionId: scope.sessionId,
              policy: sessionPolicy,
              deadline: sessionDeadline,
              onEnded: end,
              log: request.log,
            });
      openStreams.add(end);
      stream.onClose(() => {
        unsubscribe();
        stopWatching();
        openStreams.delete(end);
      });

      const latest = await hub.latestPosition();
      if (resumeFrom === null) {
        sentUpTo = latest;
        await stream.send({ id: String(latest), event: LIVE_CONTROL_EVENTS.ready, data: {} });
      } else {
        // more missed than a replay carries, or a position this database never reached (restored
        // from a backup): the screens refetch, and the stream follows from the newest event
        const missed = resumeFrom > latest ? null : await hub.eventsAfter(resumeFrom, REPLAY_LIMIT + 1);
        if (missed === null || missed.length > REPLAY_LIMIT) {
          sentUpTo = latest;
          await stream.send({ id: String(latest), event: LIVE_CONTROL_EVENTS.resync, data: {} });
        } else {
          sentUpTo = resumeFrom;
          missed.forEach(write);
        }
      }
      const held = waiting;
      waiting = null;
      held.forEach(write);
    },
  );
}
