import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { getToken, sessionStore, tokenAtom } from '@farmplate/session';
import {
  LIVE_CONTROL_EVENTS,
  type EventTicketResponse,
  type LiveEvent,
  type LiveEventType,
} from '@farmplate/contracts';
import { apiRequest, buildUrl } from '@farmplate/api-client/core';

/**
 * Live updates (docs/live-updates.md): one EventSource per browser tab, in this module because
 * the API client is a federated singleton (the shell and every remote share the one instance) and
 * its request core issues the stream's ticket. Screens subscribe by event type (`useLiveEvent`);
 * while the stream is interrupted they poll (`useLiveRefetchInterval`).
 *
 * EventSource's own reconnection would reuse a spent ticket, so every error closes it and this
 * module reconnects with a new ticket and the last event id, backing off up to 30 s.
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'interrupted';

interface Subscriber {
  types: ReadonlySet<string>;
  onEvent(event: LiveEvent): void;
  /** more was missed than the server replays: refetch what the screen shows */
  onResync?(): void;
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** A stream without subscribers stays open this long (a route change unmounts, then mounts). */
const LINGER_MS = 5_000;

interface Connection {
  status: LiveStatus;
  source: EventSource | null;
  lastEventId: string | null;
  subscribers: Set<Subscriber>;
  statusListeners: Set<() => void>;
  retryMs: number;
  retryTimer: ReturnType<typeof setTimeout> | null;
  lingerTimer: ReturnType<typeof setTimeout> | null;
  /** bumps on every (re)connection: an older attempt's late answer is ignored */
  attempt: number;
}

const connection: Connection = {
  status: 'off',
  source: null,
  lastEventId: null,
  subscribers: new Set(),
  statusListeners: new Set(),
  retryMs: FIRST_RETRY_MS,
  retryTimer: null,
  lingerTimer: null,
  attempt: 0,
};

function setStatus(status: LiveStatus) {
  if (connection.status === status) return;
  connection.status = status;
  connection.statusListeners.forEach((listener) => listener());
}

function closeSource() {
  connection.attempt += 1;
  connection.source?.close();
  connection.source = null;
  if (connection.retryTimer) clearTimeout(connection.retryTimer);
  connection.retryTimer = null;
}

function stop() {
  if (connection.lingerTimer) clearTimeout(connection.lingerTimer);
  connection.lingerTimer = null;
  closeSource();
  connection.lastEventId = null;
  connection.retryMs = FIRST_RETRY_MS;
  setStatus('off');
}

function retryLater() {
  closeSource();
  if (!getToken()) return stop();
  setStatus('interrupted');
  const delay = connection.retryMs * (0.75 + Math.random() / 2);
  connection.retryMs = Math.min(connection.retryMs * 2, MAX_RETRY_MS);
  connection.retryTimer = setTimeout(() => void connect(), delay);
}

const remember = (id: string) => {
  if (id && (connection.lastEventId === null || Number(id) > Number(connection.lastEventId)))
    connection.lastEventId = id;
};

async function connect(): Promise<void> {
  closeSource();
  const attempt = connection.attempt;
  if (!getToken()) return stop();
  // no EventSource (jsdom, very old browsers): the screens keep polling
  if (typeof EventSource === 'undefined') return;
  if (connection.status === 'off') setStatus('connecting');
  let ticket: EventTicketResponse;
  try {
    ticket = await apiRequest<EventTicketResponse>('/events/ticket', { method: 'POST' });
  } catch {
    // a 401 has ended the session (the request core signs out): the token watch stops us
    if (attempt === connection.attempt) retryLater();
    return;
  }
  if (attempt !== connection.attempt || !getToken()) return;
  const source = new EventSource(
    buildUrl('/events', { ticket: ticket.ticket, last_event_id: connection.lastEventId ?? undefined }),
  );
  connection.source = source;
  source.onopen = () => {
    connection.retryMs = FIRST_RETRY_MS;
    setStatus('live');
  };
  source.onerror = () => {
    if (connection.source === source) retryLater();
  };
  source.onmessage = (message: MessageEvent<string>) => {
    remember(message.lastEventId);
    let event: LiveEvent;
    try {
      event = JSON.parse(message.data) as LiveEvent;
    } catch {
      return;
    }
    for (const subscriber of [...connection.subscribers])
      if (subscriber.types.has(event.type)) subscriber.onEvent(event);
  };
  source.addEventListener(LIVE_CONTROL_EVENTS.ready, (message) => {
    if (connection.lastEventId === null) remember(message.lastEventId);
  });
  source.addEventListener(LIVE_CONTROL_EVENTS.resync, (message) => {
    connection.lastEventId = message.lastEventId || connection.lastEventId;
    for (const subscriber of [...connection.subscribers]) subscriber.onResync?.();
  });
  // The session ended: asking for a ticket again answers 401, which signs this tab out.
  source.addEventListener(LIVE_CONTROL_EVENTS.end, () => {
    if (connection.source === source) void connect();
  });
}

