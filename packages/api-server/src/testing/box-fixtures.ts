import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { TestServer } from './test-server';

/** Test data of the farm boxes: stock, customers, box and subscription bodies. */

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A new inventory item of the farmer (by email) with `quantity` kg in stock. */
export async function stock(db: Database, email: string, name: string, quantity: number): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into inventory_items (farmer_id, produce_name, quantity, unit, total_price)
        select id, ${name}, ${quantity}, 'kg', 10 from users where email = ${email} returning id`,
  );
  return row!.id;
}

/** `count` customers beside the demo one, signed in (they share the demo customer's password). */
export async function moreCustomers(server: TestServer, prefix: string, count: number): Promise<string[]> {
  await server.db.execute(
    sql`insert into users (name, email, password_hash, role)
        select ${prefix} || n, ${prefix} || n || '@customers.test', u.password_hash, 'customer'
        from users u, generate_series(1, ${count}) n where u.email = 'customer@farmplate.test'`,
  );
  return Promise.all(
    Array.from({ length: count }, (_, n) => server.login(`${prefix}${n + 1}@customers.test`, 'customer123')),
  );
}

export const boxBody = (
  contents: { inventory_item_id: number; quantity: number }[],
  extra: Record<string, unknown> = {},
) => ({
  name: 'Weekly Veg Box',
  kind: 'produce_box',
  size: 'medium',
  price: 35,
  contents,
  offered_from: '2026-01-05',
  weekly_limit: 50,
  ...extra,
});

export const subscriptionBody = (boxId: number, extra: Record<string, unknown> = {}) => ({
  box_id: boxId,
  frequency: 'weekly',
  delivery_day: 'thursday',
  delivery_address: '1200 Main St, Dallas, TX',
  zip: '75201',
  payment_method: 'cash_on_delivery',
  ...extra,
});

export async function createBox(server: TestServer, token: string, body: object) {
  const response = await server.request({ method: 'POST', url: '/api/farmer/boxes', token, payload: body });
  if (response.statusCode !== 201) throw new Error(`box not created: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: number; places_left: number; contents: unknown[] };
}
