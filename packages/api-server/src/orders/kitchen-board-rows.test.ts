import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { onlyRow } from '../testing/rows';
import { startTestServer, type TestServer } from '../testing/test-server';
import { toKitchenOrder } from './order-presenters';
import { orderWithLines } from './orders-repository';

/**
 * The kitchen and farmer boards read their page's rows as the database gives them, on a statement
 * built once per shape: every order they answer is, byte for byte, what the board's presenter
 * makes of the whole order read by Drizzle (instants to the millisecond, amounts, couriers,
 * lines and their notes, empty fields), whatever the slice, tab, search, page or owner.
 */
let server: TestServer;
let kitchen: string;
let farmer: string;

beforeAll(async () => {
  server = await startTestServer();
  [kitchen, farmer] = await Promise.all([
    server.login('kitchen@farmplate.test'),
    server.login('farmer@farmplate.test'),
  ]);
  const idOf = async (email: string) =>
    onlyRow(await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)), email).id;
  const [kitchenId, farmerId] = await Promise.all([idOf('kitchen@farmplate.test'), idOf('farmer@farmplate.test')]);
  // 48 orders: every board status, completed today and before, couriers, codes, empty fields, instants with microseconds
  await server.db.execute(sql`
    insert into orders (order_number, kitchen_id, farmer_id, delivery_partner_id, customer_name, customer_phone,
      delivery_address, status, payment_method, payment_status, total_amount, special_instructions, fulfilment,
      delivery_status, pickup_code, created_at, started_at, ready_at, completed_at, assigned_at, picked_up_at)
    select 'ROWS-' || n, case when n % 4 = 0 then null else ${kitchenId}::int end,
      case when n % 4 = 0 then ${farmerId}::int end,
      case when n % 5 = 1 then (select user_id from delivery_profiles order by user_id limit 1) end,
      'Row Customer ' || n, case when n % 3 = 0 then null else '+1 555 01' || n end,
      case when n % 2 = 0 then n || ' Jollof Lane' end,
      (array['new', 'preparing', 'ready', 'completed'])[1 + n % 4],
      case when n % 3 = 0 then 'cash' else 'card' end, 'paid', 7.05 + n * 1.1,
      case when n % 6 = 0 then 'No onions, "extra" pepper' end,
      case when n % 2 = 0 then 'pickup' else 'delivery' end,
      case when n % 5 = 1 then 'assigned' end, case when n % 5 = 1 then lpad((n * 37 % 10000)::text, 4, '0') end,
      now() - make_interval(mins => n * 97, secs => n * 0.001234),
      now() - make_interval(mins => n * 97 - 5, secs => n * 0.000567),
      case when n % 4 in (2, 3) then now() - make_interval(mins => n * 97 - 20) end,
      case when n % 4 = 3 then now() - make_interval(mins => (n % 8) * 60 * 30) end,
      case when n % 5 = 1 then now() - make_interval(mins => n * 97 - 25) end,
      case when n % 10 = 1 then now() - make_interval(mins => n * 97 - 28) end
    from generate_series(1, 48) as n`);
  await server.db.execute(sql`
    insert into order_items (order_id, name, quantity, price, notes)
    select o.id, (array['Jollof Rice', 'Suya Platter', 'Egusi Soup'])[1 + line], 1 + line, 2.5 + line * 0.25,
      case when line = 1 then 'well done' end
    from orders o, generate_series(0, 2) as line
    where o.order_number like 'ROWS-%' and line < o.id % 4`);
});
afterAll(() => server?.close());

/** What the presenter makes of each order read whole, in the board's order. */
async function presentedWhole(ids: number[]): Promise<string> {
  const whole = await Promise.all(
    ids.map(async (id) => {
      const row = (await orderWithLines(server.db, id))!;
      return toKitchenOrder(row.order, row.lines, row.courier, row.boxOrder);
    }),
  );
  return JSON.stringify(whole);
}

const board = async (token: string, url: string) => {
  const response = await server.request({ method: 'GET', url, token });
  expect(response.statusCode).toBe(200);
  return { body: response.body, answer: response.json<{ orders: { id: number }[]; counts: unknown }>() };
};

it.each([
  ['the current slice', 'kitchen', 'scope=current'],
  ['one tab of the current slice', 'kitchen', 'scope=current&status=ready'],
  ['older completed orders, page 2', 'kitchen', 'scope=older&per_page=3&page=2'],
  ['every status without a slice', 'kitchen', 'per_page=100'],
  ['a search', 'kitchen', 'scope=current&search=jollof'],
  ['a completion date', 'kitchen', 'status=completed&completed_since=2000-01-01T00:00:00.000Z'],
  ["a farmer's board", 'farmer', 'per_page=100'],
] as const)('%s: the presenter on the whole order, byte for byte', async (_name, owner, query) => {
  const { body, answer } = await board(owner === 'kitchen' ? kitchen : farmer, `/api/kitchen-orders?${query}`);
  expect(answer.orders.length).toBeGreaterThan(0);
  expect(body).toContain(`"orders":${await presentedWhole(answer.orders.map((order) => order.id))}`);
});

it('a page past the last: no orders, the same counts as the first page', async () => {
  const first = await board(kitchen, '/api/kitchen-orders?scope=current&search=row');
  const past = await board(kitchen, '/api/kitchen-orders?scope=current&search=row&page=99');
  expect(past.answer.orders).toEqual([]);
  expect(past.answer.counts).toEqual(first.answer.counts);
});

it('the same page asked again with other values answers for those values', async () => {
  const ready = await board(kitchen, '/api/kitchen-orders?scope=current&status=ready');
  const preparing = await board(kitchen, '/api/kitchen-orders?scope=current&status=preparing');
  expect(ready.answer.orders.length).toBeGreaterThan(0);
  expect(preparing.answer.orders.length).toBeGreaterThan(0);
  expect(ready.body).not.toEqual(preparing.body);
  expect(preparing.body).toContain(await presentedWhole(preparing.answer.orders.map((order) => order.id)));
});
