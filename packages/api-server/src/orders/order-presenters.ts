import { ADMIN_STATUS_OF, type AdminOrder, type KitchenOrder, type OrderStatus } from '@farmplate/contracts';
import { iso } from '../http/dates';
import { currencyOfRegion } from './currency';
import type { KitchenOrderColumns, OrderCourier, OrderLine, OrderRow } from './orders-repository';

/** An order as the kitchen and farmer order boards read it. */
export function toKitchenOrder(
  order: KitchenOrderColumns,
  lines: OrderLine[],
  courier: OrderCourier | null = null,
  boxOrder = false,
): KitchenOrder {
  // A meal order (to a kitchen) lists menu items; a grocery order (to a farmer) lists produce.
  const isMeal = order.kitchenId !== null;
  return {
    id: order.id,
    order_number: order.orderNumber,
    box_order: boxOrder,
    status: order.status as KitchenOrder['status'],
    created_at: order.createdAt.toISOString(),
    started_at: iso(order.startedAt),
    ready_at: iso(order.readyAt),
    completed_at: iso(order.completedAt),
    total_amount: order.totalAmount,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    special_instructions: order.specialInstructions,
    fulfilment: order.fulfilment as KitchenOrder['fulfilment'],
    delivery_status: order.deliveryStatus as KitchenOrder['delivery_status'],
    pickup_code: order.pickupCode,
    assigned_at: iso(order.assignedAt),
    picked_up_at: iso(order.pickedUpAt),
    courier: order.deliveryPartnerId === null ? null : courier,
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

/** The columns of an order the admin list presents. */
export type AdminOrderColumns = Pick<
  OrderRow,
  | 'id'
  | 'orderNumber'
  | 'customerName'
  | 'customerEmail'
  | 'status'
  | 'paymentStatus'
  | 'createdAt'
  | 'deliveryDate'
  | 'totalAmount'
  | 'region'
>;

export function toAdminOrder(
  order: AdminOrderColumns,
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
