import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_ORDER_MESSAGES } from '@farmplate/contracts';
import { statementsOf } from '../testing/statements';
import { startTestServer, type TestServer } from '../testing/test-server';
import { forgetSearchTrigramShares } from './order-search';

/**
 * Next and Previous of the admin's order list continue from an order of the page shown (keyset)
 * instead of skipping the pages before: the same orders, page numbers, from, to and total as the
 * numbered pages (OFFSET), with orders placed at the very same instant, with filters, and a bad
 * cursor is a 422 that says so.
 */
let server: TestServer;
let admin: string;
let kitchenId: number;
let farmId: number;

interface Page {
  data: { id: number; status: string }[];
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
  next_cursor: string | null;
  previous_cursor: string | null;
  counters: Record<string, number>;
}

const get = async (query: string) => server.request({ method: 'GET', url: `/api/admin-orders?${query}`, token: admin });
const list = async (query: string): Promise<Page> => {
  const response = await get(query);
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
};
/** What a page shows: its orders, its place in the list and the counters. */
const shown = (page: Page) => ({
  ids: page.data.map((order) => order.id),
  current_page: page.current_page,
  last_page: page.last_page,
  from: page.from,
  to: page.to,
  total: page.total,
  counters: page.counters,
});

async function firstId(query: SQL): Promise<number> {
  const result: unknown = await server.db.execute(query);
  return (result as { rows: { id: number }[] }).rows[0]!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@farmplate.test');
  kitchenId = await firstId(sql`select user_id as id from kitchen_profiles order by user_id limit 1`);
  farmId = await firstId(sql`select user_id as id from farmer_profiles order by user_id limit 1`);
  // 23 orders at @keyset.test: runs placed at the very same microsecond (ties broken by id), two a
  // microsecond apart (the same millisecond), a farm's among them, every status
  const statuses = ['new', 'preparing', 'ready', 'completed', 'cancelled'];
  const instants = [
    ...Array.from({ length: 7 }, () => '2 days 03:00:00.123456'),
    '2 days 03:00:00.123457',
    '2 days 03:00:00.123455',
    ...Array.from({ length: 6 }, (_, n) => `${n} days 01:00:00`),
    ...Array.from({ length: 5 }, () => '1 day 05:00:00.5'),
    '40 days',
    '41 days',
    '41 days',
  ];
  const values = instants.map(
    (ago, n) =>
      sql`(${`KS-${n}`}, ${n % 5 === 4 ? null : kitchenId}::int, ${n % 5 === 4 ? farmId : null}::int, ${`Keyset ${n}`},
        ${`keyset${n}@keyset.test`}, ${statuses[n % statuses.length]!}, 10,
        date_trunc('day', now()) - ${ago}::interval)`,
  );
  await server.db
    .execute(sql`insert into orders (order_number, kitchen_id, farmer_id, customer_name, customer_email, status,
      total_amount, created_at) values ${sql.join(values, sql`, `)}`);
  // 600 older orders of no kitchen, so that "keyset" is rare once ANALYZE counts the trigrams
  await server.db.execute(sql`insert into orders (order_number, customer_name, customer_email, status, total_amount,
      created_at)
    select 'FILL-' || n, 'Filler ' || n, 'filler' || n || '@filler.test', 'completed', 10, now() - interval '400 days'
    from generate_series(1, 600) as n`);
});
afterAll(() => server?.close());

/** Walks from page 1 to the last by Next, then back to page 1 by Previous, beside the numbered pages. */
async function walkBothWays(filters: string, perPage: number) {
  const numbered = async (page: number) => list(`${filters}&per_page=${perPage}&page=${page}`);
  let page = await numbered(1);
  expect(page.previous_cursor).toBeNull();
  const seen: number[] = [];
  let pages = 1;
  for (;;) {
    seen.push(...page.data.map((order) => order.id));
    if (page.next_cursor === null) break;
    const next = await list(
      `${filters}&per_page=${perPage}&page=${page.current_page + 1}&after=${encodeURIComponent(page.next_cursor)}`,
    );
    expect(shown(next)).toEqual(shown(await numbered(page.current_page + 1)));
    page = next;
    pages += 1;
  }
  expect(page.current_page).toBe(page.last_page);
  expect(new Set(seen).size).toBe(page.total);
  while (page.previous_cursor !== null) {
    const previous = await list(
      `${filters}&per_page=${perPage}&page=${page.current_page - 1}&before=${encodeURIComponent(page.previous_cursor)}`,
    );
    expect(shown(previous)).toEqual(shown(await numbered(page.current_page - 1)));
    page = previous;
  }
  expect(page.current_page).toBe(1);
  return pages;
}

