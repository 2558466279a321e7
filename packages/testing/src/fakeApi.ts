import { http, HttpResponse, type DefaultBodyType, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { configureApiClient } from '@farmplate/api-client';
import type { ApiResponses, ApiRoute, ErrorResponse } from '@farmplate/contracts';

/** A call as the fake server saw it. */
export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Request headers, names in lower case ('authorization'). */
  headers: Record<string, string>;
  /** Parsed JSON, the FormData of a multipart call, undefined without a body. */
  body: unknown;
}

type SuccessStatus = 200 | 201 | 202 | 204;
type FailureStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 500 | 502 | 503;

/**
 * A handler's answer: the route's success body as contracts types it (`ApiResponses`), an error
 * body with a failure status, or a dropped connection.
 */
export type FakeAnswer<Body = unknown> =
  { status?: SuccessStatus; body?: Body } | { status: FailureStatus; body?: Partial<ErrorResponse> } | 'network-error';

/** 'METHOD /path/:param' of a server route, without the /api prefix: 'GET /inventory-items/:id'. */
export type FakeRoute = ApiRoute;
export type FakeHandler<Route extends FakeRoute = FakeRoute> = (
  request: FakeRequest,
) => FakeAnswer<ApiResponses[Route]> | Promise<FakeAnswer<ApiResponses[Route]>>;
/** Handlers by route: a fake answering a shape its route does not answer fails typecheck. */
export type FakeHandlers = { [Route in FakeRoute]?: FakeHandler<Route> };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the API client points in tests (msw needs absolute URLs). */
export const TEST_ORIGIN = 'http://farmplate.test';

/** One msw server per test file: listening from the first test, reset after each, closed at the end. */
export const apiServer = setupServer();
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * The API as a test wants it: msw handlers from 'METHOD /path/:param' → answer (paths without
 * /api). Calls nothing answers get 404 'Not found'. Returns the calls made, in order. The real
 * api-client and its request core run, session handling included.
 */
export function fakeApi(handlers: FakeHandlers): FakeRequest[] {
  const calls: FakeRequest[] = [];
  configureApiClient({ origin: TEST_ORIGIN, fetch: (...args) => globalThis.fetch(...args) });
  const routes: HttpHandler[] = Object.entries(handlers).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [Method, string];
    return methods[method](`${TEST_ORIGIN}/api${pattern}`, async ({ request, params }) => {
      const url = new URL(request.url);
      const call: FakeRequest = {
        method,
        path: url.pathname.replace(/^\/api/, ''),
        params: params as Record<string, string>,
        query: url.searchParams,
        headers: Object.fromEntries(request.headers.entries()),
        body: await readBody(request),
      };
      calls.push(call);
      const answer = await (handler as FakeHandler)(call);
      if (answer === 'network-error') return HttpResponse.error();
      const status = answer.status ?? 200;
      return answer.body === undefined
        ? new HttpResponse(null, { status })
        : HttpResponse.json(answer.body as DefaultBodyType, { status });
    });
  });
  apiServer.resetHandlers(
    ...routes,
    http.all(`${TEST_ORIGIN}/api/*`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
  );
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

/** A promise settled from the test: a handler returns it to hold its call open while the test looks. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
