import { sql, type SQLWrapper } from 'drizzle-orm';
import { ADMIN_STATUS_OF, type AdminOrder, type KitchenOrder, type OrderStatus } from '@farmplate/contracts';
import { orderItems, orders } from '../db/schema';
import { iso } from '../http/dates';
import { currencyOfRegion } from './currency';

export type OrderRow = typeof orders.$inferSelect;

/** One line of an order as the lists read it. */
export interface OrderLine {
  id: number;
  name: string;
  quantity: number;
  price: number;
  notes: string | null;
}

/**
 * A column written with its table's name. Drizzle leaves columns unqualified in a select from one
 * table, so inside a subquery on order_items an unqualified "id" would name the line's id, not
 * the order's: every order then showed the lines of the order whose id equals a line id.
 */
export const qualified = (table: typeof orders | typeof orderItems, column: { name: string }) =>
  sql`${table}.${sql.identifier(column.name)}`;

/**
 * The lines of the order `orderId` (a column of the current row) as a JSON array, selected with
 * the order itself: a page of orders is one query, not one per order. `orderId` must render
 * qualified (a subquery's column, or `qualified(orders, orders.id)`).
 */
export const linesOf = (orderId: SQLWrapper) => {
  const line = (column: { name: string }) => qualified(orderItems, column);
  return sql<OrderLine[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${line(orderItems.id)}, 'name', ${line(orderItems.name)}, 'quantity', ${line(orderItems.quantity)},
    'price', ${line(orderItems.price)}, 'notes', ${line(orderItems.notes)}
  ) order by ${line(orderItems.id)}), '[]'::json)
  from ${orderItems} where ${line(orderItems.orderId)} = ${orderId}
)`;
};

export const orderLines = linesOf(qualified(orders, orders.id));

/** An order as the kitchen and farmer order boards read it. */
export function toKitchenOrder(order: OrderRow, lines: OrderLine[]): KitchenOrder {
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
    items: lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      price: Number(line.price),
      notes: line.notes,
      menu_item: isMeal ? { item_name: line.name } : null,
      inventory: isMeal ? null : { produce_name: line.name },
    })),
  };
}

export function toAdminOrder(
  order: OrderRow,
  lines: OrderLine[],
  names: { kitchen: string | null; deliveryPartner: string | null },
): AdminOrder {
  return {
    id: order.id,
    order_id: order.id,
    order_number: order.orderNumber,
    customer: { name: order.customerName, email: order.customerEmail },
    kitchen: names.kitchen,
    status: ADMIN_STATUS_OF[order.status as OrderStatus],
    paymentStatus: order.paymentStatus as AdminOrder['paymentStatus'],
    orderDate: order.createdAt.toISOString(),
    deliveryDate: iso(order.deliveryDate),
    deliveryPartner: names.deliveryPartner,
    items: lines.map((line) => ({ name: line.name, quantity: line.quantity, price: Number(line.price) })),
    total: order.totalAmount,
    currency: currencyOfRegion(order.region),
  };
}
