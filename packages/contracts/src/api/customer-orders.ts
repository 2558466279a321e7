import { Type, type Static } from '@sinclair/typebox';
import { DELIVERY_MESSAGES, DeliveryStatusSchema, FulfilmentSchema, MAX_TIP } from './delivery';
import { EMAIL_PATTERN, Id, MessageWithData, Nullable } from './common';
import type { Settings } from './settings';
import { TIME_ZONE_IANA, TIME_ZONES, type PlatformTimeZone } from '../format/dates';
import { ORDER_REGIONS, type OrderRegion } from '../format/money';
import * as compiled from './validators/compiled/customer-orders';
import { registerPrecompiled } from './validators/registry';

/** Customers order: the public menu, checkout, tracking by link and a customer's own orders. */

const RegionSchema = Type.Union(ORDER_REGIONS.map((region) => Type.Literal(region)));

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The settings hold one currency's amounts (the platform's dollars). Nigerian orders pay the
 * spec's Nigerian meal delivery fee (§9: ₦1,500 to ₦2,500, the lower bound) and a naira minimum;
 * the tax rate is the settings' in both regions.
 */
export const NIGERIA_DELIVERY_FEE = 1500;
export const NIGERIA_MINIMUM_ORDER = 5000;

export interface OrderPricing {
  delivery_fee: number;
  tax_rate: number;
  minimum_order_amount: number;
}

export function orderPricing(region: OrderRegion, settings: Settings): OrderPricing {
  return region === 'ng'
    ? { delivery_fee: NIGERIA_DELIVERY_FEE, tax_rate: settings.tax_rate, minimum_order_amount: NIGERIA_MINIMUM_ORDER }
    : {
        delivery_fee: settings.delivery_fee,
        tax_rate: settings.tax_rate,
        minimum_order_amount: settings.minimum_order_amount,
      };
}

export interface OrderTotals {
  subtotal: number;
  delivery_fee: number;
  tax: number;
  total: number;
}

