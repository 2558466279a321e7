import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';

/** The kitchen benches' fixture: many orders for the seeded kitchen (the server is ./server). */

/**
 * `past` completed orders over the last 90 days and `open` ones today (new, preparing, ready in
 * turn) for the seeded kitchen, each with 1 to 3 lines. Run while no server holds the database.
 */
export async function addKitchenOrders(dataDir: string, { past, open }: { past: number; open: number }): Promise<void> {
  const handle = await openDatabase({ url: null, dataDir: path.join(dataDir, 'pglite') });
  try {
    const { db } = handle;
    await db.execute(sql`
      insert into orders (order_number, kitchen_id, customer_name, customer_phone, delivery_address, status,
                          total_amount, created_at, started_at, ready_at, completed_at)
      select 'BENCH-' || n, k.id, 'Bench Customer ' || n, '+1 214 555 0100', '1 Bench Street',
             'completed', 10 + (n % 40), at, at + interval '3 minutes', at + interval '18 minutes', at + interval '30 minutes'
      from generate_series(1, ${past}) n,
           (select id from users where email = 'kitchen@farmplate.test') k,
           lateral (select now() - interval '1 day' - (n * interval '90 days' / ${past})) t(at)`);
    await db.execute(sql`
      insert into orders (order_number, kitchen_id, customer_name, status, total_amount, created_at)
      select 'BENCH-OPEN-' || n, k.id, 'Open Customer ' || n, (array['new','preparing','ready'])[1 + n % 3],
             12.5, now() - (n * interval '1 minute')
      from generate_series(1, ${open}) n, (select id from users where email = 'kitchen@farmplate.test') k`);
    await db.execute(sql`
      insert into order_items (order_id, name, quantity, price)
      select o.id, (array['Jollof Rice','Egusi Soup','Suya Platter'])[line], 1 + (o.id + line) % 3, 9.5
      from orders o, generate_series(1, 3) line
      where o.order_number like 'BENCH-%' and line <= 1 + o.id % 3`);
  } finally {
    await handle.close();
  }
}
