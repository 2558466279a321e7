import { DeliveryStatusSchema, FulfilmentSchema } from './delivery';
import { Type, type Static } from '@sinclair/typebox';
import { AmountsByCurrency, CurrencySchema, Id, MAX_PAGE, MessageWithData, Nullable, PageQuery, Paged } from './common';
import * as compiled from './validators/compiled/orders';
import { registerPrecompiled } from './validators/registry';

/** Kitchen and farmer orders, the admin order view, and the kitchen performance history (spec §2, §3, §4, §7). */

/** Statuses the kitchen (and farmer) order board shows and moves through, in order (spec §4). */
export const KITCHEN_ORDER_STATUSES = ['new', 'preparing', 'ready', 'completed'] as const;
export type KitchenOrderStatus = (typeof KITCHEN_ORDER_STATUSES)[number];
/** Every status an order can have; the admin view shows new, preparing, in-progress, completed, cancelled. */
export const ORDER_STATUSES = ['new', 'preparing', 'in-progress', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The admin's vocabulary (spec §4): what GET /admin-orders answers and filters by. */
export const ADMIN_ORDER_STATUSES = ['new', 'preparing', 'in-progress', 'completed', 'cancelled'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];
/**
 * Every stored status in the admin's words, in this one place: an order the kitchen has marked
 * ready has not reached the customer yet, so for the admin it is still in progress.
 */
export const ADMIN_STATUS_OF: Record<OrderStatus, AdminOrderStatus> = {
  new: 'new',
  preparing: 'preparing',
  'in-progress': 'in-progress',
  ready: 'in-progress',
  completed: 'completed',
  cancelled: 'cancelled',
};
/** The stored statuses an admin status stands for (the filter of GET /admin-orders). */
export const storedStatusesOf = (status: AdminOrderStatus): OrderStatus[] =>
  ORDER_STATUSES.filter((stored) => ADMIN_STATUS_OF[stored] === status);
export const PAYMENT_STATUSES = ['paid', 'pending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The one next status of each kitchen status (Start Preparing, Mark as Ready, Complete Order). */
export const NEXT_KITCHEN_STATUS: Record<KitchenOrderStatus, KitchenOrderStatus | null> = {
  new: 'preparing',
  preparing: 'ready',
  ready: 'completed',
  completed: null,
};

/** An admin may cancel an order unless it is completed or already cancelled (spec §4). */
export const UNCANCELLABLE_ORDER_STATUSES = ['completed', 'cancelled'] as const;
export const canCancelOrder = (status: string): boolean =>
  !(UNCANCELLABLE_ORDER_STATUSES as readonly string[]).includes(status);

export const ORDER_MESSAGES = {
  /** 'Order {number} updated to {status}.' (spec §8) */
  updated: (orderNumber: string, status: string) => `Order ${orderNumber} updated to ${status}.`,
  cancelled: 'Order cancelled successfully',
  notFound: 'Order not found',
} as const;

/** On time: ready within this many minutes of the kitchen starting it (the spec's "Good" band). */
export const ON_TIME_PREP_MINUTES = 20;
/** Performance rating bands of spec §9, by average preparation minutes. */
export const PERFORMANCE_BANDS = { excellent: 15, good: 20 } as const;

const KitchenStatusSchema = Type.Union(KITCHEN_ORDER_STATUSES.map((status) => Type.Literal(status)));

export const KitchenOrder = Type.Object({
  id: Type.Integer(),
  order_number: Type.String(),
  /** a farm box's order: it moves through Box Orders (Packed, Hand over) and its delivery, not the board */
  box_order: Type.Boolean(),
  status: KitchenStatusSchema,
  created_at: Type.String(),
  started_at: Nullable(Type.String()),
  ready_at: Nullable(Type.String()),
  completed_at: Nullable(Type.String()),
  total_amount: Type.Number(),
  payment_method: Type.String(),
  payment_status: Type.String(),
  special_instructions: Nullable(Type.String()),
  /** delivery partners: a pickup order skips dispatch; delivery_status is null for pickup */
  fulfilment: FulfilmentSchema,
  delivery_status: Nullable(DeliveryStatusSchema),
  /** the 4 digits a courier gives at the counter (null for pickup orders) */
  pickup_code: Nullable(Type.String()),
  assigned_at: Nullable(Type.String()),
  picked_up_at: Nullable(Type.String()),
  /** the courier who claimed it: first name and vehicle only */
  courier: Nullable(Type.Object({ first_name: Type.String(), vehicle: Nullable(Type.String()) })),
  /** location = delivery address, contact = phone (null: the screens show their fallbacks) */
  user: Type.Object({ name: Type.String(), location: Nullable(Type.String()), contact: Nullable(Type.String()) }),
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      quantity: Type.Integer(),
      price: Type.Number(),
      notes: Nullable(Type.String()),
      menu_item: Nullable(Type.Object({ item_name: Type.String() })),
      inventory: Nullable(Type.Object({ produce_name: Type.String() })),
    }),
  ),
});
export type KitchenOrder = Static<typeof KitchenOrder>;

