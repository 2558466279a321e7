import { sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { foldWhenPiled } from './order-counts';
import { addDays, addMonths, compareDays, dayOf, dayText, startOf, type Day } from './calendar';
import type { ReportPeriodRange } from './report-period';

/**
 * The sales report's figures from the report rollups (drizzle/0011: orders, revenue, items and
 * customers per day of the platform's zone and currency, kept by triggers as rows of changes;
 * drizzle/0019: the same per month), in one statement: a period of three years sums its 36 months
 * and the days at its ends instead of every order in it. Money stays per currency.
 */

export interface SalesFigures {
  totals: { currency: Currency; orders: number; revenue: number; previous_orders: number; previous_revenue: number }[];
  chartRows: { bucket: string; currency: Currency; orders: number; revenue: number }[];
  topItems: { name: string; currency: Currency; quantity: number; revenue: number }[];
  topCustomers: { name: string; email: string | null; currency: Currency; orders: number; spent: number }[];
}

interface FigureRow {
  kind: 'now' | 'before' | 'chart' | 'item' | 'customer' | 'zone' | 'deltas';
  key: string;
  currency: Currency;
  orders: number;
  amount: number;
  name: string | null;
  email: string | null;
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const TOP_ROWS = 10;

/**
 * The previous period ends where the report starts and is as long; across a change of clocks it
 * may start inside a day. Whole days come from the rollups, the hours before the first whole day
 * from the orders themselves (an index range of at most a day).
 */
function previousDays(period: ReportPeriodRange) {
  const first = dayOf(period.previousStart, period.timeZone);
  const firstWhole =
    startOf(first, period.timeZone).getTime() === period.previousStart.getTime() ? first : addDays(first, 1);
  return { firstWhole, partialEnd: startOf(firstWhole, period.timeZone) };
}

/**
 * The kept rows that hold the days `first`..`last`: the monthly rollups' months that lie whole
 * inside them (drizzle/0019) and the daily rollups' days left at either end, so a year sums about
 * 12 + 60 rows, not 365. With `byDay` (a chart day by day), or no whole month inside, the daily rows
 * only. An empty span (`first` after `last`) holds no row.
 */
interface Span {
  months: SQL;
  days: SQL;
}
function spanOf(first: Day, last: Day, byDay = false): Span {
  const date = (day: Day) => sql`${dayText(day)}::date`;
  const firstMonth = first.day === 1 ? first : addMonths({ ...first, day: 1 }, 1);
  const afterLastMonth = { ...addDays(last, 1), day: 1 };
  if (byDay || compareDays(firstMonth, afterLastMonth) >= 0)
    return { months: sql`false`, days: sql`day >= ${date(first)} and day <= ${date(last)}` };
  return {
    months: sql`month >= ${date(firstMonth)} and month < ${date(afterLastMonth)}`,
    days: sql`(day >= ${date(first)} and day < ${date(firstMonth)} or day >= ${date(afterLastMonth)} and day <= ${date(last)})`,
  };
}

const salesOf = (span: Span) =>
  sql`select month as day, currency, orders, revenue from order_monthly_sales where ${span.months}
    union all select day, currency, orders, revenue from order_daily_sales where ${span.days}`;

const itemsOf = (span: Span) =>
  sql`select name, currency, orders, quantity, revenue from order_monthly_items where ${span.months}
    union all select name, currency, orders, quantity, revenue from order_daily_items where ${span.days}`;

async function readFigures(db: Database, period: ReportPeriodRange): Promise<FigureRow[]> {
  const previous = previousDays(period);
  const now = spanOf(period.firstDay, period.lastDay);
  const before = spanOf(previous.firstWhole, addDays(period.firstDay, -1));
  // the chart's buckets are the span's months or, for a period charted day by day, its days
  const charted = spanOf(period.firstDay, period.lastDay, period.bucketFormat === 'YYYY-MM-DD');
  const currency = sql`(case when o.region = 'ng' then 'NGN' else 'USD' end)`;
  return rowsOf<FigureRow>(
    db,
    sql`with sales as (
      select 'now' as kind, s.* from (${salesOf(now)}) s
      union all select 'before', s.* from (${salesOf(before)}) s
    )
    select 'zone' as kind, time_zone as key, null as currency, 0 as orders, 0::float8 as amount, null as name, null as email
      from report_rollup_zone
    union all
    select kind, '', currency, sum(orders)::int, sum(revenue)::float8, null, null from sales group by 1, 3
    union all
    select 'before', '', ${currency}, count(*)::int, coalesce(sum(o.total_amount), 0)::float8, null, null
      from orders o
      where o.created_at >= ${period.previousStart.toISOString()}::timestamptz
        and o.created_at < ${previous.partialEnd.toISOString()}::timestamptz and o.status <> 'cancelled'
      group by 3
    union all
    select 'chart', to_char(day, ${period.bucketFormat}), currency, sum(orders)::int, sum(revenue)::float8, null, null
      from (${salesOf(charted)}) s group by 2, 3
    union all
    (select 'item', name, currency, sum(quantity)::int, sum(revenue)::float8, null, null
      from (${itemsOf(now)}) i
      group by name, currency having sum(orders) > 0
      order by 4 desc, 5 desc, name, currency limit ${TOP_ROWS})
    union all
    select 'deltas', '', null, ((select count(*) from order_daily_sales where not folded)
      + (select count(*) from order_daily_items where not folded)
      + (select count(*) from order_daily_customers where not folded)
      + (select count(*) from order_monthly_sales where not folded)
      + (select count(*) from order_monthly_items where not folded)
      + (select count(*) from order_monthly_customers where not folded))::int, 0, null, null
    union all
    (${topCustomers(now)})`,
  );
}

/**
 * The top customers: spend and orders summed from the rollups over the period (whole months and
 * the days at the ends), then the name and e-mail of the ten listed (and any tying with the tenth,
 * the name breaks the tie): the greatest of their months' and days' rows, a stale month's or day's
 * (orders taken out since its last compaction) read from its orders (order_customer_month_names,
 * order_customer_day_names).
 */
function topCustomers(span: Span): SQL {
  const staleOr = (column: 'name' | 'email') =>
    sql`case when not d.stale then d.${sql.raw(column)}
      when d.whole_month then (select r.${sql.raw(column)} from order_customer_month_names(l.customer, l.currency, d.day) r)
      else (select r.${sql.raw(column)} from order_customer_day_names(l.customer, l.currency, d.day) r) end`;
  return sql`with spent as (
      select customer, currency, sum(orders)::int as orders, sum(spent) as spent
      from (select customer, currency, orders, spent from order_monthly_customers where ${span.months}
        union all select customer, currency, orders, spent from order_daily_customers where ${span.days}) c
      group by customer, currency having sum(orders) > 0
    ), tenth as (
      select spent, orders from spent order by spent desc, orders desc offset ${TOP_ROWS - 1} limit 1
    ), listed as (
      select s.* from spent s
      where not exists (select from tenth) or (s.spent, s.orders) >= (select spent, orders from tenth)
    )
    select 'customer', l.customer, l.currency, l.orders, l.spent::float8, n.name, n.email
    from listed l cross join lateral (
      select max(${staleOr('name')}) as name, max(${staleOr('email')}) as email
      from (
        select t.month as day, true as whole_month, bool_or(t.stale) as stale, max(t.name) as name, max(t.email) as email
        from order_monthly_customers t where t.customer = l.customer and t.currency = l.currency and ${span.months}
        group by t.month
        union all
        select t.day, false, bool_or(t.stale), max(t.name), max(t.email)
        from order_daily_customers t where t.customer = l.customer and t.currency = l.currency and ${span.days}
        group by t.day
      ) d
    ) n
    order by 5 desc, 4 desc, 6, l.currency limit ${TOP_ROWS}`;
}

/**
 * Rebuilds the rollups in `timeZone` when they are kept in another (the platform's zone changed):
 * once, however many reports ask at the same moment (keep_report_rollups_in).
 */
async function keepRollupsIn(db: Database, timeZone: string): Promise<void> {
  await db.execute(sql`select keep_report_rollups_in(${timeZone})`);
}

export async function salesFigures(db: Database, period: ReportPeriodRange): Promise<SalesFigures> {
  let rows = await readFigures(db, period);
  await foldWhenPiled(db, rows.find((row) => row.kind === 'deltas')?.orders ?? 0);
  if (rows.find((row) => row.kind === 'zone')?.key !== period.timeZone) {
    await keepRollupsIn(db, period.timeZone);
    rows = await readFigures(db, period);
  }
  const byCurrency = new Map<Currency, SalesFigures['totals'][number]>();
  for (const row of rows.filter((each) => each.kind === 'now' || each.kind === 'before')) {
    const total = byCurrency.get(row.currency) ?? {
      currency: row.currency,
      orders: 0,
      revenue: 0,
      previous_orders: 0,
      previous_revenue: 0,
    };
    if (row.kind === 'now') {
      total.orders += row.orders;
      total.revenue += row.amount;
    } else {
      total.previous_orders += row.orders;
      total.previous_revenue += row.amount;
    }
    byCurrency.set(row.currency, total);
  }
  return {
    totals: [...byCurrency.values()],
    chartRows: rows
      .filter((row) => row.kind === 'chart')
      .map((row) => ({ bucket: row.key, currency: row.currency, orders: row.orders, revenue: row.amount })),
    topItems: rows
      .filter((row) => row.kind === 'item')
      .map((row) => ({ name: row.key, currency: row.currency, quantity: row.orders, revenue: row.amount })),
    topCustomers: rows
      .filter((row) => row.kind === 'customer')
      .map((row) => ({
        name: row.name ?? '',
        email: row.email,
        currency: row.currency,
        orders: row.orders,
        spent: row.amount,
      })),
  };
}
