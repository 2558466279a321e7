import { eq, sql } from 'drizzle-orm';
import { farmerProfiles, kitchenProfiles } from '../db/schema';
import { onEveryConnection, statementsOf } from '../testing/statements';
import { forgetSearchTrigramShares } from './order-search';
import { startTestServer, TEST_DATABASE_URL, type TestServer } from '../testing/test-server';

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

  it('admin orders, free-text search: one statement, the page carrying its counters', async () => {
    const get = async () => {
      const response = await server.request({ method: 'GET', url: '/api/admin-orders?search=chidi', token: admin });
      expect(response.statusCode).toBe(200);
    };
    await get(); // the session and the settings are kept from here on
    const { sent } = await statementsOf(server.db, get);
    expect(sent).toHaveLength(1);
  });

  it('kitchen board: one statement, the page carrying its counts', async () => {
    const get = async () => {
      const response = await server.request({
        method: 'GET',
        url: '/api/kitchen-orders?scope=current',
        token: kitchen,
      });
      expect(response.statusCode).toBe(200);
    };
    await get();
    const { sent } = await statementsOf(server.db, get);
    expect(sent).toHaveLength(1);
  });

  /**
   * Both databases keep the statements parsed (db/pglite-statements.ts, db/postgres-statements.ts);
   * PostgreSQL then plans a page once instead of on every call, as long as its LIMIT and OFFSET are
   * written into the text (`rowCount`): as parameters the kept plan must assume a tenth of the
   * table, costs more than a call's own plan at this size and is never used. On PostgreSQL each
   * pooled connection keeps its own: their figures are summed.
   */
  describe('with 30,000 orders and 3,000 accounts', () => {
    beforeAll(async () => {
      // one order every 12 minutes over 250 days: with 6,000 a status in custom dates still ran on
      // its kept plan even when the statement priced its range at 0.5 % of the rows
      await server.db.execute(sql`
        insert into orders (order_number, customer_id, kitchen_id, customer_name, customer_email, status,
          payment_status, total_amount, region, created_at, updated_at)
        select 'LIST-' || n, c.id, (select id from users where email = 'kitchen@farmplate.test'), c.name, c.email,
          (array['new', 'preparing', 'ready', 'completed', 'cancelled'])[1 + n % 5], 'paid', 12.5, 'us',
          now() - make_interval(mins => n * 12), now()
        from generate_series(1, 30000) as n, (select id, name, email from users where role = 'customer' limit 1) c`);
      await server.db.execute(sql`
        insert into users (name, email, password_hash, role, status, created_at, updated_at)
        select 'List Account ' || n, 'list' || n || '@example.test', 'not-a-password-hash', 'customer', 'active',
          now() - make_interval(mins => n), now()
        from generate_series(1, 3000) as n`);
      await server.db.execute(sql`analyze`);
      // the searches below read the trigram statistics of these orders
      forgetSearchTrigramShares(server.db);
    });

    /**
     * A change of the demo kitchen's board (its version bumped, drizzle/0021): its next call reads
     * the page instead of the answer kept for the version before.
     */
    const boardChanged = () =>
      server.db.execute(
        sql`insert into board_changes (addressee_id, changes) select id, 1 from users where email = 'kitchen@farmplate.test'`,
      );

    /** Runs `url` ten times; how many of its page's runs used the kept plan and how many their own. */
    async function pagePlans(url: string, token: string) {
      const fetchPage = async () => {
        const response = await server.request({ method: 'GET', url, token });
        expect(response.statusCode).toBe(200);
      };
      const get = async () => {
        if (url.startsWith('/api/kitchen-orders')) await boardChanged();
        await fetchPage();
      };
      await get();
      if (url.startsWith('/api/kitchen-orders')) await boardChanged();
      const { sent } = await statementsOf(server.db, fetchPage);
      const page = sent.find((text) => / limit /.test(text));
      expect(page).toBeDefined();
      // PostgreSQL weighs its kept plan after five calls planned one by one (on each connection)
      for (let call = 0; call < (TEST_DATABASE_URL ? 20 : 8); call++) await get();
      const connections = await onEveryConnection<{ kept: number; each: number }>(
        server.db,
        'select generic_plans::int as kept, custom_plans::int as each from pg_prepared_statements where statement = $1',
        [page],
      );
      return {
        /** how many connections keep the statement */
        connections: connections.length,
        kept: connections.reduce((sum, { kept }) => sum + kept, 0),
        each: connections.reduce((sum, { each }) => sum + each, 0),
      };
    }

    it.each([
      ['admin orders, first screen', '/api/admin-orders?page=2', 'admin'],
      [
        'admin orders, one status in custom dates',
        `/api/admin-orders?status=completed&date=custom&from=${year - 1}-01-01&to=${year}-12-31&page=2`,
        'admin',
      ],
      ['admin orders, custom dates', `/api/admin-orders?date=custom&from=${year - 1}-01-01&to=${year}-12-31`, 'admin'],
      ['kitchen board', '/api/kitchen-orders?scope=current&page=2', 'kitchen'],
      ['users list', '/api/users?page=2', 'admin'],
    ] as const)('%s: the page is planned once and that plan kept', async (_call, url, who) => {
      const plans = await pagePlans(url, who === 'admin' ? admin : kitchen);
      expect(plans.connections).toBeGreaterThanOrEqual(1);
      expect(plans.kept).toBeGreaterThanOrEqual(3);
      // five calls planned one by one on each connection that ran it, then the kept plan
      expect(plans.each).toBeLessThanOrEqual(6 * plans.connections);
    });

    it.each([
      // page sizes of their own: statements first run here, on these 30,000 orders
      ['current', '/api/kitchen-orders?scope=current&per_page=20'],
      ['current, page 2', '/api/kitchen-orders?scope=current&page=2&per_page=30'],
      ['every order, one status', '/api/kitchen-orders?status=completed&per_page=40'],
    ])('kitchen board (%s): every statement it sends is planned once and that plan kept', async (_slice, url) => {
      const fetchPage = async () => {
        const response = await server.request({ method: 'GET', url, token: kitchen });
        expect(response.statusCode).toBe(200);
      };
      const get = async () => {
        await boardChanged();
        await fetchPage();
      };
      await get();
      await boardChanged();
      const { sent } = await statementsOf(server.db, fetchPage);
      for (let call = 0; call < 8; call++) await get();
      for (const statement of sent) {
        const result: unknown = await server.db.execute(
          sql`select generic_plans::int as kept, custom_plans::int as each from pg_prepared_statements where statement = ${statement}`,
        );
        const [plans] = (result as { rows: { kept: number; each: number }[] }).rows;
        expect({ statement, kept: plans!.kept >= 3 }).toEqual({ statement, kept: true });
      }
    });

    // every column asks the index for a rare part ("123" in the numbers, "LIST" in the names and
    // e-mails, which do not hold it): the index is asked for a few matches whatever the text
    it.each([
      ['admin orders, free-text search, a rare part in every column', () => '/api/admin-orders?search=LIST-123'],
      [
        'admin orders, free-text search with a status and a kitchen',
        () => `/api/admin-orders?search=LIST-1234&status=new&kitchen=${kitchenId}`,
      ],
      [
        'admin orders, free-text search in custom dates',
        () => `/api/admin-orders?search=LIST-123&date=custom&from=${year - 1}-01-01&to=${year}-12-31`,
      ],
      ['admin orders, free-text search, an id', () => '/api/admin-orders?search=12345'],
    ])('%s: planned once and that plan kept', async (_call, url) => {
      const plans = await pagePlans(url(), admin);
      expect(plans.connections).toBeGreaterThanOrEqual(1);
      expect(plans.kept).toBeGreaterThanOrEqual(3);
      expect(plans.each).toBeLessThanOrEqual(6 * plans.connections);
    });

    // the pattern decides the plan (a few trigram matches, not a walk of every order): db/pglite-statements.ts
    it.each([
      // "LIST" is in every order number: no rare part there
      ['admin orders, free-text search, no rare part', '/api/admin-orders?search=LIST-', 'admin'],
      ['users list, search', '/api/users?search=list123', 'admin'],
    ] as const)('%s: the page is planned for each call', async (_call, url, who) => {
      // run as an unnamed statement, planned for the call's pattern: never on the kept plan (on
      // PostgreSQL not kept at all)
      const plans = await pagePlans(url, who === 'admin' ? admin : kitchen);
      expect(plans.kept).toBe(0);
      if (TEST_DATABASE_URL) expect(plans.connections).toBe(0);
    });
  });
});
