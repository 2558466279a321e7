import { useEffect, useRef, useState } from 'react';
// eslint-disable-next-line import-x/no-cycle -- the public calls are part of the light entry and use its one request core
import { apiRequest, buildUrl } from '@farmplate/api-client/core';

/**
 * The tracking page's own event stream (docs/live-updates.md, "Adding the guest tracking scope"):
 * a guest has no session, so the page asks for a ticket with the order's tracking token and opens
 * an EventSource of its own that carries that order's events only. It lives in the light entry
 * (the public site never loads the signed-in stream); each error closes it and it reconnects with
 * a new ticket and the last event id, backing off from 1 s to 30 s.
 */
export type TrackingStreamStatus = 'off' | 'connecting' | 'live' | 'interrupted';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

interface StreamEvent {
  id: number;
  type: string;
  data: unknown;
}

/**
 * While `enabled`, keeps a stream of the order behind `token` open and calls `onChange` on each of
 * its events (and on a resync: more was missed than the server replays). Returns the stream's
 * state, for the page to poll only while it is not live.
 */
export function useTrackingStream(token: string, enabled: boolean, onChange: () => void): TrackingStreamStatus {
  const [status, setStatus] = useState<TrackingStreamStatus>('off');
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    if (!enabled || !token || typeof EventSource === 'undefined') {
      setStatus('off');
      return;
    }
    let stopped = false;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let retryMs = FIRST_RETRY_MS;
    let lastEventId: string | null = null;

    const remember = (id: string) => {
      if (id && (lastEventId === null || Number(id) > Number(lastEventId))) lastEventId = id;
    };
    const retryLater = () => {
      source?.close();
      source = null;
      if (stopped) return;
      setStatus('interrupted');
      const delay = retryMs * (0.75 + Math.random() / 2);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      retryTimer = setTimeout(() => void connect(), delay);
    };
    const connect = async () => {
      let ticket: string;
      try {
        ({ ticket } = await apiRequest<{ ticket: string }>('/events/tracking-ticket', {
          method: 'POST',
          body: { tracking_token: token },
        }));
      } catch {
        retryLater();
        return;
      }
      if (stopped) return;
      const opened = new EventSource(buildUrl('/events', { ticket, last_event_id: lastEventId ?? undefined }));
      source = opened;
      opened.onopen = () => {
        retryMs = FIRST_RETRY_MS;
        setStatus('live');
      };
      opened.onerror = () => {
        if (source === opened) retryLater();
      };
      opened.onmessage = (message: MessageEvent<string>) => {
        remember(message.lastEventId);
        try {
          JSON.parse(message.data) as StreamEvent;
        } catch {
          return;
        }
        latest.current();
      };
      opened.addEventListener('ready', (message) => {
        if (lastEventId === null) remember(message.lastEventId);
        // anything that changed between the page's load and the stream's start
        latest.current();
      });
      opened.addEventListener('resync', (message) => {
        lastEventId = message.lastEventId || lastEventId;
        latest.current();
      });
      opened.addEventListener('end', () => {
        if (source === opened) retryLater();
      });
    };

    setStatus('connecting');
    void connect();
    return () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      source?.close();
      source = null;
    };
  }, [token, enabled]);

  return status;
}