/** Subtotal of the lines, the delivery fee, tax on the subtotal, and the total, each to the cent. */
export function orderTotals(lines: readonly { price: number; quantity: number }[], pricing: OrderPricing): OrderTotals {
  const subtotal = cents(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const tax = cents((subtotal * pricing.tax_rate) / 100);
  return { subtotal, delivery_fee: pricing.delivery_fee, tax, total: cents(subtotal + pricing.delivery_fee + tax) };
}

/** What is missing to reach the minimum order (0 when reached). */
export const missingForMinimum = (subtotal: number, pricing: OrderPricing): number =>
  Math.max(0, cents(pricing.minimum_order_amount - subtotal));

// ---- delivery hours (spec §9: 8:00 AM to 10:00 PM daily) ----

export const DELIVERY_HOURS = { opens: '08:00', closes: '22:00' } as const;
const OPENS = 8 * 60;
const CLOSES = 22 * 60;
/** How far ahead a delivery may be booked, and how soon the first slot is. */
export const DELIVERY_BOOKING_DAYS = 7;
export const DELIVERY_LEAD_MINUTES = 45;

/** The clock an order's times read in: Lagos in Nigeria, the settings' time zone in the US. */
export const deliveryClockOf = (region: OrderRegion, settings: Pick<Settings, 'time_zone'>): PlatformTimeZone =>
  region === 'ng' ? 'Lagos (WAT)' : settings.time_zone;

/** The clock deliveries follow, as an IANA zone (see `deliveryClockOf`). */
export const deliveryTimeZone = (region: OrderRegion, settings: Pick<Settings, 'time_zone'>): string =>
  TIME_ZONE_IANA[deliveryClockOf(region, settings)] ?? 'America/New_York';

// building a formatter is far slower than using one: one per time zone
const clocks = new Map<string, Intl.DateTimeFormat>();
const clockOf = (timeZone: string): Intl.DateTimeFormat => {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  return clock;
};

function minutesOfDay(instant: Date, timeZone: string): number {
  const parts = clockOf(timeZone).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

export const isWithinDeliveryHours = (instant: Date, timeZone: string): boolean => {
  const minutes = minutesOfDay(instant, timeZone);
  return minutes >= OPENS && minutes <= CLOSES;
};

/** The half-hour delivery slots of the next two days within delivery hours, from `now` plus the lead time. */
export function deliverySlots(now: Date, timeZone: string): Date[] {
  const step = 30 * 60_000;
  const first = Math.ceil((now.getTime() + DELIVERY_LEAD_MINUTES * 60_000) / step) * step;
  const slots: Date[] = [];
  for (let time = first; time < first + 2 * 24 * 60 * 60_000; time += step) {
    const slot = new Date(time);
    if (isWithinDeliveryHours(slot, timeZone)) slots.push(slot);
  }
  return slots;
}

// ---- payment (spec §3 payment_methods, §9 Nigeria payment options) ----

export const CHECKOUT_PAYMENT_METHODS = ['cod', 'bank_transfer', 'stripe', 'paypal'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<CheckoutPaymentMethod, string> = {
  cod: 'Cash on delivery',
  bank_transfer: 'Bank transfer',
  stripe: 'Card',
  paypal: 'PayPal',
};

/**
 * The ways to pay a customer is offered: cash on delivery when the settings enable it, bank
 * transfer in Nigeria, and card or PayPal only when the settings enable them AND a payment
 * provider is connected (never a form that pretends to take a card).
 */
export function availablePaymentMethods(
  region: OrderRegion,
  enabled: Settings['payment_methods'],
  providers: { stripe: boolean; paypal: boolean },
): CheckoutPaymentMethod[] {
  return CHECKOUT_PAYMENT_METHODS.filter((method) => {
    if (method === 'cod') return enabled.includes('cod');
    if (method === 'bank_transfer') return region === 'ng';
    return enabled.includes(method) && providers[method];
  });
}

// ---- statuses the customer sees ----

/** Orders may be cancelled within 5 minutes while still new (spec §4 policy rule). */
export const CANCEL_WINDOW_MINUTES = 5;
export const TRACKING_STEPS = [
  { status: 'new', label: 'Received' },
  { status: 'preparing', label: 'Preparing' },
  { status: 'ready', label: 'Ready' },
  { status: 'completed', label: 'Completed' },
] as const;

/** The most one order holds: far above a family's order, far below a flood of lines. */
export const MAX_ORDER_LINES = 30;
export const MAX_ORDER_UNITS = 200;
/** Each dish of an order (its lines added up) takes 1 to 50. */
export const MAX_DISH_QUANTITY = 50;

export const CUSTOMER_ORDER_MESSAGES = {
  placed: 'Thank you! Your order has been placed.',
  deliveryAddress: 'Please enter your delivery address',
  itemUnknown: 'An item in your cart is no longer on the menu. Remove it to continue.',
  itemUnavailable: (name: string) => `${name} is no longer available. Remove it from your cart to continue.`,
  kitchenUnavailable: (kitchen: string) => `${kitchen} is not taking orders right now.`,
  oneKitchen: 'A cart holds dishes from one kitchen only. Please order from each kitchen separately.',
  otherRegion: 'These dishes are not sold in this region.',
  minimumOrder: (minimum: string, missing: string) =>
    `The minimum order is ${minimum}. Add ${missing} more to check out.`,
  deliveryHours: 'Choose a delivery time between 8:00 AM and 10:00 PM.',
  deliveryWindow: `Choose a delivery time from now to ${DELIVERY_BOOKING_DAYS} days ahead.`,
  specialInstructions: (kitchen: string) => `${kitchen} does not accept special instructions. Please leave them out.`,
  paymentUnavailable: 'This payment method is not available. Please choose another one.',
  cancelled: 'Your order has been cancelled.',
  cancelTooLate:
    'Orders can be cancelled within 5 minutes of ordering. Preparation has begun, so this order can no longer be cancelled.',
  cancelStarted: 'The kitchen has started preparing this order, so it can no longer be cancelled.',
  alreadyCancelled: 'This order is already cancelled.',
  trackingNotFound: 'We could not find this order. Check the link in your confirmation.',
  dishQuantity: (name: string, quantity: number) =>
    `Quantity must be between 1 and ${MAX_DISH_QUANTITY}: your cart has ${quantity} of ${name}.`,
  tooManyLines: `An order holds at most ${MAX_ORDER_LINES} different dishes. Please split it into smaller orders.`,
  tooManyUnits: `An order holds at most ${MAX_ORDER_UNITS} items in all. Please split it into smaller orders.`,
  mergedNotesTooLong: (name: string) => `The notes for ${name} are too long. Please shorten them to 200 characters.`,
  idempotencyKeyReused:
    'This key was used for another order. Send a new Idempotency-Key for a new order, or the same request to see the order it made.',
  tooManyOrders: (minutes: number) =>
    `Too many orders in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or contact support.`,
  pointsNeedAccount: 'Log in to use your loyalty points.',
  notEnoughPoints: (needed: number, balance: number) => `A free delivery takes ${needed} points: you have ${balance}.`,
  pointsNoDeliveryFee: 'This order has no delivery fee to pay with points.',
  pointsOtherRegion: 'Loyalty points pay for deliveries in the United States only.',
} as const;

// ---- schemas ----

export const PublicMenuQuery = Type.Object({
  region: RegionSchema,
});
export type PublicMenuQuery = Static<typeof PublicMenuQuery>;

export const PublicMenuItem = Type.Object({
  id: Type.Integer(),
  slug: Nullable(Type.String()),
  name: Type.String(),
  description: Type.String(),
  price: Type.Number(),
  categories: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  kitchen_id: Type.Integer(),
  kitchen_name: Type.String(),
  image_url: Nullable(Type.String()),
});
export type PublicMenuItem = Static<typeof PublicMenuItem>;

export const PublicKitchen = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** the kitchen's "special requests" switch: whether checkout offers special instructions */
  special_requests: Type.Boolean(),
  /** whether checkout offers pickup at the kitchen's counter (delivery partners) */
  allows_pickup: Type.Boolean(),
});
export type PublicKitchen = Static<typeof PublicKitchen>;

export const PricingSchema = Type.Object({
  delivery_fee: Type.Number(),
  tax_rate: Type.Number(),
  minimum_order_amount: Type.Number(),
});

export const PublicMenuResponse = Type.Object({
  region: RegionSchema,
  items: Type.Array(PublicMenuItem),
  kitchens: Type.Array(PublicKitchen),
  pricing: PricingSchema,
  payment_methods: Type.Array(Type.String()),
  delivery: Type.Object({ time_zone: Type.String(), opens: Type.String(), closes: Type.String() }),
});
export type PublicMenuResponse = Static<typeof PublicMenuResponse>;

const PaymentMethodSchema = Type.Union(
  CHECKOUT_PAYMENT_METHODS.map((method) => Type.Literal(method)),
  {
    errorMessage: 'Please choose a payment method',
  },
);

export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{16,100}$';

/** POST /orders. Prices and totals are never read from here: the server prices every line. */
export const CheckoutBody = Type.Object({
  region: RegionSchema,
  items: Type.Array(
    Type.Object({
      menu_item_id: Id(),
      quantity: Type.Integer({ minimum: 1, maximum: 50, errorMessage: 'Quantity must be between 1 and 50' }),
      notes: Type.Optional(Type.String({ maxLength: 200 })),
    }),
    { minItems: 1, maxItems: 50, errorMessage: { minItems: 'Your cart is empty' } },
  ),
  customer_name: Type.String({ minLength: 2, maxLength: 120, errorMessage: 'Please enter your name' }),
  customer_email: Type.String({ pattern: EMAIL_PATTERN, maxLength: 255, errorMessage: 'Please enter a valid email' }),
  customer_phone: Type.String({
    pattern: '^\\+?[0-9 ()-]{7,30}$',
    maxLength: 30,
    errorMessage: 'Please enter a valid phone number',
  }),
  /** required for delivery (the checkout's rule); a pickup order needs none */
  delivery_address: Type.Optional(
    Type.String({ minLength: 5, maxLength: 300, errorMessage: CUSTOMER_ORDER_MESSAGES.deliveryAddress }),
  ),
  delivery_time: Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$',
    maxLength: 40,
    errorMessage: 'Please choose a delivery time',
  }),
  special_instructions: Type.Optional(Type.String({ maxLength: 500 })),
  payment_method: PaymentMethodSchema,
  /** the same key twice makes one order (a double click); the Idempotency-Key header wins */
  idempotency_key: Type.Optional(Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN, maxLength: 100 })),
  /** delivery (default) or pickup where the kitchen allows it */
  fulfilment: Type.Optional(FulfilmentSchema),
  /** in the order's currency, all of it to the courier (delivery orders only) */
  tip: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_TIP, errorMessage: DELIVERY_MESSAGES.tipInvalid })),
  /** the drop-off area, one of DELIVERY_ZONES[region] (default: the kitchen's area) */
  delivery_zone: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  /** a signed-in customer pays the delivery fee with loyalty points (the admin's points for a free delivery) */
  use_points: Type.Optional(Type.Boolean()),
});
export type CheckoutBody = Static<typeof CheckoutBody>;