describe('GET /admin-orders: Next and Previous by cursor', () => {
  it('walks the same pages as the numbered ones, orders placed at the same instant included', async () => {
    expect(await walkBothWays('search=keyset.test', 3)).toBe(8);
    expect(await walkBothWays('search=keyset.test', 5)).toBe(5);
  });

  it('walks the same pages with filters: status, a kitchen, a farm, dates', async () => {
    const year = new Date().getFullYear();
    expect(await walkBothWays('search=keyset.test&status=new', 2)).toBeGreaterThan(1);
    expect(await walkBothWays(`search=keyset.test&kitchen=${kitchenId}`, 4)).toBeGreaterThan(3);
    expect(await walkBothWays(`search=keyset.test&kitchen=${farmId}`, 2)).toBeGreaterThan(1);
    expect(await walkBothWays(`search=keyset.test&date=custom&from=${year - 1}-01-01`, 4)).toBeGreaterThan(3);
    expect(await walkBothWays(`kitchen=${kitchenId}&date=custom&from=${year - 1}-01-01`, 7)).toBeGreaterThan(2);
    expect(await walkBothWays(`status=completed&kitchen=${kitchenId}`, 2)).toBeGreaterThan(1);
  });

  it('walks the same pages on the statement kept for a search with a rare part, once ANALYZE counted the trigrams', async () => {
    await server.db.execute(sql`analyze orders`);
    forgetSearchTrigramShares(server.db);
    const year = new Date().getFullYear();
    const { sent } = await statementsOf(server.db, async () => {
      expect(await walkBothWays('search=keyset.test', 3)).toBe(8);
      expect(await walkBothWays('search=keyset.test&status=new', 2)).toBeGreaterThan(1);
      expect(await walkBothWays(`search=keyset.test&kitchen=${kitchenId}`, 4)).toBeGreaterThan(3);
      expect(await walkBothWays(`search=keyset.test&kitchen=${farmId}`, 2)).toBeGreaterThan(1);
      expect(await walkBothWays(`search=keyset.test&date=custom&from=${year - 1}-01-01`, 4)).toBeGreaterThan(3);
    });
    // every page was read by a search's statement that keeps its plan (order-search.ts)
    const searches = sent.filter((text) => /ilike/.test(text));
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.filter((text) => !/ilike \(select /.test(text))).toEqual([]);
  });

  it('Previous to page 1 reads the first page: orders placed meanwhile show', async () => {
    const second = await list(`search=keyset.test&per_page=3&page=2`);
    const late = await firstId(sql`insert into orders (order_number, kitchen_id, customer_name,
      customer_email, status, total_amount) values ('KS-late', ${kitchenId}, 'Keyset late', 'late@keyset.test', 'new', 10)
      returning id`);
    const first = await list(`search=keyset.test&per_page=3&page=1&before=${second.previous_cursor!}`);
    expect(shown(first)).toEqual(shown(await list(`search=keyset.test&per_page=3&page=1`)));
    expect(first.data[0]!.id).toBe(late);
    await server.db.execute(sql`delete from orders where order_number = 'KS-late'`);
  });
});

describe('GET /admin-orders: a bad cursor', () => {
  it('is a 422 with the message, whatever is wrong with it', async () => {
    const page2 = await list('search=keyset.test&per_page=3&page=2');
    const next = encodeURIComponent(page2.next_cursor!);
    const previous = encodeURIComponent(page2.previous_cursor!);
    const forged = (fields: unknown[]) => Buffer.from(JSON.stringify(fields)).toString('base64url');
    const [version, page, createdAt, id, digest] = JSON.parse(
      Buffer.from(page2.next_cursor!, 'base64url').toString('utf8'),
    ) as [number, number, string, number, string];
    for (const query of [
      'search=keyset.test&per_page=3&page=3&after=not-a-cursor',
      'search=keyset.test&per_page=3&page=3&after=%F0%9F%8D%94',
      `search=keyset.test&per_page=3&page=3&after=${'A'.repeat(201)}`,
      `search=keyset.test&per_page=3&page=3&after=${Buffer.from('{"page":2}').toString('base64url')}`,
      // the page it leads to is not the one asked for (or not given: page 1)
      `search=keyset.test&per_page=3&page=5&after=${next}`,
      `search=keyset.test&per_page=3&after=${next}`,
      `search=keyset.test&per_page=3&page=2&before=${previous}`,
      // other filters or another page size than the answer that gave it
      `search=keyset.test&status=new&per_page=3&page=3&after=${next}`,
      `search=other&per_page=3&page=3&after=${next}`,
      `search=keyset.test&per_page=4&page=3&after=${next}`,
      // both ways at once
      `search=keyset.test&per_page=3&page=3&after=${next}&before=${previous}`,
      // forged: a day or an id that cannot be, another version, a page that is not
      `search=keyset.test&per_page=3&page=3&after=${forged([version, page, '2026-02-30T10:00:00.000000Z', id, digest])}`,
      `search=keyset.test&per_page=3&page=3&after=${forged([version, page, '2026-13-01T10:00:00.000000Z', id, digest])}`,
      `search=keyset.test&per_page=3&page=3&after=${forged([version, page, '0000-01-01T00:00:00.000000Z', id, digest])}`,
      `search=keyset.test&per_page=3&page=3&after=${forged([version, page, createdAt, 0, digest])}`,
      `search=keyset.test&per_page=3&page=3&after=${forged([version, page, createdAt, 2 ** 31, digest])}`,
      `search=keyset.test&per_page=3&page=3&after=${forged([version, page, createdAt, '1', digest])}`,
      `search=keyset.test&per_page=3&page=3&after=${forged([version + 1, page, createdAt, id, digest])}`,
      `search=keyset.test&per_page=3&page=1&before=${forged([version, 0, createdAt, id, digest])}`,
      `search=keyset.test&per_page=3&page=3&after=${forged([version, 2.5, createdAt, id, digest])}`,
    ]) {
      const response = await get(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 422 });
      expect(response.json()).toEqual({
        message: ADMIN_ORDER_MESSAGES.badCursor,
        errors: {
          [/&before=/.test(query) && !/&after=/.test(query) ? 'before' : 'after']: [ADMIN_ORDER_MESSAGES.badCursor],
        },
      });
    }
    // the cursor itself was good
    expect((await get(`search=keyset.test&per_page=3&page=3&after=${next}`)).statusCode).toBe(200);
  });
});
