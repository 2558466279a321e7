import { eq } from 'drizzle-orm';
import { farmerProfiles, kitchenProfiles } from '../db/schema';
import { statementsOf } from '../testing/statements';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * The order lists cost one round trip: the page and its counters, sent at once (on PostgreSQL, on
 * two connections in parallel); no session or settings read (kept in memory), and whether the
 * admin's kitchen filter names a kitchen or a farm is looked up inside those two statements.
 */
describe('statements per order list request', () => {
  let server: TestServer;
  let admin: string;
  let kitchen: string;
  let kitchenId: number;
  let farmId: number;
  let next: string;
  let previous: string;
  beforeAll(async () => {
    server = await startTestServer();
    [admin, kitchen] = await Promise.all([
      server.login('admin@farmplate.test'),
      server.login('kitchen@farmplate.test'),
    ]);
    [{ id: kitchenId }] = (await server.db.select({ id: kitchenProfiles.userId }).from(kitchenProfiles).limit(1)) as [
      { id: number },
    ];
    [{ id: farmId }] = (await server.db
      .select({ id: farmerProfiles.userId })
      .from(farmerProfiles)
      .where(eq(farmerProfiles.status, 'active'))
      .limit(1)) as [{ id: number }];
    const kitchenPage = await server.request({
      method: 'GET',
      url: `/api/admin-orders?kitchen=${kitchenId}`,
      token: admin,
    });
    next = encodeURIComponent(kitchenPage.json<{ next_cursor: string }>().next_cursor);
    const third = await server.request({ method: 'GET', url: '/api/admin-orders?page=3', token: admin });
    previous = encodeURIComponent(third.json<{ previous_cursor: string }>().previous_cursor);
  });
  afterAll(() => server?.close());

  const year = new Date().getFullYear();
  it.each([
    ['admin orders, first screen', '/api/admin-orders', 'admin'],
    ['admin orders, status + kitchen', () => `/api/admin-orders?status=new&kitchen=${kitchenId}`, 'admin'],
    ['admin orders, a farm', () => `/api/admin-orders?kitchen=${farmId}`, 'admin'],
    ['admin orders, this week', '/api/admin-orders?date=this-week', 'admin'],
    ['admin orders, free-text search', '/api/admin-orders?search=chidi', 'admin'],
    [
      'admin orders, completed, custom dates, page 3',
      `/api/admin-orders?status=completed&date=custom&from=${year}-01-01&to=${year}-12-31&page=3`,
      'admin',
    ],
    ['admin orders, a kitchen in custom dates', () => `/api/admin-orders?kitchen=${kitchenId}&date=this-week`, 'admin'],
    [
      'admin orders, Next by cursor, a kitchen',
      () => `/api/admin-orders?kitchen=${kitchenId}&page=2&after=${next}`,
      'admin',
    ],
    ['admin orders, Previous by cursor', () => `/api/admin-orders?page=2&before=${previous}`, 'admin'],
    ['kitchen board', '/api/kitchen-orders?scope=current', 'kitchen'],
  ] as const)('%s: two statements, sent together', async (_call, url, who) => {
    const token = who === 'admin' ? admin : kitchen;
    const get = async () => {
      const response = await server.request({ method: 'GET', url: typeof url === 'string' ? url : url(), token });
      expect(response.statusCode).toBe(200);
    };
    await get(); // the session and the settings are kept from here on
    const { sent, mostAtOnce } = await statementsOf(server.db, get);
    expect(sent).toHaveLength(2);
    expect(mostAtOnce).toBe(2);
  });
});