/** A tracking token: 32 random bytes, base64url. */
export const TrackingParams = Type.Object({
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', maxLength: 43 }),
});

export const TRACKED_ORDER_STATUSES = ['new', 'preparing', 'ready', 'completed', 'cancelled'] as const;
export type TrackedOrderStatus = (typeof TRACKED_ORDER_STATUSES)[number];

/** What the tracking link shows: this order only, without the customer's email or phone. */
export const TrackedOrder = Type.Object({
  order_number: Type.String(),
  tracking_token: Type.String(),
  status: Type.Union(TRACKED_ORDER_STATUSES.map((status) => Type.Literal(status))),
  region: RegionSchema,
  kitchen_name: Type.String(),
  customer_name: Type.String(),
  delivery_address: Nullable(Type.String()),
  delivery_time: Nullable(Type.String()),
  payment_method: Type.String(),
  special_instructions: Nullable(Type.String()),
  created_at: Type.String(),
  started_at: Nullable(Type.String()),
  ready_at: Nullable(Type.String()),
  completed_at: Nullable(Type.String()),
  cancelled_at: Nullable(Type.String()),
  /** until when Cancel is offered (created_at + 5 minutes) */
  cancel_until: Type.String(),
  can_cancel: Type.Boolean(),
  items: Type.Array(
    Type.Object({
      menu_item_id: Nullable(Type.Integer()),
      name: Type.String(),
      quantity: Type.Integer(),
      price: Type.Number(),
      notes: Nullable(Type.String()),
    }),
  ),
  subtotal: Type.Number(),
  delivery_fee: Type.Number(),
  tax: Type.Number(),
  total: Type.Number(),
  // delivery partners
  fulfilment: FulfilmentSchema,
  /** null for pickup orders */
  delivery_status: Nullable(DeliveryStatusSchema),
  /** once a courier claimed it */
  courier_first_name: Nullable(Type.String()),
  /** the 4 digits the customer gives the courier (null for pickup orders) */
  delivery_code: Nullable(Type.String()),
  /** the courier's tip, in the order's currency (0 when none) */
  tip: Type.Number(),
  /** POST /track/{token}/tip is offered: delivered, no tip yet */
  can_tip: Type.Boolean(),
  assigned_at: Nullable(Type.String()),
  picked_up_at: Nullable(Type.String()),
  delivered_at: Nullable(Type.String()),
  /** the clock its times read in, the same for every visitor (`deliveryClockOf`) */
  time_zone: Type.Union(TIME_ZONES.map((zone) => Type.Literal(zone))),
});
export type TrackedOrder = Static<typeof TrackedOrder>;

export const CheckoutResponse = MessageWithData(TrackedOrder);
export const TrackedOrderResponse = Type.Object({ data: TrackedOrder });
export const CustomerOrdersResponse = Type.Object({ data: Type.Array(TrackedOrder) });

// ---- reorder: the profile hands a past order to the public site's cart ----

/** The cart address that refills it with a past order's dishes: /us/cart?reorder=12:2,15:1. */
export function reorderPath(order: Pick<TrackedOrder, 'region' | 'items'>): string {
  const pairs = order.items.flatMap((line) => (line.menu_item_id ? [`${line.menu_item_id}:${line.quantity}`] : []));
  return `/${order.region}/cart?reorder=${pairs.join(',')}`;
}

export function parseReorder(value: string): { id: number; quantity: number }[] {
  return value.split(',').flatMap((pair) => {
    const [id = 0, quantity = 0] = pair.split(':').map(Number);
    return Number.isInteger(id) && id > 0 && Number.isInteger(quantity) && quantity > 0 && quantity <= 50
      ? [{ id, quantity }]
      : [];
  });
}

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, { CheckoutBody, PublicMenuQuery, TrackingParams });
