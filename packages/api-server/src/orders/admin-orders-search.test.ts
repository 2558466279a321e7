import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ADMIN_STATUS_OF, type OrderStatus } from '@farmplate/contracts';
import { statementsOf } from '../testing/statements';
import { startTestServer, type TestServer } from '../testing/test-server';
import { adminOrderWhere } from './admin-orders-repository';
import { forgetSearchTrigramShares, rarePartOf, textArray } from './order-search';

/**
 * The admin's free-text search finds exactly the orders whose number, customer name or e-mail
 * contains the text (ignoring case) or whose id it is, with counters equal to a recount of those
 * orders, before and after ANALYZE has counted the columns' trigrams; after it, the trigram index
 * is asked only for the text's rare trigrams.
 */
let server: TestServer;
let admin: string;
let kitchenId: number;

interface StoredOrder {
  id: number;
  order_number: string;
  customer_name: string;
  customer_email: string | null;
  status: OrderStatus;
  kitchen_id: number | null;
  created_at: string;
}

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await server.db.execute(query);
  return (result as { rows: T[] }).rows;
}

const STATUSES: OrderStatus[] = ['new', 'preparing', 'in-progress', 'ready', 'completed', 'cancelled'];

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@farmplate.test');
  [{ id: kitchenId }] = (await rowsOf<{ id: number }>(
    sql`select user_id as id from kitchen_profiles order by user_id limit 1`,
  )) as [{ id: number }];
  // 400 orders sharing the trigrams of "shopper" and "search.test" (common), numbered 1 to 400
  // (their trigrams rare), every status, a third a kitchen's; then the texts a LIKE pattern would
  // read as wildcards or escapes, and one holding the rare part of "shopper42" ("er42") but not it
  await server.db.execute(sql`
    insert into orders (order_number, kitchen_id, customer_name, customer_email, status, total_amount, created_at)
    select 'SR-' || n, case when n % 3 = 0 then ${kitchenId}::int end, 'Search Shopper ' || n,
      'shopper' || n || '@search.test', (array[${sql.join(
        STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )}])[1 + n % 6], 10,
      now() - make_interval(mins => n * 37)
    from generate_series(1, 400) as n`);
  await server.db.execute(sql`
    insert into orders (order_number, customer_name, customer_email, status, total_amount, created_at) values
      ('SR-PCT', 'Half 50% Off', 'percent@search.test', 'new', 10, now()),
      ('SR-UND', 'Under_Score', 'under_score@search.test', 'completed', 10, now()),
      ('SR-BSL', 'Back\\Slash', null, 'cancelled', 10, now()),
      ('SR-UML', 'Zoë Shopper42', 'zoe@search.test', 'ready', 10, now()),
      ('SR-PTR', 'Peter42 Reader', 'peter42@search.test', 'new', 10, now())`);
});
afterAll(() => server?.close());

/** Every order whose number, name or e-mail contains `search` ignoring case, or whose id it is. */
async function recount(search: string, keep: (order: StoredOrder) => boolean = () => true) {
  const all = await rowsOf<StoredOrder>(sql`select id, order_number, customer_name, customer_email, status,
    kitchen_id, to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SS.US') as created_at from orders`);
  const text = search.trim().toLowerCase();
  const matches = all
    .filter(
      (order) =>
        (/^\d{1,9}$/.test(text) && order.id === Number(text)) ||
        [order.order_number, order.customer_name, order.customer_email ?? ''].some((value) =>
          value.toLowerCase().includes(text),
        ),
    )
    .filter(keep)
    .sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1));
  const of = (...statuses: string[]) => matches.filter((order) => statuses.includes(ADMIN_STATUS_OF[order.status]));
  return {
    ids: matches.map((order) => order.id),
    counters: {
      total: matches.length,
      new: of('new').length,
      in_progress: of('preparing', 'in-progress').length,
      completed: of('completed').length,
      cancelled: of('cancelled').length,
    },
  };
}

