import { desc, sql } from 'drizzle-orm';
import type { Currency, OrderStatus } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { foldWhenPiled } from './order-counts';

const FINISHED: OrderStatus[] = ['completed', 'cancelled'];

interface KeptRow {
  kind: 'status' | 'revenue' | 'item' | 'deltas';
  key: string;
  currency: Currency;
  orders: number;
  amount: number;
}

/**
 * The admin dashboard's figures of the orders: totals, revenue per currency and the top dishes
 * over every order come from what the triggers of drizzle/0011 and 0019 keep (orders per status,
 * revenue and items per month and currency: a row per month, not per day, whatever the number of
 * orders); the newest orders are an index walk. Revenue leaves cancelled orders out; dollars and naira are summed
 * apart, never added together.
 */
export async function orderFigures(db: Database, recent: number) {
  const [kept, recentOrders] = await Promise.all([
    db.execute(sql`
      select 'status' as kind, status as key, null as currency, sum(orders)::int as orders, 0::float8 as amount
        from order_status_counts group by status
      union all
      select 'revenue', '', currency, 0, sum(revenue)::float8 from order_monthly_sales
        group by currency having sum(orders) > 0
      union all
      (select 'item', name, currency, sum(orders)::int, sum(revenue)::float8 from order_monthly_items
        group by name, currency having sum(orders) > 0 order by 4 desc, 5 desc, name, currency limit ${recent})
      union all
      select 'deltas', '', null, (select count(*) from order_status_counts where not folded)::int
        + (select count(*) from order_monthly_sales where not folded)::int
        + (select count(*) from order_monthly_items where not folded)::int, 0`),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        customer: orders.customerName,
        status: orders.status,
        total: orders.totalAmount,
        region: orders.region,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(recent),
  ]);
  const keptResult: unknown = kept;
  const { rows } = keptResult as { rows: KeptRow[] };
  await foldWhenPiled(db, rows.find((row) => row.kind === 'deltas')?.orders ?? 0);
  const statuses = rows.filter((row) => row.kind === 'status');
  return {
    orderTotals: {
      orders: statuses.reduce((total, row) => total + row.orders, 0),
      active: statuses
        .filter((row) => !FINISHED.includes(row.key as OrderStatus))
        .reduce((total, row) => total + row.orders, 0),
    },
    revenue: rows
      .filter((row) => row.kind === 'revenue')
      .map((row) => ({ currency: row.currency, amount: row.amount })),
    recentOrders,
    topItems: rows
      .filter((row) => row.kind === 'item')
      .map((row) => ({ name: row.key, orders: row.orders, revenue: row.amount, currency: row.currency })),
  };
}
