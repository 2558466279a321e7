import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from './sql-rows';

/** The SQL of one-time box purchases: the places a cycle's purchases take, and the purchase's row. */

/** One-time purchases (not cancelled) of a box for one delivery date: places of that week taken. */
export async function purchasesOfCycle(tx: Executor, boxId: number, date: string): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    tx,
    sql`select count(*)::int as count from box_purchases p join orders o on o.id = p.order_id
        where p.box_id = ${boxId} and p.delivery_date = ${date}::date and o.status <> 'cancelled'`,
  );
  return row?.count ?? 0;
}

/**
 * Ties the order to its box and cycle, with what checkout keeps on an order: the idempotency key
 * and its request's fingerprint (a unique key: the same key at the same moment fails here and the
 * transaction is undone) and the phone given at checkout.
 */
export async function recordPurchase(
  tx: Executor,
  purchase: {
    orderId: number;
    boxId: number;
    date: string;
    idempotencyKey: string | null;
    requestHash: string | null;
    phone: string;
  },
): Promise<void> {
  await tx.execute(
    sql`update orders set idempotency_key = ${purchase.idempotencyKey},
          idempotency_request_hash = ${purchase.requestHash}, customer_phone = ${purchase.phone}
        where id = ${purchase.orderId}`,
  );
  await tx.execute(
    sql`insert into box_purchases (order_id, box_id, delivery_date)
        values (${purchase.orderId}, ${purchase.boxId}, ${purchase.date}::date)`,
  );
}
