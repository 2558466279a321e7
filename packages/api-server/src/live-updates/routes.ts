import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sse from '@fastify/sse';
import { and, eq, gt, lt } from 'drizzle-orm';
import {
  EventTicketResponse,
  isRole,
  LIVE_CONTROL_EVENTS,
  LiveEventsQuery,
  type LiveEvent,
} from '@farmplate/contracts';
import { liveTickets } from '../db/schema';
import { currentUser } from '../http/authorization';
import { HttpError, unauthenticated } from '../http/errors';
import { responses, type Api, type AppContext } from '../http/types';
import { createEventHub, type StoredEvent } from './event-hub';
import { scopeAllows, scopeEndsWith, type StreamScope } from './scope';

/** A ticket opens one stream, once, within this time (it travels in the URL: keep it short-lived). */
export const TICKET_SECONDS = 30;
/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** A reconnecting stream replays at most this many missed events; past that the screens refetch. */
export const REPLAY_LIMIT = 2_000;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * The SSE text of an event, built once however many streams it goes to (a change seen by 1,000
 * open boards is serialised once, not 1,000 times).
 */
const messageTexts = new WeakMap<StoredEvent, string>();
function messageText(event: StoredEvent): string {
  let text = messageTexts.get(event);
  if (text === undefined) {
    const message: LiveEvent = { id: event.id, type: event.type, data: event.data } as unknown as LiveEvent;
    // JSON has no raw line breaks, so one `data:` line holds it
    text = `id: ${event.id}\ndata: ${JSON.stringify(message)}\n\n`;
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
    return { kind: 'session', userId: stored.userId, sessionId: stored.sessionId, role: stored.role };
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
  const openStreams = new Set<() => void>();
  // Open streams would hold a closing server open: they end first (browsers reconnect to another instance).
  live.addHook('preClose', async () => {
    for (const close of [...openStreams]) close();
  });
  live.addHook('onClose', async () => hub.close());

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
        role: user.role as StreamScope['role'],
        sessionId: request.sessionId!,
      };
      await db.delete(liveTickets).where(lt(liveTickets.expiresAt, new Date()));
      await db.insert(liveTickets).values({
        ticketHash: hashTicket(ticket),
        sessionId: request.sessionId,
        scope,
        expiresAt: new Date(Date.now() + TICKET_SECONDS * 1_000),
      });
      return { ticket, expires_in: TICKET_SECONDS };
    },
  );

  // The ticket is spent before the stream starts, so a refused one is a plain 401 answer.
  const scopes = new WeakMap<FastifyRequest, StreamScope>();
  const spendTicket = async (request: FastifyRequest) => {
    const query = request.query as LiveEventsQuery;
    const [spent] = await db
      .delete(liveTickets)
      .where(and(eq(liveTickets.ticketHash, hashTicket(query.ticket)), gt(liveTickets.expiresAt, new Date())))
      .returning({ scope: liveTickets.scope });
    const scope = spent && scopeOf(spent.scope);
    if (!scope) throw unauthenticated();
    scopes.set(request, scope);
  };
  live.get(
    '/events',
    {
      sse: true,
      // the ticket is the credential (EventSource cannot send an Authorization header)
      config: { permission: 'public' },
      schema: { tags: ['live updates'], querystring: LiveEventsQuery },
      preHandler: (request, _reply, done) => void spendTicket(request).then(() => done(), done),
    },
    async (request, reply) => {
      const stream = reply.sse;
      if (!stream) throw new HttpError(406, 'The event stream answers Accept: text/event-stream only.');
      const scope = scopes.get(request)!;
      stream.keepAlive();

      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        if (stream.isConnected) void stream.send({ event: LIVE_CONTROL_EVENTS.end, data: {} }).catch(() => undefined);
        stream.close();
      };
      const write = (event: StoredEvent) => {
        if (ended || !stream.isConnected) return;
        if (scopeEndsWith(scope, event)) end();
        else if (scopeAllows(scope, event)) {
          stream.sendHeaders();
          reply.raw.write(messageText(event));
        }
      };

      // Live events wait while the missed ones are read, then follow them (each sent once).
      let waiting: StoredEvent[] | null = [];
      const unsubscribe = hub.subscribe((event) => (waiting ? waiting.push(event) : write(event)));
      openStreams.add(end);
      stream.onClose(() => {
        unsubscribe();
        openStreams.delete(end);
      });

      const resumeFrom = request.query.last_event_id ?? stream.lastEventId;
      const replayed = new Set<number>();
      if (resumeFrom && /^[0-9]+$/.test(resumeFrom)) {
        const missed = await hub.eventsAfter(Number(resumeFrom), REPLAY_LIMIT + 1);
        if (missed.length > REPLAY_LIMIT) {
          await stream.send({ id: String(await hub.latestId()), event: LIVE_CONTROL_EVENTS.resync, data: {} });
        } else {
          for (const event of missed) {
            replayed.add(event.id);
            write(event);
          }
        }
      } else {
        await stream.send({ id: String(await hub.latestId()), event: LIVE_CONTROL_EVENTS.ready, data: {} });
      }
      const held = waiting;
      waiting = null;
      for (const event of held) if (!replayed.has(event.id)) write(event);
    },
  );
}
