import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminOrder, KitchenOrder } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { orderItems, orders } from '../db/schema';
import { iso } from '../http/dates';

export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** The lines of each order, by order id. */
export async function itemsByOrder(db: Database, orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
  const byOrder = new Map<number, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** An order as the kitchen and farmer order boards read it. */
export function toKitchenOrder(order: OrderRow, items: OrderItemRow[]): KitchenOrder {
  // A meal order (to a kitchen) lists menu items; a grocery order (to a farmer) lists produce.
  const isMeal = order.kitchenId !== null;
  return {
    id: order.id,
    order_number: order.orderNumber,
    status: order.status as KitchenOrder['status'],
    created_at: order.createdAt.toISOString(),
    started_at: iso(order.startedAt),
    ready_at: iso(order.readyAt),
    completed_at: iso(order.completedAt),
    total_amount: order.totalAmount,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    special_instructions: order.specialInstructions,
    user: { name: order.customerName, location: order.deliveryAddress, contact: order.customerPhone },
    items: items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      price: item.price,
      notes: item.notes,
      menu_item: isMeal ? { item_name: item.name } : null,
      inventory: isMeal ? null : { produce_name: item.name },
    })),
  };
}

export function toAdminOrder(order: OrderRow, items: OrderItemRow[], names: { kitchen: string | null; deliveryPartner: string | null }): AdminOrder {
  return {
    id: order.id,
    order_id: order.id,
    order_number: order.orderNumber,
    customer: { name: order.customerName, email: order.customerEmail },
    kitchen: names.kitchen,
    status: order.status as AdminOrder['status'],
    paymentStatus: order.paymentStatus as AdminOrder['paymentStatus'],
    orderDate: order.createdAt.toISOString(),
    deliveryDate: iso(order.deliveryDate),
    deliveryPartner: names.deliveryPartner,
    items: items.map((item) => ({ name: item.name, quantity: item.quantity, price: item.price })),
    total: order.totalAmount,
  };
}

export async function findOrder(db: Database, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}
