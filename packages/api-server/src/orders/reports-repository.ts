import { sql, type SQL } from 'drizzle-orm';
import {
  AGE_BANDS,
  CURRENCIES,
  type Currency,
  ON_TIME_PREP_MINUTES,
  type CustomerReport,
  type PartnerReport,
  type SalesReport,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { changeOf, money, oneDecimal, rangeOf, type ReportPeriodRange } from './report-period';
import { amountsByCurrency, currencyOf } from './currency';
import { salesFigures } from './sales-rollups';

/**
 * The figures of Admin Reports & Analytics, each one SQL aggregate over the period (indexes of
 * migration 0003); only the aggregated rows reach JavaScript. Revenue and order counts leave
 * cancelled orders out.
 */

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const PARTNER_ROWS = 50;

/** Orders placed in [start, end) that were not cancelled. */
const placed = (start: Date, end: Date, alias = sql`o`) =>
  sql`${alias}.created_at >= ${start.toISOString()}::timestamptz and ${alias}.created_at < ${end.toISOString()}::timestamptz and ${alias}.status <> 'cancelled'`;

/** The customer an order counts for: the account, else the e-mail of a guest order. */
const customerKey = sql`coalesce(o.customer_id::text, lower(o.customer_email), o.customer_name)`;

export async function salesReport(db: Database, period: ReportPeriodRange): Promise<SalesReport> {
  const { totals, chartRows, topItems, topCustomers } = await salesFigures(db, period);
  const orders = totals.reduce((sum, row) => sum + row.orders, 0);
  const previousOrders = totals.reduce((sum, row) => sum + row.previous_orders, 0);
  const inCurrencyOrder = CURRENCIES.flatMap((code) => totals.filter((row) => row.currency === code));
  const trend = (value: number, previous: number) => ({ value, previous, change: changeOf(value, previous) });
  const averageOf = (revenue: number, count: number) => (count ? money(revenue / count) : 0);
  return {
    range: rangeOf(period),
    cards: {
      revenue: inCurrencyOrder.map((row) => ({
        currency: row.currency,
        ...trend(money(row.revenue), money(row.previous_revenue)),
      })),
      orders: trend(orders, previousOrders),
      averageOrderValue: inCurrencyOrder.map((row) => ({
        currency: row.currency,
        ...trend(averageOf(row.revenue, row.orders), averageOf(row.previous_revenue, row.previous_orders)),
      })),
    },
    chart: period.buckets.map((bucket) => {
      const rows = chartRows.filter((row) => row.bucket === bucket.key);
      return {
        label: bucket.label,
        revenue: amountsByCurrency(rows.map((row) => ({ currency: row.currency, amount: row.revenue }))),
        orders: rows.reduce((sum, row) => sum + row.orders, 0),
      };
    }),
    topItems: topItems.map((row) => ({
      name: row.name,
      quantity: row.quantity,
      revenue: money(row.revenue),
      currency: row.currency,
    })),
    topCustomers: topCustomers.map((row) => ({ ...row, spent: money(row.spent) })),
  };
}

export async function partnerReport(db: Database, period: ReportPeriodRange): Promise<PartnerReport> {
  const start = sql`${period.start.toISOString()}::timestamptz`;
  const end = sql`${period.end.toISOString()}::timestamptz`;
  const farmers = await rowsOf<{
    id: number;
    name: string;
    received: number;
    fulfilled: number;
    quantity: number;
    value: number;
    response_hours: number | null;
  }>(
    db,
    sql`select f.user_id as id, f.farm_name as name,
      count(r.id)::int as received,
      count(r.id) filter (where r.status = 'fulfilled')::int as fulfilled,
      coalesce(sum(r.quantity) filter (where r.status = 'fulfilled'), 0)::float8 as quantity,
      coalesce(sum(r.quantity * i.total_price / nullif(i.quantity, 0)) filter (where r.status = 'fulfilled'), 0)::float8 as value,
      (avg(extract(epoch from coalesce(r.accepted_at, r.declined_at) - r.created_at)) / 3600)::float8 as response_hours
    from farmer_profiles f
    left join kitchen_requests r on r.farmer_id = f.user_id and r.created_at >= ${start} and r.created_at < ${end}
    left join inventory_items i on i.id = r.inventory_item_id
    group by f.user_id, f.farm_name order by received desc, f.farm_name limit ${PARTNER_ROWS}`,
  );
  const kitchens = await rowsOf<{
    id: number;
    name: string;
    currency: Currency;
    orders: number;
    revenue: number;
    prep_minutes: number | null;
    on_time: number | null;
  }>(
    db,
    sql`select k.user_id as id, k.kitchen_name as name, ${currencyOf(sql`k.region`)} as currency,
      count(o.id)::int as orders,
      coalesce(sum(o.total_amount), 0)::float8 as revenue,
      (avg(extract(epoch from o.ready_at - o.started_at)) / 60)::float8 as prep_minutes,
      (100.0 * count(o.id) filter (where o.ready_at - o.started_at <= make_interval(mins => ${ON_TIME_PREP_MINUTES}))
        / nullif(count(o.id) filter (where o.ready_at is not null and o.started_at is not null), 0))::float8 as on_time
    from kitchen_profiles k
    left join orders o on o.kitchen_id = k.user_id and ${placed(period.start, period.end)}
    group by k.user_id, k.kitchen_name, k.region order by orders desc, k.kitchen_name limit ${PARTNER_ROWS}`,
  );
  const riders = await rowsOf<{ id: number; name: string; deliveries: number; on_time: number }>(
    db,
    sql`select d.user_id as id, d.delivery_name as name,
      count(o.id)::int as deliveries,
      count(o.id) filter (where o.completed_at <= o.delivery_date)::int as on_time
    from delivery_profiles d
    left join orders o on o.delivery_partner_id = d.user_id and o.status = 'completed'
      and o.created_at >= ${start} and o.created_at < ${end}
    group by d.user_id, d.delivery_name order by deliveries desc, d.delivery_name limit ${PARTNER_ROWS}`,
  );
  return {
    range: rangeOf(period),
    farmers: farmers.map((row) => ({
      id: row.id,
      name: row.name,
      requestsReceived: row.received,
      fulfilled: row.fulfilled,
      fulfilmentRate: row.received ? (oneDecimal((100 * row.fulfilled) / row.received) ?? 0) : 0,
      quantitySupplied: money(row.quantity),
      valueSupplied: money(row.value),
      averageResponseHours: oneDecimal(row.response_hours),
    })),
    kitchens: kitchens.map((row) => ({
      id: row.id,
      name: row.name,
      orders: row.orders,
      revenue: money(row.revenue),
      currency: row.currency,
      averagePrepMinutes: oneDecimal(row.prep_minutes),
      onTimeRate: oneDecimal(row.on_time),
    })),
    delivery: riders.map((row) => ({
      id: row.id,
      name: row.name,
      deliveries: row.deliveries,
      completedOnTime: row.on_time,
      onTimeRate: row.deliveries ? oneDecimal((100 * row.on_time) / row.deliveries) : null,
    })),
    deliveryFigures: await deliveryFigures(db, period),
  };
}

/**
 * Delivery partners: deliveries per day (platform clock), the medians of the wait at
 * the counter (ready → picked up) and of the drop-off (picked up → delivered), and the couriers'
 * earnings (the fee share they were delivered with + tips) and tips per currency, for the orders
 * delivered (or failed) in the period.
 */
async function deliveryFigures(db: Database, period: ReportPeriodRange): Promise<PartnerReport['deliveryFigures']> {
  const start = sql`${period.start.toISOString()}::timestamptz`;
  const end = sql`${period.end.toISOString()}::timestamptz`;
  const delivered = sql`o.delivery_status = 'delivered' and o.delivered_at >= ${start} and o.delivered_at < ${end}`;
  const [perDay, [figures], money_] = await Promise.all([
    rowsOf<{ day: string; deliveries: number }>(
      db,
      sql`select to_char(o.delivered_at at time zone ${period.timeZone}, 'YYYY-MM-DD') as day, count(*)::int as deliveries
        from orders o where ${delivered} group by 1 order by 1`,
    ),
    rowsOf<{ deliveries: number; failed: number; pickup_wait: number | null; dropoff: number | null }>(
      db,
      sql`select count(*) filter (where ${delivered})::int as deliveries,
        count(*) filter (where o.delivery_status = 'failed' and o.failed_at >= ${start} and o.failed_at < ${end})::int as failed,
        (percentile_cont(0.5) within group (order by extract(epoch from o.picked_up_at - o.ready_at) / 60)
          filter (where ${delivered} and o.picked_up_at is not null and o.ready_at is not null))::float8 as pickup_wait,
        (percentile_cont(0.5) within group (order by extract(epoch from o.delivered_at - o.picked_up_at) / 60)
          filter (where ${delivered} and o.picked_up_at is not null))::float8 as dropoff
        from orders o where o.delivery_status in ('delivered', 'failed')`,
    ),
    rowsOf<{ currency: Currency; earnings: number; tips: number }>(
      db,
      sql`select ${currencyOf(sql`o.region`)} as currency,
        coalesce(sum(round(coalesce(o.delivery_fee, 0) * coalesce(o.courier_fee_share, 0)) / 100 + o.tip), 0)::float8 as earnings,
        coalesce(sum(o.tip), 0)::float8 as tips
        from orders o where ${delivered} group by 1 order by 1`,
    ),
  ]);
  return {
    per_day: perDay,
    deliveries: figures?.deliveries ?? 0,
    failed: figures?.failed ?? 0,
    median_pickup_wait_minutes: oneDecimal(figures?.pickup_wait ?? null),
    median_dropoff_minutes: oneDecimal(figures?.dropoff ?? null),
    courier_earnings: money_.map((row) => ({ currency: row.currency, amount: money(row.earnings) })),
    tips: money_.map((row) => ({ currency: row.currency, amount: money(row.tips) })),
  };
}

const share = (part: number, whole: number) => (whole ? (oneDecimal((100 * part) / whole) ?? 0) : 0);

export async function customerReport(db: Database, period: ReportPeriodRange): Promise<CustomerReport> {
  const { start, end, previousStart, timeZone } = period;
  const lastDay = rangeOf(period).lastDay;
  const [newCustomers] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from users
    where role = 'customer' and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`,
  );
  const [retention] = await rowsOf<{ active: number; previous: number; retained: number }>(
    db,
    sql`with buyers as (
      select ${customerKey} as customer,
        bool_or(o.created_at >= ${start.toISOString()}::timestamptz) as now_active,
        bool_or(o.created_at < ${start.toISOString()}::timestamptz) as was_active
      from orders o where ${placed(previousStart, end)} group by 1
    )
    select count(*) filter (where now_active)::int as active, count(*) filter (where was_active)::int as previous,
      count(*) filter (where now_active and was_active)::int as retained
    from buyers`,
  );
  const ages = await rowsOf<{ band: string; customers: number }>(
    db,
    sql`with active as (
      select distinct ${customerKey} as customer, o.customer_id from orders o where ${placed(start, end)}
    ), aged as (
      select extract(year from age(${lastDay}::date, u.birth_date)) as years
      from active a left join users u on u.id = a.customer_id
    )
    select case
        when years is null then 'unknown'
        when years < 25 then '18-24' when years < 35 then '25-34' when years < 45 then '35-44'
        when years < 55 then '45-54' else '55+' end as band,
      count(*)::int as customers
    from aged group by 1`,
  );
  const hours = await rowsOf<{ hour: number; orders: number }>(
    db,
    sql`select extract(hour from o.created_at at time zone ${timeZone})::int as hour, count(*)::int as orders
    from orders o where ${placed(start, end)} group by 1`,
  );
  const active = retention?.active ?? 0;
  const previous = retention?.previous ?? 0;
  const retained = retention?.retained ?? 0;
  const inBand = new Map(ages.map((row) => [row.band, row.customers]));
  const byHour = new Map(hours.map((row) => [row.hour, row.orders]));
  const unknown = inBand.get('unknown') ?? 0;
  return {
    range: rangeOf(period),
    newCustomers: newCustomers?.count ?? 0,
    activeCustomers: active,
    previousCustomers: previous,
    retainedCustomers: retained,
    retentionRate: previous ? oneDecimal((100 * retained) / previous) : null,
    ageBands: AGE_BANDS.map((band) => ({
      band,
      customers: inBand.get(band) ?? 0,
      share: share(inBand.get(band) ?? 0, active),
    })),
    unknownAge: { customers: unknown, share: share(unknown, active) },
    orderTimes: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: byHour.get(hour) ?? 0 })),
  };
}
