import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Every answer carries the same security headers, in the same order and with the same values,
 * whatever the route or status: an API answer, a refusal of the authorization hook, an unknown
 * address, the shell's page (or its 503 without a build).
 */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@farmplate.test');
});
afterAll(() => server?.close());

const SECURITY_HEADERS: [string, string | null][] = [
  // the policy depends on the configured remotes: the same on every answer, checked below
  ['content-security-policy', null],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

/** The security headers of an answer, in the order it sends them. */
async function securityHeadersOf(url: string, token?: string) {
  const response = await server.request({ method: 'GET', url, token });
  const names = new Set(SECURITY_HEADERS.map(([name]) => name));
  const sent = Object.keys(response.headers).map((name) => name.toLowerCase());
  return {
    status: response.statusCode,
    order: sent.filter((name) => names.has(name)),
    values: SECURITY_HEADERS.map(([name]) => [name, response.headers[name]]),
  };
}

it('are the same on an answer, a refusal, an unknown address and the page', async () => {
  const answers = await Promise.all([
    securityHeadersOf('/api/users', admin),
    securityHeadersOf('/api/users'),
    securityHeadersOf('/api/no-such-call', admin),
    securityHeadersOf('/'),
  ]);
  // the page: 503 while the shell has no build here
  expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404, expect.any(Number)]);
  const [first] = answers;
  expect(first.order).toEqual(SECURITY_HEADERS.map(([name]) => name));
  for (const [name, value] of SECURITY_HEADERS) if (value !== null) expect(first.values).toContainEqual([name, value]);
  expect(String(first.values[0]![1])).toMatch(/^default-src 'self';base-uri 'self';.*frame-ancestors 'none';/);
  for (const answer of answers) expect(answer.order).toEqual(first.order);
  for (const answer of answers) expect(answer.values).toEqual(first.values);
});