/** The ids of every page of the list, and its counters. */
async function listed(query: string) {
  const ids: number[] = [];
  let counters: Record<string, number> = {};
  for (let page = 1; ; page += 1) {
    const response = await server.request({
      method: 'GET',
      url: `/api/admin-orders?${query}&per_page=100&page=${page}`,
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: { id: number }[]; last_page: number; counters: Record<string, number> }>();
    ids.push(...body.data.map((order) => order.id));
    counters = body.counters;
    if (page >= body.last_page) break;
  }
  return { ids, counters };
}

const SEARCHES = [
  'shopper42', // e-mail and name, common trigrams then rare ones
  'SHOPPER42',
  'hopper4',
  'shopper12',
  'sr-123',
  '42@search',
  'sr-42',
  'SR-1',
  'Search Shopper 7',
  'shopper',
  'search.test',
  '4',
  '%',
  '_score',
  'back\\slash',
  'zoë',
  'e s',
];

async function expectExact() {
  const [{ id }] = (await rowsOf<{ id: number }>(sql`select id from orders where order_number = 'SR-42'`)) as [
    { id: number },
  ];
  for (const search of [...SEARCHES, String(id)]) {
    const query = `search=${encodeURIComponent(search)}`;
    expect({ search, ...(await listed(query)) }).toEqual({ search, ...(await recount(search)) });
  }
  // with the other filters
  expect(await listed(`search=shopper1&status=in-progress`)).toEqual(
    await recount('shopper1', (order) => ADMIN_STATUS_OF[order.status] === 'in-progress'),
  );
  expect(await listed(`search=shopper2&kitchen=${kitchenId}`)).toEqual(
    await recount('shopper2', (order) => order.kitchen_id === kitchenId),
  );
  // once ANALYZE counted the trigrams, "shopper12" has a rare part in every column ("er12" is in
  // 11 of the 405 orders): its statement is kept
  expect(await listed(`search=shopper12&status=in-progress`)).toEqual(
    await recount('shopper12', (order) => ADMIN_STATUS_OF[order.status] === 'in-progress'),
  );
  expect(await listed(`search=shopper12&kitchen=${kitchenId}`)).toEqual(
    await recount('shopper12', (order) => order.kitchen_id === kitchenId),
  );
}

/** Whether the list's statement for `search` asks the index for patterns the planner cannot see (kept). */
async function keptSearch(search: string) {
  const { sent } = await statementsOf(server.db, () => listed(`search=${encodeURIComponent(search)}`));
  const statements = sent.filter((text) => / limit /.test(text));
  expect(statements.length).toBeGreaterThan(0);
  return statements.every((text) => /ilike \(select /.test(text));
}

describe('the admin free-text search', () => {
  it('finds exactly the orders containing the text, counters recounted, before and after ANALYZE', async () => {
    forgetSearchTrigramShares(server.db);
    await expectExact();
    await server.db.execute(sql`analyze orders`);
    forgetSearchTrigramShares(server.db);
    await expectExact();
  });

  it('keeps the statement of a text with a rare part in every column, once ANALYZE counted the trigrams', async () => {
    await server.db.execute(sql`analyze orders`);
    forgetSearchTrigramShares(server.db);
    const kept: Record<string, boolean> = {};
    for (const search of ['shopper12', 'sr-123', 'shopper', '4']) kept[search] = await keptSearch(search);
    // "shopper" and "4" have no rare part in the names or e-mails: planned for the call
    expect(kept).toEqual({ shopper12: true, 'sr-123': true, shopper: false, '4': false });
  });

  it('asks the trigram index only for the rare part of the text once ANALYZE counted the trigrams', async () => {
    await server.db.execute(sql`analyze orders`);
    forgetSearchTrigramShares(server.db);
    const where = await adminOrderWhere(server.db, { search: 'shopper42' });
    const { params } = new PgDialect().sqlToQuery(where!);
    // "shopper" is in most orders' names and e-mails: the index is asked for "er42" there
    expect(params.filter((param) => String(param).startsWith('%'))).toEqual(['%shopper42%', '%er42%', '%er42%']);
  });
});

describe('rarePartOf', () => {
  const shares = new Map([
    ['sho', 0.9],
    ['hop', 0.9],
    ['opp', 0.9],
    ['ppe', 0.9],
    ['per', 0.9],
    ['sea', 0.9],
    ['ear', 0.9],
    ['arc', 0.9],
    ['rch', 0.9],
    ['tes', 0.9],
    ['est', 0.9],
  ]);

  it.each([
    ['shopper42', 'er42'],
    ['SHOPPER4217', 'ER4217'],
    ['shopper42@search.test', 'er42'],
    ['shopper', null],
    ['search.test', null],
    ['ab', null],
    ['x%y_z', null],
    ['42 shopper 4217', '4217'],
    ['zoë42', 'zoë42'],
  ])('%s → %s', (search, part) => {
    expect(rarePartOf(search, shares)).toBe(part);
  });
});

describe('textArray', () => {
  it('reads the text form of a PostgreSQL array', () => {
    expect(textArray('{ab,"  a"," b\\"c",0.5}')).toEqual(['ab', '  a', ' b"c', '0.5']);
  });
});
