import { VEHICLE_LABELS, type KitchenOrder, type KitchenOrderStatus } from '@farmplate/contracts';

type KitchenOrderItem = KitchenOrder['items'][number];

/** The button that moves an order on from each status, and what its confirmation asks. */
export const ORDER_ACTIONS: Record<
  Exclude<KitchenOrderStatus, 'completed'>,
  { label: string; question: (number: string) => string }
> = {
  new: { label: 'Start Preparing', question: (number) => `Start preparing order ${number}?` },
  preparing: { label: 'Mark as Ready', question: (number) => `Mark order ${number} as ready for pickup?` },
  ready: { label: 'Complete Order', question: (number) => `Mark order ${number} as completed?` },
};

/** A ready delivery order leaves the kitchen in a courier's hands: Hand over replaces Complete Order. */
export const HANDOVER_ACTION = {
  label: 'Hand over',
  question: (number: string, courier: string) => `Hand order ${number} over to ${courier}?`,
};

/**
 * An order a courier carries (it has a delivery step, as the server's dispatch gives a ready meal
 * order): Hand over, not Complete Order. A pickup order, or one without dispatch (a farmer's
 * grocery order), completes as before.
 */
export const isDispatched = (order: Pick<KitchenOrder, 'fulfilment' | 'delivery_status'>): boolean =>
  order.fulfilment === 'delivery' && order.delivery_status !== null;

/**
 * What the kitchen reads about a ready delivery order's courier: 'Waiting for a courier (4 min)'
 * (since it was ready, by the board's clock), or the courier's first name and vehicle once one
 * has claimed it. Nothing for a pickup order or one the kitchen has not finished.
 */
export function courierLine(
  order: Pick<KitchenOrder, 'fulfilment' | 'status' | 'delivery_status' | 'ready_at' | 'courier'>,
  now: number,
): string | null {
  if (!isDispatched(order) || order.status !== 'ready') return null;
  if (order.delivery_status === 'failed') return 'Delivery failed: an admin is resolving it';
  if (order.delivery_status === 'unassigned' || !order.courier) {
    const since = order.ready_at ? Date.parse(order.ready_at) : now;
    return `Waiting for a courier (${formatWaited(Math.max(0, Math.floor((now - since) / 60_000)))})`;
  }
  const { first_name, vehicle } = order.courier;
  const courier = vehicle
    ? `${first_name} · ${VEHICLE_LABELS[vehicle as keyof typeof VEHICLE_LABELS] ?? vehicle}`
    : first_name;
  return order.delivery_status === 'picked_up' ? `Picked up by ${courier}` : `Courier: ${courier}`;
}

export const ORDER_STATUS_LABELS: Record<KitchenOrderStatus, string> = {
  new: 'New',
  preparing: 'Preparing',
  ready: 'Ready',
  completed: 'Completed',
};

export type OrderFilter = KitchenOrderStatus | 'all';

/** Name of an ordered line: the menu item, else the produce, else 'Unknown Item' (spec §3). */
export const orderItemName = (item: KitchenOrderItem): string =>
  item.menu_item?.item_name || item.inventory?.produce_name || 'Unknown Item';

const PAYMENT_LABELS: Record<string, string> = {
  card: 'Card',
  stripe: 'Card',
  paypal: 'PayPal',
  cash: 'Cash',
  cod: 'Cash on Delivery',
  cash_on_delivery: 'Cash on Delivery',
  ussd: 'USSD',
  bank_transfer: 'Bank Transfer',
  mobile_money: 'Mobile Money',
};

/** How the customer pays, from the order itself ('card' → 'Card'); unknown methods are title-cased. */
export function paymentLabel(method: string | null): string {
  if (!method) return 'Not specified';
  const key = method
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (
    PAYMENT_LABELS[key] ??
    key
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/** How long an order has waited, and whether an open one is past the kitchen's target (spec §5). */
export interface OrderTiming {
  /** whole minutes since it was ordered */
  minutes: number;
  /** open (new or preparing) and waiting longer than the target */
  late: boolean;
}

/** Statuses whose clock still runs: the kitchen has not finished them. */
const RUNNING: readonly KitchenOrderStatus[] = ['new', 'preparing'];

export function orderTiming(order: Pick<KitchenOrder, 'status' | 'created_at'>, now: number, targetMinutes: number) {
  const minutes = Math.max(0, Math.floor((now - Date.parse(order.created_at)) / 60_000));
  return { minutes, late: RUNNING.includes(order.status) && minutes > targetMinutes } satisfies OrderTiming;
}

/** '45 min', '1 h 05 min', '2 d 3 h' */
export function formatWaited(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** The tab title while the board is open: the count of new orders first, so it shows in a crowded tab bar. */
export const boardTitle = (newOrders: number): string =>
  newOrders > 0 ? `(${newOrders}) New orders · FarmPlate` : 'Orders · FarmPlate';

/** Ids of new orders in `orders` newer (a higher id) than `newestSeen`, the newest order seen before. */
export const arrivedOrders = (orders: readonly KitchenOrder[], newestSeen: number): number[] =>
  orders.filter((order) => order.status === 'new' && order.id > newestSeen).map((order) => order.id);
