import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  storedStatusesOf,
  type AdminOrderCounters,
  type AdminOrderStatus,
  type KitchenOrderCounts,
  type KitchenOrderStatus,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import type { InstantRange } from './order-filters';

/**
 * Order counts read from `order_status_counts` (drizzle/0011: kept by triggers that append rows of
 * changes, summed per kitchen or farm and status) instead of counting every order: the admin's
 * first screen and a kitchen's board answer in one small read whatever the number of orders.
 */

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A read that sums more unfolded rows of changes than this folds them (compact_order_rollups). */
export const PILED_DELTAS = 500;

/**
 * Folds the kept tables' rows of changes into one row per key when a read summed `deltas` of them:
 * the reads stay small, and writers never wait (they only insert; drizzle/0011).
 */
export async function foldWhenPiled(db: Database, deltas: number): Promise<void> {
  if (deltas > PILED_DELTAS) await db.execute(sql`select compact_order_rollups()`);
}

/**
 * Whose orders: every order, a kitchen's (meals), a farm's (groceries), or those of an account
 * that is one or the other (the admin's kitchen filter: the statement itself looks which).
 */
export type Addressee = { kitchenId: number } | { farmerId: number } | { kitchenOrFarmId: number } | null;

/** Whether the account `id` is a farm: an uncorrelated subquery, run once per statement. */
export const isFarm = (id: number | Placeholder): SQL =>
  sql`exists (select 1 from farmer_profiles where user_id = ${id})`;

/** A board's owner: a kitchen (its meal orders) or a farm (its grocery orders), by id or a statement's placeholder. */
export type BoardAddressee = { kitchenId: number | Placeholder } | { farmerId: number | Placeholder };

const addresseeCondition = (addressee: Addressee | BoardAddressee): SQL =>
  addressee === null
    ? sql`true`
    : 'kitchenId' in addressee
      ? sql`kitchen_id = ${addressee.kitchenId}`
      : 'farmerId' in addressee
        ? sql`farmer_id = ${addressee.farmerId}`
        : sql`(case when ${isFarm(addressee.kitchenOrFarmId)} then farmer_id = ${addressee.kitchenOrFarmId}
            else kitchen_id = ${addressee.kitchenOrFarmId} end)`;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The first instant from `instant` on, or the last up to it, that starts a whole UTC hour or day. */
const wholeFrom = (instant: Date, unit: number) => new Date(Math.ceil(instant.getTime() / unit) * unit);
const wholeTo = (instant: Date, unit: number) => new Date(Math.floor(instant.getTime() / unit) * unit);
const instant = (value: Date) => sql`${value.toISOString()}::timestamptz`;

/** The kept counts per status of a kept table's rows (`column`: their hour or day) in [from, to). */
function keptRowsSql(
  table: 'order_hourly_status_counts' | 'order_daily_status_counts',
  owner: SQL,
  from: Date | null,
  to: Date | null,
): SQL {
  const column = sql.raw(table === 'order_daily_status_counts' ? 'day' : 'hour');
  const bounds = [from && sql`${column} >= ${instant(from)}`, to && sql`${column} < ${instant(to)}`].filter(
    Boolean,
  ) as SQL[];
  return sql`select status, sum(orders)::int as orders, (count(*) filter (where not folded))::int as deltas
    from ${sql.raw(table)} where ${owner} ${bounds.length ? sql`and ${sql.join(bounds, sql` and `)}` : sql``}
    group by status`;
}

/**
 * The kept counts of `addressee`'s orders per status: of every order (order_status_counts), or of
 * those placed in `range`: the range's whole UTC days from order_daily_status_counts (drizzle/0022),
 * the whole hours left at either end from order_hourly_status_counts (drizzle/0016), and the minutes
 * of an hour it cuts, in a zone whose days do not start on one, from the orders. A quarter sums a
 * row per day instead of one per hour (per addressee and status).
 */
function keptCountsSql(addressee: Addressee, statuses: readonly string[] | null, range: InstantRange | null): SQL {
  const owner =
    statuses === null || range === null
      ? addresseeCondition(addressee)
      : sql`${addresseeCondition(addressee)} and status in (${sql.join(
          statuses.map((status) => sql`${status}`),
          sql`, `,
        )})`;
  if (range === null)
    return sql`select status, sum(orders)::int as orders, (count(*) filter (where not folded))::int as deltas
      from order_status_counts where ${owner} group by status`;
  const from = range.start && wholeFrom(range.start, HOUR);
  const to = range.end && wholeTo(range.end, HOUR);
  if (from && to && from >= to) {
    // a range within one hour or two: its orders themselves
    return sql`select status, count(*)::int as orders, 0 as deltas from orders
      where ${owner} and created_at >= ${instant(range.start!)} and created_at < ${instant(range.end!)} group by status`;
  }
  const dayFrom = from && wholeFrom(from, DAY);
  const dayTo = to && wholeTo(to, DAY);
  const kept =
    dayFrom && dayTo && dayFrom >= dayTo
      ? [keptRowsSql('order_hourly_status_counts', owner, from, to)]
      : [
          keptRowsSql('order_daily_status_counts', owner, dayFrom, dayTo),
          ...(from && dayFrom && from < dayFrom
            ? [keptRowsSql('order_hourly_status_counts', owner, from, dayFrom)]
            : []),
          ...(to && dayTo && dayTo < to ? [keptRowsSql('order_hourly_status_counts', owner, dayTo, to)] : []),
        ];
  const cut: SQL[] = [];
  if (range.start && from && from.getTime() !== range.start.getTime())
    cut.push(sql`(created_at >= ${instant(range.start)} and created_at < ${instant(from)})`);
  if (range.end && to && to.getTime() !== range.end.getTime())
    cut.push(sql`(created_at >= ${instant(to)} and created_at < ${instant(range.end)})`);
  const counted = cut.length
    ? [
        sql`select status, count(*)::int, 0 from orders where ${owner} and (${sql.join(cut, sql` or `)}) group by status`,
      ]
    : [];
  return sql.join([...kept, ...counted], sql` union all `);
}

