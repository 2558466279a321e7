import { configureApiClient } from '@farmplate/api-client';

/** A call as the fake server saw it. */
export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON, or the FormData of a multipart call. */
  body: unknown;
}

export type FakeAnswer = { status?: number; body?: unknown } | 'network-error';
export type FakeHandler = (request: FakeRequest) => FakeAnswer;

/**
 * Answers the API client's calls in tests from handlers keyed 'METHOD /path/:param'
 * (paths without the /api prefix). Unknown calls answer 404. Returns the calls made.
 */
export function fakeApi(handlers: Record<string, FakeHandler>): FakeRequest[] {
  const routes = Object.entries(handlers).map(([key, handler]) => {
    const [method, pattern] = key.split(' ');
    if (!method || !pattern) throw new Error(`A fake route is written "METHOD /path", not "${key}".`);
    const names: string[] = [];
    const regex = new RegExp(
      `^${pattern.replace(/:(\w+)/g, (_match, name: string) => {
        names.push(name);
        return '([^/]+)';
      })}$`,
    );
    return { method, regex, names, handler };
  });
  const calls: FakeRequest[] = [];

  configureApiClient({
    origin: '',
    fetch: async (input, init = {}) => {
      const url = new URL(String(input), 'http://farmplate.test');
      const method = init.method ?? 'GET';
      const path = url.pathname.replace(/^\/api/, '');
      const raw = init.body;
      const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
      let answer: FakeAnswer = { status: 404, body: { message: 'Not found' } };
      for (const route of routes) {
        const match = route.method === method ? route.regex.exec(path) : null;
        if (!match) continue;
        const params = Object.fromEntries(
          route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
        );
        const request = { method, path, params, query: url.searchParams, body };
        calls.push(request);
        answer = route.handler(request);
        break;
      }
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      const status = answer.status ?? 200;
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
    },
  });
  return calls;
}

/** A paged list answer as the server gives it. */
export function paged<T>(data: T[], page = 1, perPage = 10, total = data.length) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = data.length ? (page - 1) * perPage + 1 : null;
  return {
    data,
    current_page: page,
    last_page: lastPage,
    from,
    to: from === null ? null : from + data.length - 1,
    total,
    per_page: perPage,
  };
}
