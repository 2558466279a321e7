import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onSessionExpired, signIn, signOut } from '@farmplate/session';
import { apiRequest, ApiError, configureApiClient, toFormData } from './request';

type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;
let handler: Handler;
let server: Server;

const reply = (res: ServerResponse, status: number, body: string, type = 'application/json') => {
  res.writeHead(status, { 'Content-Type': type });
  res.end(body);
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => handler(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => signOut());

const farmer = {
  id: 2,
  name: 'Kwame Mensah',
  email: 'farmer@farmplate.test',
  role: 'farmer' as const,
  status: 'active' as const,
  created_at: '2026-01-01T00:00:00.000Z',
};

test('calls go under /api with Accept JSON, the query string and no token when signed out', async () => {
  let seen: IncomingMessage | undefined;
  handler = (req, res) => {
    seen = req;
    reply(res, 200, '{"data":[1,2]}');
  };
  const result = await apiRequest<{ data: number[] }>('/menu-items', {
    query: { page: 2, search: '', status: 'active' },
  });
  expect(result).toEqual({ data: [1, 2] });
  expect(seen?.url).toBe('/api/menu-items?page=2&status=active');
  expect(seen?.headers.accept).toBe('application/json');
  expect(seen?.headers.authorization).toBeUndefined();
});

test('a stored token is sent as a Bearer header and a body as JSON', async () => {
  signIn('tok-123', farmer);
  let seen: { auth?: string; type?: string; body?: string } = {};
  handler = (req, res, body) => {
    seen = { auth: req.headers.authorization, type: req.headers['content-type'], body: body.toString() };
    reply(res, 201, '{"message":"Created"}');
  };
  await apiRequest('/inventory-items', { method: 'POST', body: { produce_name: 'Yams', quantity: 10 } });
  expect(seen.auth).toBe('Bearer tok-123');
  expect(seen.type).toBe('application/json');
  expect(JSON.parse(seen.body!)).toEqual({ produce_name: 'Yams', quantity: 10 });
});

test('multipart bodies carry files and booleans as 1/0', async () => {
  let seen: { type?: string; body?: string } = {};
  handler = (req, res, body) => {
    seen = { type: req.headers['content-type'], body: body.toString() };
    reply(res, 200, '{}');
  };
  const form = toFormData({
    item_name: 'Jollof',
    vegan: true,
    gluten_free: false,
    image: new Blob(['png-bytes'], { type: 'image/png' }),
  });
  await apiRequest('/menu-items', { method: 'POST', formData: form });
  expect(seen.type).toMatch(/^multipart\/form-data; boundary=/);
  expect(seen.body).toContain('name="vegan"\r\n\r\n1');
  expect(seen.body).toContain('name="gluten_free"\r\n\r\n0');
  expect(seen.body).toContain('png-bytes');
});

test("an error carries the server's message and field errors", async () => {
  handler = (_req, res) =>
    reply(
      res,
      422,
      JSON.stringify({ message: 'The given data was invalid.', errors: { email: ['Please enter a valid email'] } }),
    );
  const error = await apiRequest<never>('/web-register', { method: 'POST', body: {} }).catch((e: ApiError) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error.message).toBe('The given data was invalid.');
  expect(error.status).toBe(422);
  expect(error.errors).toEqual({ email: ['Please enter a valid email'] });
});

test("an unreadable body gives 'Network error', a readable one without message 'HTTP {status}'", async () => {
  handler = (_req, res) => reply(res, 502, '<html>Bad gateway</html>', 'text/html');
  await expect(apiRequest('/users')).rejects.toMatchObject({ message: 'Network error', kind: 'network', status: 502 });
  handler = (_req, res) => reply(res, 500, '{}');
  await expect(apiRequest('/users')).rejects.toMatchObject({ message: 'HTTP 500', kind: 'server', reason: undefined });
});

test('a server that cannot be reached gives Network error', async () => {
  configureApiClient({ origin: 'http://127.0.0.1:9' });
  try {
    await expect(apiRequest('/users')).rejects.toThrow('Network error');
  } finally {
    configureApiClient({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  }
});

test('a 401 for a signed-in visitor ends the session and says so', async () => {
  signIn('revoked-token', farmer);
  const expired = jest.fn();
  const unsubscribe = onSessionExpired(expired);
  handler = (_req, res) => reply(res, 401, '{"message":"Unauthenticated."}');
  await expect(apiRequest('/inventory-items')).rejects.toThrow('Session expired. Please login again.');
  expect(expired).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
  unsubscribe();
});

test('a 401 answering a call sent before the visitor logged out is not a session expiry', async () => {
  signIn('old-token', farmer);
  const expired = jest.fn();
  const unsubscribe = onSessionExpired(expired);
  // the call is in flight when the visitor logs out (here or in another tab); the server then refuses it
  handler = (_req, res) => {
    signOut();
    reply(res, 401, '{"message":"Unauthenticated."}');
  };
  await expect(apiRequest('/inventory-items')).rejects.toThrow('Unauthenticated.');
  expect(expired).not.toHaveBeenCalled();
  unsubscribe();
});

test('a failed login (no session yet) is not a session expiry', async () => {
  const expired = jest.fn();
  const unsubscribe = onSessionExpired(expired);
  handler = (_req, res) => reply(res, 401, '{"message":"Invalid email or password"}');
  await expect(apiRequest('/login', { method: 'POST', body: {} })).rejects.toThrow('Invalid email or password');
  expect(expired).not.toHaveBeenCalled();
  unsubscribe();
});