/**
 * The five counters of Admin Order Management over the orders of `statuses` addressed to
 * `addressee`, placed in `range` (null: whenever), from the kept counts: a sum of their rows.
 */
export async function keptAdminOrderCounters(
  db: Database,
  addressee: Addressee,
  statuses: readonly string[] | null,
  range: InstantRange | null = null,
): Promise<AdminOrderCounters> {
  const rows = await rowsOf<{ status: string; orders: number; deltas: number }>(
    db,
    keptCountsSql(addressee, statuses, range),
  );
  await foldWhenPiled(
    db,
    rows.reduce((sum, row) => sum + row.deltas, 0),
  );
  const byStatus = new Map<string, number>();
  for (const row of rows) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + row.orders);
  const counted = [...byStatus].filter(([status]) => statuses === null || statuses.includes(status));
  const of = (...admin: AdminOrderStatus[]) => {
    const stored: string[] = admin.flatMap((status) => storedStatusesOf(status));
    return counted.filter(([status]) => stored.includes(status)).reduce((sum, [, orders]) => sum + orders, 0);
  };
  return {
    total: counted.reduce((sum, [, orders]) => sum + orders, 0),
    new: of('new'),
    in_progress: of('preparing', 'in-progress'),
    completed: of('completed'),
    cancelled: of('cancelled'),
  };
}

/** A board's counts as its page's statement reads them (boardCountsSql). */
export interface BoardCountsRow {
  new: number;
  preparing: number;
  ready: number;
  completed: number;
  /** the completed orders of today, in `current`: counted from the orders (kept counts only) */
  completed_today: number;
  /** unfolded rows of changes summed (kept counts only) */
  deltas: number;
}

/**
 * The orders completed since `today` (the board's `current` slice), as a range whose end is
 * written into the text: PostgreSQL prices a range with an unknown start at a small fixed share of
 * the rows, so a kept statement (PGlite) costs about what a call's own plan does and its plan is
 * kept. With `completed_at >= $1` alone it was priced at a third of the kitchen's completed orders
 * and planned again on every call. No order is completed at 'infinity': the answer is the same.
 */
const completedSince = (today: Date | Placeholder): SQL =>
  sql`completed_at >= ${today instanceof Date ? today.toISOString() : today}::timestamptz and completed_at < 'infinity'::timestamptz`;

/**
 * A board's counts per status as one JSON value (a scalar subquery, run once per statement, that
 * the page's statement carries): from order_status_counts, and the completed orders of today
 * from an index range of the kitchen's; or, with `matching` (a search, a completion date), counted
 * over the orders that match.
 */
export function boardCountsSql(addressee: BoardAddressee, today: Date | Placeholder, matching: SQL | null): SQL {
  if (matching)
    return sql`(select json_build_object('new', count(*) filter (where status = 'new'),
      'preparing', count(*) filter (where status = 'preparing'), 'ready', count(*) filter (where status = 'ready'),
      'completed', count(*) filter (where status = 'completed'), 'completed_today', 0, 'deltas', 0)
      from orders where ${matching})`;
  const owner = addresseeCondition(addressee);
  return sql`(select json_build_object('new', coalesce(sum(orders) filter (where status = 'new'), 0),
      'preparing', coalesce(sum(orders) filter (where status = 'preparing'), 0),
      'ready', coalesce(sum(orders) filter (where status = 'ready'), 0),
      'completed', coalesce(sum(orders) filter (where status = 'completed'), 0),
      'completed_today', (select count(*) from orders where ${owner} and status = 'completed' and ${completedSince(today)}),
      'deltas', count(*) filter (where not folded))
    from order_status_counts where ${owner} and status in ('new', 'preparing', 'ready', 'completed'))`;
}

/**
 * A board's counts per status, for all its orders or one slice: `current` (open orders and those
 * completed since today) or `older` (completed before today), from what boardCountsSql read; folds
 * the kept counts' rows of changes when they piled up.
 */
export async function boardCountsOf(
  db: Database,
  row: BoardCountsRow,
  scope: 'current' | 'older' | null,
): Promise<KitchenOrderCounts> {
  await foldWhenPiled(db, row.deltas);
  const counts: Record<KitchenOrderStatus, number> = {
    new: Number(row.new),
    preparing: Number(row.preparing),
    ready: Number(row.ready),
    completed: Number(row.completed),
  };
  const completedToday = Number(row.completed_today);
  if (scope === 'current') return { ...counts, completed: completedToday };
  if (scope === 'older') return { new: 0, preparing: 0, ready: 0, completed: counts.completed - completedToday };
  return counts;
}
