import type { LightMyRequestResponse } from 'fastify';
import { startTestServer, type TestServer } from '../testing/test-server';
import { PUBLIC_BODY_LIMIT } from './body-limits';

/**
 * Regular-expression denial of service: a 128 KiB email used to block the whole server for
 * about 12 s (ajv reports every error, so the email pattern ran although maxLength had failed).
 */
let server: TestServer;
let admin: string;
/** Lengths of the texts the schemas' patterns (ajv compiles them with the u flag) were run on. */
let patternInputs: number[] = [];
const originalTest = RegExp.prototype.test;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@farmplate.test');
  jest.spyOn(RegExp.prototype, 'test').mockImplementation(function (this: RegExp, input: string) {
    if (this.unicode) patternInputs.push(String(input).length);
    return originalTest.call(this, input);
  });
});
afterAll(async () => {
  jest.restoreAllMocks();
  await server.close();
});
beforeEach(() => {
  patternInputs = [];
});

/** An email of 128 KiB shaped to make `^\S+@\S+\.\S+$` backtrack. */
const HUGE_EMAIL = `${'a@a.'.repeat(32 * 1024)} `;

const BODIES: Record<string, Record<string, unknown>> = {
  '/api/forgot-password': { email: HUGE_EMAIL },
  '/api/login': { email: HUGE_EMAIL, password: 'secret1' },
  '/api/web-register': { name: 'Big', email: HUGE_EMAIL, password: 'secret1', role: 'farmer', farm_name: 'Big Farm' },
};

describe.each(Object.keys(BODIES))('a 128 KiB email to %s', (url) => {
  it('is refused with 413 before it is parsed, while another request is answered', async () => {
    const finished: string[] = [];
    const track = (name: string) => (response: LightMyRequestResponse) => {
      finished.push(name);
      return response;
    };
    const big = server.request({ method: 'POST', url, payload: BODIES[url] }).then(track('big'));
    const small = server.request({ method: 'GET', url: '/api/health' }).then(track('small'));
    const [bigResponse, smallResponse] = await Promise.all([big, small]);
    expect(smallResponse.statusCode).toBe(200);
    // refused while reading the body (so no pattern ran), or else answered after the small one
    expect(bigResponse.statusCode).toBe(413);
    expect(bigResponse.json()).toEqual({ message: 'The request is too large.' });
    expect(finished).toContain('small');
    expect(patternInputs.every((length) => length <= 256)).toBe(true);
  });
});

it('caps the JSON body of every anonymous route', () => {
  const publicWithBody = server.routes.filter(
    (route) => route.config?.permission === 'public' && route.url.startsWith('/api') && route.method === 'POST',
  );
  expect(publicWithBody.length).toBeGreaterThanOrEqual(7);
  for (const route of publicWithBody)
    expect({ url: route.url, limit: route.bodyLimit }).toEqual({
      url: route.url,
      limit: PUBLIC_BODY_LIMIT,
    });
});

it('answers a 128 KiB email on a signed-in route with 422 and never runs a pattern on more than the field allows', async () => {
  const response = await server.request({
    method: 'POST',
    url: '/api/users',
    token: admin,
    payload: {
      name: 'Big Email',
      email: HUGE_EMAIL,
      role: 'customer',
      password: 'secret1',
      password_confirmation: 'secret1',
    },
  });
  expect(response.statusCode).toBe(422);
  expect(response.json().errors.email).toEqual(['Please enter a valid email address']);
  expect(patternInputs.length).toBeGreaterThan(0);
  expect(Math.max(...patternInputs)).toBeLessThanOrEqual(256);
});

it('still accepts a valid email (the bound changes nothing valid)', async () => {
  const response = await server.request({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { email: 'nobody-here@farmplate.test' },
  });
  expect(response.statusCode).toBe(200);
});
