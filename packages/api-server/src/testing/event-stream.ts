import type { LiveEvent } from '@farmplate/contracts';

/** One message of an event stream as a test sees it. */
export interface StreamMessage {
  /** `message` for events, or the control name (ready, resync, end) */
  event: string;
  id: string | null;
  data: unknown;
}

/**
 * A Server-Sent Events stream read over real HTTP (fetch), as a browser's EventSource reads it:
 * the messages so far, a wait for the next matching one, and whether the server ended it.
 */
export interface EventStreamReader {
  status: number;
  messages: StreamMessage[];
  /** the live events (default `message`s) received so far */
  events(): LiveEvent[];
  /** Resolves with the first message (already received or coming) that `match` accepts. */
  next(match: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  /** resolves when the server closed the stream */
  closed: Promise<void>;
  close(): void;
}

export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const messages: StreamMessage[] = [];
  const waiters = new Set<{ match: (message: StreamMessage) => boolean; resolve: (message: StreamMessage) => void }>();

  const receive = (block: string) => {
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    const message = { event, id, data: JSON.parse(data.join('\n')) as unknown };
    messages.push(message);
    for (const waiter of [...waiters])
      if (waiter.match(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
      }
  };

  const closed = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          receive(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
        }
      }
    } catch {
      // aborted by close()
    }
  })();

  return {
    status: response.status,
    messages,
    events: () => messages.filter((message) => message.event === 'message').map((message) => message.data as LiveEvent),
    next(match, timeoutMs = 5_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no matching event within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    closed,
    close: () => abort.abort(),
  };
}
