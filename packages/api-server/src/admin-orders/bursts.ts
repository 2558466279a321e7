import { and, inArray, sql } from 'drizzle-orm';
import {
  ORDER_BURST_DEFAULTS,
  VOID_MESSAGES,
  type Currency,
  type OrderBurst,
  type OrderBurstKind,
  type OrderBurstsQuery,
} from '@farmplate/contracts';
import { recordAudit } from '../audit/record-audit';
import type { Database } from '../db/client';
import { orders, orderStatusHistory } from '../db/schema';
import { conflict } from '../http/errors';
import { amountsByCurrency, currencyOf } from '../orders/currency';

/**
 * Orders a flood can still harm: not yet completed (a completed order was cooked and handed over,
 * so it is real revenue whoever placed it) and not cancelled.
 */
export const VOIDABLE_STATUSES = ['new', 'preparing', 'in-progress', 'ready'] as const;
const BURSTS_SHOWN = 50;
/** History lines written per statement (well under PostgreSQL's 65,535 parameters). */
const HISTORY_BATCH = 1000;

/**
 * What two orders of one flood share, written so that trivial variations still match: the
 * e-mail in lower case, the phone's digits, the address in lower case with single spaces, the
 * customer account.
 */
const KEYS: Record<OrderBurstKind, ReturnType<typeof sql>> = {
  email: sql`nullif(lower(trim(o.customer_email)), '')`,
  phone: sql`nullif(regexp_replace(coalesce(o.customer_phone, ''), '[^0-9]', '', 'g'), '')`,
  address: sql`nullif(regexp_replace(lower(trim(coalesce(o.delivery_address, ''))), '\\s+', ' ', 'g'), '')`,
  customer: sql`o.customer_id::text`,
};
/** How the list names a burst: the value as its first order wrote it (the customer's name for an account). */
const SHOWN: Record<OrderBurstKind, ReturnType<typeof sql>> = {
  email: sql`o.customer_email`,
  phone: sql`o.customer_phone`,
  address: sql`o.delivery_address`,
  customer: sql`o.customer_name`,
};

interface BurstRow {
  kind: OrderBurstKind;
  key: string;
  orders: number;
  first_at: string | Date;
  last_at: string | Date;
  order_ids: number[];
  kitchens: string[] | null;
  totals: { currency: Currency; amount: number }[];
}

/**
 * The suspected floods: runs of orders that share a key and each follow the previous one within
 * `window_minutes` (a gap longer than that starts a new run), with at least `min_orders` orders,
 * among the voidable orders of the last `hours`. Largest first. One SQL statement: the window
 * functions mark where a run starts and number the runs.
 */
