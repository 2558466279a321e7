import { count, desc, eq, notInArray, sql, sum } from 'drizzle-orm';
import type { OrderStatus } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { orderItems, orders } from '../db/schema';
import { currencyOf } from './currency';

const FINISHED: OrderStatus[] = ['completed', 'cancelled'];

/** The admin dashboard's figures of the orders: totals, revenue per currency, the newest orders, the top dishes. */
export async function orderFigures(db: Database, recent: number) {
  const [[orderTotals], revenue, recentOrders, topItems] = await Promise.all([
    db
      .select({
        orders: count(),
        active: sql<number>`(count(*) filter (where ${notInArray(orders.status, FINISHED)}))::int`,
      })
      .from(orders),
    // dollars and naira are summed apart, never added together
    db
      .select({ currency: currencyOf(orders.region), amount: sum(orders.totalAmount) })
      .from(orders)
      .where(sql`${orders.status} <> 'cancelled'`)
      .groupBy(currencyOf(orders.region)),
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
    db
      .select({
        name: orderItems.name,
        orders: sql<number>`count(distinct ${orderItems.orderId})::int`,
        revenue: sum(sql`${orderItems.price} * ${orderItems.quantity}`),
        currency: currencyOf(orders.region),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(sql`${orders.status} <> 'cancelled'`)
      .groupBy(orderItems.name, currencyOf(orders.region))
      .orderBy(sql`2 desc`, sql`3 desc`, orderItems.name)
      .limit(recent),
  ]);
  return { orderTotals, revenue, recentOrders, topItems };
}