/** Orders on one page of a board when the caller names no size, and the most it may ask for. */
export const KITCHEN_BOARD_PER_PAGE = 50;
export const KITCHEN_BOARD_MAX_PER_PAGE = 100;

export const KitchenOrdersQuery = Type.Object({
  status: Type.Optional(Type.Union([KitchenStatusSchema, Type.Literal('all'), Type.Literal('')])),
  /** order number, customer name or item name */
  search: Type.Optional(Type.String({ maxLength: 255 })),
  /** current: open orders and those completed today; older: completed before today (the board asks on request) */
  scope: Type.Optional(Type.Union([Type.Literal('current'), Type.Literal('older'), Type.Literal('')])),
  /** only orders completed at or after this moment (the farmer dashboard's month) */
  completed_since: Type.Optional(
    Type.String({ format: 'date-time', maxLength: 40, errorMessage: 'Must be a date and time' }),
  ),
  /** the board is paged, never cut: every matching order is on some page */
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: KITCHEN_BOARD_MAX_PER_PAGE })),
});
export type KitchenOrdersQuery = Static<typeof KitchenOrdersQuery>;

/** Orders per status over the whole scope and search (not the page): the board's true counts. */
export const KitchenOrderCounts = Type.Object({
  new: Type.Integer(),
  preparing: Type.Integer(),
  ready: Type.Integer(),
  completed: Type.Integer(),
});
export type KitchenOrderCounts = Static<typeof KitchenOrderCounts>;

/** One page of the board, newest first, with the matching total and the counts per status. */
export const KitchenOrdersResponse = Type.Object({
  orders: Type.Array(KitchenOrder),
  counts: KitchenOrderCounts,
  total: Type.Integer(),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  per_page: Type.Integer(),
});
export type KitchenOrdersPage = Static<typeof KitchenOrdersResponse>;

/** PUT /kitchen-orders/{id}: only the next status is accepted (409 otherwise). */
export const KitchenOrderStatusBody = Type.Object({
  status: Type.Union([Type.Literal('preparing'), Type.Literal('ready'), Type.Literal('completed')], {
    errorMessage: 'Please choose a valid order status',
  }),
});
export type KitchenOrderStatusBody = Static<typeof KitchenOrderStatusBody>;
export const KitchenOrderUpdateResponse = Type.Object({ message: Type.String(), order: KitchenOrder });

const PeriodStats = Type.Object({
  totalOrders: Type.Integer(),
  /** minutes from Start Preparing to Ready, averaged, 1 decimal (0 when none) */
  averagePrepTime: Type.Number(),
  /** % of prepared orders ready within ON_TIME_PREP_MINUTES */
  onTimeDelivery: Type.Number(),
  /** % of the period's orders that are completed */
  completionRate: Type.Number(),
});
export const OrderTimelineEntry = Type.Object({
  id: Type.Integer(),
  order_number: Type.String(),
  status: Type.String(),
  customer: Type.String(),
  /** '2x Jollof Rice with Grilled Chicken' per line */
  items: Type.Array(Type.String()),
  orderTime: Type.String(),
  startTime: Nullable(Type.String()),
  readyTime: Nullable(Type.String()),
  completedTime: Nullable(Type.String()),
  /** minutes from ordered to completed (null until completed) */
  totalTime: Nullable(Type.Number()),
});
export type OrderTimelineEntry = Static<typeof OrderTimelineEntry>;

export const STATUS_HISTORY_PERIODS = ['today', 'week', 'month'] as const;
export type StatusHistoryPeriod = (typeof STATUS_HISTORY_PERIODS)[number];
export const StatusHistoryQuery = Type.Object({
  /** the period of orderTimeline (today by default); performanceStats always holds all three */
  period: Type.Optional(Type.Union(STATUS_HISTORY_PERIODS.map((period) => Type.Literal(period)))),
});
export const StatusHistoryResponse = Type.Object({
  performanceStats: Type.Object({ today: PeriodStats, week: PeriodStats, month: PeriodStats }),
  orderTimeline: Type.Array(OrderTimelineEntry),
});
export type StatusHistoryResponse = Static<typeof StatusHistoryResponse>;

// ---- admin view --------------------------------------------------------------------------------

