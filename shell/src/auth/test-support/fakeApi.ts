import { configureApiClient } from '@farmplate/api-client';

/** One call as the API server would have received it. */
export interface ApiCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface ApiReply {
  status?: number;
  body?: unknown;
}

/**
 * Answers the API client's fetch with `respond` (sync or async, to hold a call open) and
 * records every call. Mocks at the fetch level: the real request core, session handling included.
 */
export function fakeApi(respond: (call: ApiCall) => ApiReply | Promise<ApiReply>): ApiCall[] {
  const calls: ApiCall[] = [];
  configureApiClient({
    origin: '',
    fetch: async (input, init = {}) => {
      const url = new URL(String(input), 'http://farmplate.test');
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        headers: init.headers as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const { status = 200, body } = await respond(call);
      // jsdom has no Response: the request core only reads ok, status and text().
      return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body ?? {}) } as Response;
    },
  });
  return calls;
}

/** A promise to settle from the test, to observe a screen while its call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
