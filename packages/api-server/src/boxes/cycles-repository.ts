import { sql } from 'drizzle-orm';
import type { SubscriptionFrequency } from '@farmplate/contracts';
import { rowsOf, type Executor } from './sql-rows';

/** The SQL of a cycle: who is due at its cut-off, the row that makes each delivery once, the stock, the pick list. */

/** Subscriptions whose next delivery is `date`: what the cycle's cut-off makes orders for. */
export async function dueSubscriptionIds(db: Executor, date: string): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from box_subscriptions where next_delivery_date = ${date}::date and status = 'active' order by id`,
  );
  return rows.map((row) => row.id);
}

export interface DueSubscription {
  id: number;
  customer_id: number;
  box_id: number;
  farmer_id: number;
  box_name: string;
  size: string;
  price: number;
  frequency: SubscriptionFrequency;
  delivery_address: string;
  zip: string;
  payment_method: 'cash_on_delivery' | 'bank_transfer';
}

/**
 * The subscription, locked, if it is still due on `date`: a second instance cutting the same
 * cycle waits here for the first one's transaction and then finds it moved on (null).
 */
export async function lockDueSubscription(tx: Executor, id: number, date: string): Promise<DueSubscription | null> {
  const [row] = await rowsOf<DueSubscription>(
    tx,
    sql`select s.id, s.customer_id, s.box_id, b.farmer_id, b.name as box_name, b.size, b.price::float8 as price,
          s.frequency, s.delivery_address, s.zip, s.payment_method
        from box_subscriptions s join boxes b on b.id = s.box_id
        where s.id = ${id} and s.status = 'active' and s.next_delivery_date = ${date}::date
        for update of s`,
  );
  return row ?? null;
}

/** The delivery's one row; null when it exists already (made or skipped before): nothing more to do. */
export async function claimDelivery(tx: Executor, subscriptionId: number, date: string): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into box_deliveries (subscription_id, delivery_date, status) values (${subscriptionId}, ${date}::date, 'ordered')
        on conflict (subscription_id, delivery_date) do nothing returning id`,
  );
  return row?.id ?? null;
}

export async function settleDelivery(
  tx: Executor,
  deliveryId: number,
  outcome: { orderId: number } | { outOfStock: true },
): Promise<void> {
  await tx.execute(
    'orderId' in outcome
      ? sql`update box_deliveries set order_id = ${outcome.orderId} where id = ${deliveryId}`
      : sql`update box_deliveries set status = 'out_of_stock' where id = ${deliveryId}`,
  );
}

/**
 * Takes one box's contents out of the farmer's inventory, all or nothing: the items are locked
 * in id order (two cut-offs never wait on each other in a circle) and subtracted only when every
 * one has enough, so stock never goes below zero. False when one is short.
 */
export async function reserveStock(tx: Executor, boxId: number): Promise<boolean> {
  const lines = await rowsOf<{ enough: boolean }>(
    tx,
    sql`select i.quantity >= c.quantity as enough from box_contents c join inventory_items i on i.id = c.inventory_item_id
        where c.box_id = ${boxId} order by i.id for update of i`,
  );
  if (lines.length === 0 || lines.some((line) => !line.enough)) return false;
  await tx.execute(
    sql`update inventory_items i set quantity = i.quantity - c.quantity, updated_at = now()
        from box_contents c where c.box_id = ${boxId} and c.inventory_item_id = i.id`,
  );
  return true;
}

export async function moveToNextDelivery(tx: Executor, id: number, next: string): Promise<void> {
  await tx.execute(
    sql`update box_subscriptions set next_delivery_date = ${next}::date, updated_at = now() where id = ${id}`,
  );
}

export interface PickLine {
  inventory_item_id: number;
  produce_name: string;
  unit: string;
  quantity: number;
  boxes: number;
}

/**
 * What the farmer packs for a cycle, per inventory item: the lines of its box orders (made by its
 * cut-off or bought once; not cancelled), and before the cut-off the contents of the subscriptions due then.
 */
export async function pickList(db: Executor, farmerId: number, cycle: string) {
  const lines = await rowsOf<PickLine>(
    db,
    sql`with lines as (
          select oi.inventory_item_id, oi.quantity::numeric as quantity, 'o' || o.id as box
          from box_cycle_orders d join orders o on o.id = d.order_id join order_items oi on oi.order_id = o.id
          where o.farmer_id = ${farmerId} and d.delivery_date = ${cycle}::date
            and o.status <> 'cancelled' and oi.inventory_item_id is not null
          union all
          select c.inventory_item_id, c.quantity, 's' || s.id
          from box_subscriptions s join boxes b on b.id = s.box_id join box_contents c on c.box_id = b.id
          where b.farmer_id = ${farmerId} and s.status = 'active' and s.next_delivery_date = ${cycle}::date
        )
        select i.id as inventory_item_id, i.produce_name, i.unit, sum(lines.quantity)::float8 as quantity,
          count(distinct lines.box)::int as boxes
        from lines join inventory_items i on i.id = lines.inventory_item_id
        group by i.id, i.produce_name, i.unit order by i.produce_name, i.id`,
  );
  const [count] = await rowsOf<{ boxes: number }>(
    db,
    sql`select
          (select count(*)::int from box_cycle_orders d join orders o on o.id = d.order_id
            where o.farmer_id = ${farmerId} and d.delivery_date = ${cycle}::date and o.status <> 'cancelled')
          + (select count(*)::int from box_subscriptions s join boxes b on b.id = s.box_id
            where b.farmer_id = ${farmerId} and s.status = 'active' and s.next_delivery_date = ${cycle}::date) as boxes`,
  );
  return { lines, boxes: count?.boxes ?? 0 };
}

/**
 * A farmer's coming delivery dates from `today`: the active subscriptions due on each (orders
 * not made yet) and the box orders made for it, soonest first, at most `limit` dates.
 */
export async function upcomingCycles(db: Executor, farmerId: number, today: string, limit: number) {
  return rowsOf<{ date: string; subscriptions: number; orders: number }>(
    db,
    sql`with due as (
          select s.next_delivery_date as date, count(*)::int as subscriptions
          from box_subscriptions s join boxes b on b.id = s.box_id
          where b.farmer_id = ${farmerId} and s.status = 'active' and s.next_delivery_date >= ${today}::date
          group by s.next_delivery_date
        ), made as (
          select d.delivery_date as date, count(*)::int as orders
          from box_deliveries d join orders o on o.id = d.order_id
          where o.farmer_id = ${farmerId} and d.status = 'ordered' and d.delivery_date >= ${today}::date
          group by d.delivery_date
        )
        select coalesce(due.date, made.date)::text as date, coalesce(due.subscriptions, 0) as subscriptions,
          coalesce(made.orders, 0) as orders
        from due full join made on made.date = due.date
        order by 1 limit ${limit}`,
  );
}