export const AdminOrder = Type.Object({
  id: Type.Integer(),
  /** the id PUT /admin-orders/{id} takes (same as id) */
  order_id: Type.Integer(),
  order_number: Type.String(),
  customer: Type.Object({ name: Type.String(), email: Nullable(Type.String()) }),
  /** kitchen name, or the farm name for a grocery order */
  kitchen: Nullable(Type.String()),
  status: Type.Union(ADMIN_ORDER_STATUSES.map((status) => Type.Literal(status))),
  paymentStatus: Type.Union(PAYMENT_STATUSES.map((status) => Type.Literal(status))),
  orderDate: Type.String(),
  deliveryDate: Nullable(Type.String()),
  deliveryPartner: Nullable(Type.String()),
  items: Type.Array(Type.Object({ name: Type.String(), quantity: Type.Integer(), price: Type.Number() })),
  total: Type.Number(),
  /** the order's currency (its region's): total and prices are in it */
  currency: CurrencySchema,
});
export type AdminOrder = Static<typeof AdminOrder>;

// ---- order floods: bursts of orders with the same contact, address or customer ---------------------

/** What the orders of a burst share. */
export const ORDER_BURST_KINDS = ['email', 'phone', 'address', 'customer'] as const;
export type OrderBurstKind = (typeof ORDER_BURST_KINDS)[number];
/** The defaults of the search and the most one void may take. */
export const ORDER_BURST_DEFAULTS = { window_minutes: 10, min_orders: 5, hours: 24 } as const;
export const MAX_VOID_ORDERS = 5000;

/**
 * GET /admin-orders/bursts: orders neither completed nor cancelled, placed in the last `hours`,
 * that share a contact e-mail, phone, delivery address or customer account and follow each other
 * within `window_minutes`, at least `min_orders` of them.
 */
export const OrderBurstsQuery = Type.Object({
  window_minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 1440 })),
  min_orders: Type.Optional(Type.Integer({ minimum: 2, maximum: 100_000 })),
  hours: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 * 31 })),
});
export type OrderBurstsQuery = Static<typeof OrderBurstsQuery>;

export const OrderBurst = Type.Object({
  kind: Type.Union(ORDER_BURST_KINDS.map((kind) => Type.Literal(kind))),
  /** the shared e-mail, phone or address as the first order wrote it, or the customer's name */
  key: Type.String(),
  orders: Type.Integer(),
  first_at: Type.String(),
  last_at: Type.String(),
  /** the orders' totals, per currency */
  totals: AmountsByCurrency,
  /** the kitchens and farms the orders went to */
  kitchens: Type.Array(Type.String()),
  /** every order of the burst, oldest first (a void takes at most MAX_VOID_ORDERS of them) */
  order_ids: Type.Array(Type.Integer()),
});
export type OrderBurst = Static<typeof OrderBurst>;
export const OrderBurstsResponse = Type.Object({ data: Type.Array(OrderBurst) });
export type OrderBurstsResponse = Static<typeof OrderBurstsResponse>;

/** POST /admin-orders/void: cancels every order named, or none (409 when one has moved on). */
export const VoidOrdersBody = Type.Object({
  order_ids: Type.Array(Id(), {
    minItems: 1,
    maxItems: MAX_VOID_ORDERS,
    uniqueItems: true,
    errorMessage: `Please choose between 1 and ${MAX_VOID_ORDERS} orders`,
  }),
});
export type VoidOrdersBody = Static<typeof VoidOrdersBody>;
export const VoidOrdersResponse = Type.Object({ message: Type.String(), voided: Type.Integer() });
export type VoidOrdersResponse = Static<typeof VoidOrdersResponse>;
export const VOID_MESSAGES = {
  voided: (count: number) => `${count} ${count === 1 ? 'order' : 'orders'} voided.`,
  changed: 'Some of these orders were completed or cancelled since the list was loaded. Reload it and try again.',
} as const;

/** The date filter of Admin Order Management, in the platform's time zone (weeks run Sunday to Saturday). */
export const ADMIN_ORDER_DATE_FILTERS = ['all', 'today', 'yesterday', 'this-week', 'custom'] as const;
export type AdminOrderDateFilter = (typeof ADMIN_ORDER_DATE_FILTERS)[number];
/** YYYY-MM-DD (a custom range's first and last day, both included). */
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const DATE_RANGE_MESSAGE = 'Please choose a valid date range';