export async function findOrderBursts(db: Database, query: OrderBurstsQuery, now = new Date()): Promise<OrderBurst[]> {
  const windowMinutes = query.window_minutes ?? ORDER_BURST_DEFAULTS.window_minutes;
  const minOrders = query.min_orders ?? ORDER_BURST_DEFAULTS.min_orders;
  const since = new Date(now.getTime() - (query.hours ?? ORDER_BURST_DEFAULTS.hours) * 3_600_000);
  const keyed = (Object.keys(KEYS) as OrderBurstKind[]).map(
    (kind) => sql`select ${kind}::text as kind, ${KEYS[kind]} as key, ${SHOWN[kind]} as shown, o.id, o.created_at,
      o.total_amount, ${currencyOf(sql`o.region`)} as currency, coalesce(k.kitchen_name, f.farm_name) as kitchen
    from orders o
    left join kitchen_profiles k on k.user_id = o.kitchen_id
    left join farmer_profiles f on f.user_id = o.farmer_id
    where o.created_at >= ${since.toISOString()}::timestamptz
      and o.status in (${sql.join(
        VOIDABLE_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )})`,
  );
  const result: unknown = await db.execute(sql`
    with keyed as (${sql.join(keyed, sql` union all `)}),
    marked as (
      select *, case when created_at - lag(created_at) over (partition by kind, key order by created_at, id)
        <= make_interval(mins => ${windowMinutes}) then 0 else 1 end as starts
      from keyed where key is not null
    ),
    runs as (
      select *, sum(starts) over (partition by kind, key order by created_at, id) as run from marked
    ),
    bursts as (
      select kind, key, run, count(*)::int as orders, min(created_at) as first_at, max(created_at) as last_at,
        (array_agg(shown order by created_at, id))[1] as shown,
        array_agg(id order by created_at, id) as order_ids,
        array_agg(distinct kitchen) filter (where kitchen is not null) as kitchens
      from runs group by kind, key, run having count(*) >= ${minOrders}
    ),
    totals as (
      select r.kind, r.key, r.run, json_agg(json_build_object('currency', r.currency, 'amount', r.amount)) as totals
      from (
        select kind, key, run, currency, sum(total_amount)::float8 as amount from runs group by kind, key, run, currency
      ) r group by r.kind, r.key, r.run
    )
    select b.kind, coalesce(b.shown, b.key) as key, b.orders, b.first_at, b.last_at, b.order_ids, b.kitchens, t.totals
    from bursts b join totals t on t.kind = b.kind and t.key = b.key and t.run = b.run
    order by b.orders desc, b.last_at desc limit ${BURSTS_SHOWN}`);
  const rows = (result as { rows: BurstRow[] }).rows;
  return rows.map((row) => ({
    kind: row.kind,
    key: row.key,
    orders: row.orders,
    first_at: new Date(row.first_at).toISOString(),
    last_at: new Date(row.last_at).toISOString(),
    totals: amountsByCurrency(row.totals),
    kitchens: [...(row.kitchens ?? [])].sort(),
    order_ids: row.order_ids.map(Number),
  }));
}

/**
 * Voids the orders of a flood in one transaction: every order named must still be voidable, else
 * nothing changes and the answer is 409 (a kitchen completed one, or another admin voided it, since
 * the list was loaded). Voided orders are cancelled (off the boards, out of revenue), their paid
 * payments marked refunded, each gets its status history line, and the admin trail one entry.
 * No mail is sent: the flood's contact is the address an attacker chose.
 */
export async function voidOrders(
  db: Database,
  ids: readonly number[],
  admin: { id: number; name: string },
  now = new Date(),
): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    // locked first, so the statuses written to the history are the ones the update replaces
    const before = await tx
      .select({ id: orders.id, status: orders.status, orderNumber: orders.orderNumber })
      .from(orders)
      .where(inArray(orders.id, unique))
      .orderBy(orders.id)
      .for('update');
    const voidable = new Set<string>(VOIDABLE_STATUSES);
    if (before.length !== unique.length || before.some((order) => !voidable.has(order.status)))
      throw conflict(VOID_MESSAGES.changed);
    await tx
      .update(orders)
      .set({
        status: 'cancelled',
        paymentStatus: sql`case when ${orders.paymentStatus} = 'paid' then 'refunded' else ${orders.paymentStatus} end`,
        cancelledAt: now,
        voidedAt: now,
        voidedBy: admin.id,
        updatedAt: now,
      })
      .where(and(inArray(orders.id, unique), inArray(orders.status, [...VOIDABLE_STATUSES])));
    for (let start = 0; start < before.length; start += HISTORY_BATCH)
      await tx.insert(orderStatusHistory).values(
        before.slice(start, start + HISTORY_BATCH).map((order) => ({
          orderId: order.id,
          fromStatus: order.status,
          toStatus: 'cancelled',
          changedBy: admin.id,
          changedAt: now,
        })),
      );
    await recordAudit(tx, {
      actor: admin,
      action: 'order.voided',
      entity: 'order',
      entityId: null,
      before: {
        orders: before.map((order) => ({ id: order.id, order_number: order.orderNumber, status: order.status })),
      },
      after: { count: before.length, status: 'cancelled', voided_at: now },
    });
    return before.length;
  });
}
