import { expireSession, getToken, SESSION_EXPIRED_MESSAGE } from '@farmplate/session';

/** Every call goes to this base path on the page's own origin (spec §7). */
export const API_BASE_PATH = '/api';

/** What went wrong, read from the status once here so no screen decodes messages. */
export type ApiErrorKind =
  'unauthorized' | 'forbidden' | 'validation' | 'not-found' | 'conflict' | 'rate-limited' | 'network' | 'server';

export function apiErrorKind(status: number): ApiErrorKind {
  if (status === 0) return 'network';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status === 400 || status === 413 || status === 415 || status === 422) return 'validation';
  return status >= 400 && status < 500 ? 'validation' : 'server';
}

/** A failed call: the server's message (or a fallback), its status, its kind and any field errors. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string[]>,
    /** True when `message` is the server's own `message` (not 'HTTP 500' or 'Network error'). */
    readonly fromServer = false,
    /** 'network' also for an answer that is not the API's (an unreadable body from a proxy). */
    kind: ApiErrorKind = apiErrorKind(status),
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
  }

  /** The server's own reason, when it gave one: what a screen may show after its own words. */
  get reason(): string | undefined {
    return this.fromServer ? this.message.trim() || undefined : undefined;
  }

  /** The visitor's session ended (spec §7): the session keeper sends them to /login, no toast. */
  get sessionExpired(): boolean {
    return this.message === SESSION_EXPIRED_MESSAGE;
  }

  /** A refusal of the request itself (4xx): asking again gives the same answer. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  /** Field → first message of a validation answer (empty otherwise), for final-form's submit errors. */
  get fieldErrors(): Record<string, string> {
    return Object.fromEntries(
      Object.entries(this.errors ?? {}).flatMap(([field, [first]]) => (first === undefined ? [] : [[field, first]])),
    );
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart form data instead of `body` (file uploads). */
  formData?: FormData;
  /** Appended to the URL; empty values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

interface RequestConfig {
  /** Prefix for the base path; empty in the browser (same origin), a full origin in tests. */
  origin: string;
  fetch: typeof fetch;
}

const config: RequestConfig = { origin: '', fetch: (...args) => globalThis.fetch(...args) };

/** Points the client elsewhere (tests, standalone remotes). */
export function configureApiClient(overrides: Partial<RequestConfig>): void {
  Object.assign(config, overrides);
}

/** Spec §7: a 401, or a message containing 401 or Unauthorized, is a session expiry. */
const isSessionFailure = (status: number, message: string) => status === 401 || /401|Unauthorized/.test(message);

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${config.origin}${API_BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * The request core of spec §7 "Response handling": Accept JSON, Bearer token when one is stored,
 * JSON or multipart bodies; a non-OK answer throws an ApiError whose message is the server's
 * `message`, else 'Network error' when the body is unreadable, else 'HTTP {status}'. A 401 ends
 * the session (listeners send the visitor to /login) and throws 'Session expired. Please login again.'
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  const text = await response.text().catch(() => '');
  try {
    return (text ? JSON.parse(text) : undefined) as T;
  } catch {
    return undefined as T;
  }
}

/**
 * The request core for an answer that is not JSON (a CSV export): the same token, the same
 * failures and the same end of an expired session as `apiRequest`; an OK answer is returned unread.
 */
export async function apiResponse(
  path: string,
  {
    method = 'GET',
    body,
    formData,
    query,
    signal,
    accept = 'application/json',
  }: RequestOptions & { accept?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (formData) {
    payload = formData; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await config.fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError('Network error', 0);
  }
  if (response.ok) return response;

  const text = await response.text().catch(() => null);
  let data: unknown = undefined;
  let readable = text !== null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      readable = false;
    }
  }
  const server = (data ?? {}) as { message?: unknown; errors?: Record<string, string[]> };
  const fromServer = typeof server.message === 'string' && server.message !== '';
  const message = fromServer ? (server.message as string) : readable ? `HTTP ${response.status}` : 'Network error';
  // Only a signed-in visitor's failure is a session expiry; a failed login is just a failed login,
  // and a call that was sent before a logout (here or in another tab) is answered for a session
  // that has already ended: expiring it again would send the visitor to /login.
  if (token && getToken() === token && isSessionFailure(response.status, message)) {
    expireSession();
    throw new ApiError(SESSION_EXPIRED_MESSAGE, response.status);
  }
  throw new ApiError(message, response.status, server.errors, fromServer, readable ? undefined : 'network');
}

/** Turns a plain object into multipart form data; booleans become '1'/'0' (spec §3 menu item). */
export function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'boolean') form.append(key, value ? '1' : '0');
    else if (Array.isArray(value)) value.forEach((item) => form.append(`${key}[]`, String(item)));
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- form values are primitives; String() is their wire form
    else form.append(key, String(value));
  }
  return form;
}
