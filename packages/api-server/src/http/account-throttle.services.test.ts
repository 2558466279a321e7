import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * The per-account login limit shared by two instances through Redis (the Redis of CI, or
 * TEST_REDIS_URL). A `.services.test.ts` file: only the PostgreSQL project runs it
 * (jest.postgres.config.cjs), where CI provides PostgreSQL and Redis.
 */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('two instances share the per-account login count through Redis', async () => {
  const namespace = `farmplate-test-${Date.now()}:`;
  const [one, two] = await Promise.all(
    [1, 2].map(() =>
      server.anotherApp((config) => {
        config.redisUrl = REDIS_URL;
        config.rateLimitNamespace = namespace;
        config.auth.accountAttemptsPer15Minutes = 4;
      }),
    ),
  );
  const attempt = (app: typeof one, address: string, password = 'wrong') =>
    app!.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'farmer2@farmplate.test', password },
      remoteAddress: address,
    });
  const statuses = [];
  for (let index = 0; index < 4; index += 1)
    statuses.push((await attempt(index % 2 ? one : two, `10.2.0.${index}`)).statusCode);
  expect(statuses).toEqual([401, 401, 401, 401]);
  expect((await attempt(one, '10.2.1.1', 'farmer123')).statusCode).toBe(429);
  expect((await attempt(two, '10.2.1.2', 'farmer123')).statusCode).toBe(429);
});