/** The filters shared by the list, its counters and the CSV export. */
export const AdminOrderFilters = Type.Object({
  status: Type.Optional(
    Type.Union([...ADMIN_ORDER_STATUSES.map((status) => Type.Literal(status)), Type.Literal('all'), Type.Literal('')]),
  ),
  /** order number or id, customer name or email */
  search: Type.Optional(Type.String({ maxLength: 255 })),
  /** the kitchen (or farm) the order is addressed to: its user id, or 'all' */
  kitchen: Type.Optional(Type.Union([Id(), Type.Literal('all'), Type.Literal('')])),
  date: Type.Optional(
    Type.Union([...ADMIN_ORDER_DATE_FILTERS.map((filter) => Type.Literal(filter)), Type.Literal('')]),
  ),
  from: Type.Optional(Type.String({ maxLength: 10, pattern: DAY_PATTERN, errorMessage: DATE_RANGE_MESSAGE })),
  to: Type.Optional(Type.String({ maxLength: 10, pattern: DAY_PATTERN, errorMessage: DATE_RANGE_MESSAGE })),
});
export type AdminOrderFilters = Static<typeof AdminOrderFilters>;

const BAD_CURSOR_MESSAGE = 'This page of orders is out of date or not valid: open page 1 of the list again.';

/**
 * GET /admin-orders: `page` (numbered pages: an offset), or the page next to the one an answer
 * showed: `after` its `next_cursor` (the next page), `before` its `previous_cursor` (the previous
 * one). A cursor names an order of the list (newest first) and its page; it is only good for the
 * filters and page size of the answer that gave it (else 422 with ADMIN_ORDER_MESSAGES.badCursor).
 */
export const AdminOrdersQuery = Type.Composite([
  PageQuery,
  AdminOrderFilters,
  Type.Object({
    after: Type.Optional(Type.String({ maxLength: 200, errorMessage: BAD_CURSOR_MESSAGE })),
    before: Type.Optional(Type.String({ maxLength: 200, errorMessage: BAD_CURSOR_MESSAGE })),
  }),
]);
export type AdminOrdersQuery = Static<typeof AdminOrdersQuery>;

/** The five counters over every order matching the filters (not only the page). */
export const AdminOrderCounters = Type.Object({
  total: Type.Integer(),
  new: Type.Integer(),
  /** preparing or in progress */
  in_progress: Type.Integer(),
  completed: Type.Integer(),
  cancelled: Type.Integer(),
});
export type AdminOrderCounters = Static<typeof AdminOrderCounters>;
export const AdminOrdersResponse = Type.Composite([
  Paged(AdminOrder),
  Type.Object({
    counters: AdminOrderCounters,
    /** `after` this for the next page; null on the last page */
    next_cursor: Nullable(Type.String()),
    /** `before` this for the previous page; null on the first page */
    previous_cursor: Nullable(Type.String()),
  }),
]);
export type AdminOrdersResponse = Static<typeof AdminOrdersResponse>;

/** Every kitchen and farm orders can be addressed to (the kitchen filter). */
export const AdminOrderKitchensResponse = Type.Object({
  data: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type AdminOrderKitchensResponse = Static<typeof AdminOrderKitchensResponse>;

/** The columns of the orders CSV export, in order. */
export const ADMIN_ORDER_CSV_COLUMNS = [
  'Order ID',
  'Order Number',
  'Order Date',
  'Customer Name',
  'Customer Email',
  'Kitchen',
  'Status',
  'Payment Status',
  'Delivery Partner',
  'Delivery Date',
  'Item Count',
  'Items',
  'Total',
  // the total's currency: a US order's is USD, a Nigerian one's NGN (never added together)
  'Currency',
] as const;

export const ADMIN_ORDER_MESSAGES = {
  cancelFailed: 'Failed to cancel order',
  cancelErrored: 'Error cancelling order',
  loadFailed: 'Failed to load orders',
  loadErrored: 'Error loading orders',
  cancelTitle: 'Cancel Order',
  cancelQuestion: 'Are you sure you want to cancel this order?',
  cancelConfirm: 'Yes, cancel it!',
  empty: 'No orders match your search criteria',
  loading: 'Loading orders...',
  /** a cursor (`after`, `before`) that is not one an answer gave for these filters and page size */
  badCursor: BAD_CURSOR_MESSAGE,
} as const;

/** PUT /admin-orders/{id}: the only admin change is cancel (status cancelled, payment refunded). */
export const AdminOrderUpdateBody = Type.Object({
  status: Type.Literal('cancelled', { errorMessage: 'Only cancelling an order is supported' }),
  paymentStatus: Type.Optional(Type.Literal('refunded', { errorMessage: 'A cancelled order is refunded' })),
  order_id: Type.Optional(Id()),
});
export type AdminOrderUpdateBody = Static<typeof AdminOrderUpdateBody>;
export const AdminOrderUpdateResponse = MessageWithData(AdminOrder);

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, {
  KitchenOrderStatusBody,
  AdminOrderUpdateBody,
  KitchenOrdersQuery,
  StatusHistoryQuery,
  AdminOrdersQuery,
  AdminOrderFilters,
  OrderBurstsQuery,
  VoidOrdersBody,
});
