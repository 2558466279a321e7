import { sql } from 'drizzle-orm';
import type { Currency, CurrencyAmount } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { amountsByCurrency } from '../orders/currency';

/**
 * The dashboard's order figures over every order, from what the triggers of drizzle/0010 keep:
 * orders per status, revenue per day and currency, items per day. One statement of a few hundred
 * rows, whatever the number of orders. Revenue leaves cancelled orders out and stays per currency.
 */
export interface DashboardOrderFigures {
  orders: number;
  activeOrders: number;
  revenue: CurrencyAmount[];
  topItems: { name: string; orders: number; revenue: number; currency: Currency }[];
}

const FINISHED = ['completed', 'cancelled'];

export async function dashboardOrderFigures(db: Database, topItems: number): Promise<DashboardOrderFigures> {
  const result: unknown = await db.execute(sql`
    select 'status' as kind, status as key, null as currency, sum(orders)::int as orders, 0::float8 as amount
      from order_status_counts group by status
    union all
    select 'revenue', '', currency, 0, sum(revenue)::float8 from order_daily_sales group by currency having sum(orders) > 0
    union all
    (select 'item', name, currency, sum(orders)::int, sum(revenue)::float8 from order_daily_items
      group by name, currency having sum(orders) > 0 order by 4 desc, 5 desc, name, currency limit ${topItems})`);
  const { rows } = result as {
    rows: { kind: string; key: string; currency: Currency; orders: number; amount: number }[];
  };
  const statuses = rows.filter((row) => row.kind === 'status');
  return {
    orders: statuses.reduce((sum, row) => sum + row.orders, 0),
    activeOrders: statuses.filter((row) => !FINISHED.includes(row.key)).reduce((sum, row) => sum + row.orders, 0),
    revenue: amountsByCurrency(
      rows.filter((row) => row.kind === 'revenue').map((row) => ({ currency: row.currency, amount: row.amount })),
    ),
    topItems: rows
      .filter((row) => row.kind === 'item')
      .map((row) => ({ name: row.key, orders: row.orders, revenue: row.amount, currency: row.currency })),
  };
}
