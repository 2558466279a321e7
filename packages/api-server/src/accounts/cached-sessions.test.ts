import { statementsOf } from '../testing/statements';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Sessions and settings are kept in memory (accounts/sessions.ts, platform/settings): an
 * authenticated request reads neither, and a kept session still ends when idle too long or past
 * its maximum age. Across instances: live-updates/cached-reads.services.test.ts.
 */
describe('sessions and settings kept in memory', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      configure: (config) => {
        config.auth.tokenIdleMinutes = 3;
        config.auth.tokenMaxAgeHours = 1;
      },
    });
  });
  afterAll(() => server?.close());
  afterEach(() => jest.restoreAllMocks());

  it('answers an authenticated list with only its own statements: no session, no settings read', async () => {
    const token = await server.login('admin@farmplate.test');
    // "this week" needs the platform's time zone (Settings)
    const list = async () =>
      expect((await server.request({ method: 'GET', url: '/api/admin-orders?date=this-week', token })).statusCode).toBe(
        200,
      );
    await list();
    const { sent: statements } = await statementsOf(server.db, list);
    expect(statements.filter((statement) => /"(sessions|settings)"/.test(statement))).toEqual([]);
    // the page and its counters
    expect(statements).toHaveLength(2);
  });

  it('reads the settings again once they are saved', async () => {
    const token = await server.login('admin@farmplate.test');
    const platformName = async () =>
      (await server.request({ method: 'GET', url: '/api/platform-settings' })).json().data.platform_name;
    const before = await platformName();
    expect(
      (await server.request({ method: 'PUT', url: '/api/settings', token, payload: { platform_name: 'Kept Plate' } }))
        .statusCode,
    ).toBe(200);
    expect(await platformName()).toBe('Kept Plate');
    await server.request({ method: 'PUT', url: '/api/settings', token, payload: { platform_name: before } });
  });

  it('ends a kept session that has been idle too long, without a request in between', async () => {
    const token = await server.login('kitchen@farmplate.test');
    const me = async () => (await server.request({ method: 'GET', url: '/api/user-detail', token })).statusCode;
    expect(await me()).toBe(200);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 3.5 * 60_000);
    expect(await me()).toBe(401);
    jest.restoreAllMocks();
    expect(await me()).toBe(401);
  });

  it('ends a kept session past its maximum age however often it is used, without reading it', async () => {
    const token = await server.login('farmer@farmplate.test');
    const me = async () => (await server.request({ method: 'GET', url: '/api/user-detail', token })).statusCode;
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now');
    // every 2.5 minutes (never idle for 3) until past the hour
    for (let minutes = 0; minutes < 60; minutes += 2.5) {
      clock.mockReturnValue(now + minutes * 60_000);
      expect(await me()).toBe(200);
    }
    clock.mockReturnValue(now + 61 * 60_000);
    let status = 0;
    const { sent: statements } = await statementsOf(server.db, async () => {
      status = await me();
    });
    expect(status).toBe(401);
    expect(statements.filter((statement) => /^select .* from "sessions"/i.test(statement))).toEqual([]);
  });
});