function retain(): () => void {
  if (connection.lingerTimer) clearTimeout(connection.lingerTimer);
  connection.lingerTimer = null;
  if (connection.status === 'off' && getToken()) void connect();
  return () => {
    if (connection.subscribers.size > 0 || connection.statusListeners.size > 0) return;
    if (connection.status === 'off') return stop();
    connection.lingerTimer = setTimeout(stop, LINGER_MS);
  };
}

// Signing out (here or in another tab) closes the stream; signing in opens it if a screen listens.
sessionStore.sub(tokenAtom, () => {
  if (!getToken()) stop();
  else if (connection.subscribers.size > 0 || connection.statusListeners.size > 0) void connect();
});

/** Subscribes to events of `types`; returns the unsubscribe function. Opens the stream if needed. */
export function subscribeLiveEvents(
  types: readonly LiveEventType[],
  onEvent: (event: LiveEvent) => void,
  onResync?: () => void,
): () => void {
  const subscriber: Subscriber = { types: new Set(types), onEvent, onResync };
  connection.subscribers.add(subscriber);
  const release = retain();
  return () => {
    connection.subscribers.delete(subscriber);
    release();
  };
}

/**
 * Calls `onEvent` with each live event of `types` while the component is mounted (the latest
 * callbacks are used: no resubscription on every render). `onResync` runs when the stream missed
 * more than it replays.
 */
export function useLiveEvent<T extends LiveEventType>(
  types: readonly T[],
  onEvent: (event: LiveEvent<T>) => void,
  onResync?: () => void,
): void {
  const latest = useRef({ onEvent, onResync });
  latest.current = { onEvent, onResync };
  const key = types.join(',');
  useEffect(
    () =>
      subscribeLiveEvents(
        key.split(',') as LiveEventType[],
        (event) => latest.current.onEvent(event as LiveEvent<T>),
        () => latest.current.onResync?.(),
      ),
    [key],
  );
}

function subscribeStatus(listener: () => void) {
  connection.statusListeners.add(listener);
  const release = retain();
  return () => {
    connection.statusListeners.delete(listener);
    release();
  };
}

/** The stream's state: `interrupted` while it reconnects (the screens poll meanwhile). */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    subscribeStatus,
    () => connection.status,
    () => 'off' as const,
  );
}

/** A query's `refetchInterval`: none while live updates arrive, `intervalMs` while they do not. */
export function useLiveRefetchInterval(intervalMs: number): number | false {
  return useLiveStatus() === 'live' ? false : intervalMs;
}

/** How often a screen kept fresh by live events polls while the stream is interrupted. */
export const LIVE_FALLBACK_POLL_MS = 15_000;

/**
 * Keeps the queries under `queryKey` fresh from live events of `types`: one invalidation (only
 * the mounted queries under that key refetch) at most every `throttleMs`, however many events
 * arrive, so a burst is one refetch and not a storm. Returns the `refetchInterval` the query
 * should use: none while live, polling while the stream is interrupted.
 */
export function useLiveInvalidation(
  types: readonly LiveEventType[],
  queryKey: QueryKey,
  { throttleMs = 1_000, pollMs = LIVE_FALLBACK_POLL_MS }: { throttleMs?: number; pollMs?: number } = {},
): number | false {
  const queryClient = useQueryClient();
  const latest = useRef({ queryClient, queryKey, throttleMs });
  latest.current = { queryClient, queryKey, throttleMs };
  const throttle = useRef<{ timer: ReturnType<typeof setTimeout> | null; again: boolean }>({
    timer: null,
    again: false,
  });
  useEffect(() => {
    const state = throttle.current;
    return () => {
      if (state.timer) clearTimeout(state.timer);
      state.timer = null;
    };
  }, []);
  const invalidate = () => {
    const state = throttle.current;
    // events during the pause are covered by one more refetch at its end
    if (state.timer) {
      state.again = true;
      return;
    }
    void latest.current.queryClient.invalidateQueries({ queryKey: latest.current.queryKey });
    state.timer = setTimeout(() => {
      state.timer = null;
      if (state.again) {
        state.again = false;
        invalidate();
      }
    }, latest.current.throttleMs);
  };
  useLiveEvent(types, invalidate, invalidate);
  return useLiveRefetchInterval(pollMs);
}
