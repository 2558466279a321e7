import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  availablePaymentMethods,
  CANCEL_WINDOW_MINUTES,
  CUSTOMER_ORDER_MESSAGES,
  DELIVERY_BOOKING_DAYS,
  DELIVERY_MESSAGES,
  DELIVERY_ZONES,
  deliveryClockOf,
  deliveryTimeZone,
  formatMoney,
  IDEMPOTENCY_KEY_PATTERN,
  isWithinDeliveryHours,
  MAX_DISH_QUANTITY,
  MAX_ORDER_LINES,
  MAX_ORDER_UNITS,
  missingForMinimum,
  orderPricing,
  orderTotals,
  type CheckoutBody,
  type OrderRegion,
  type Settings,
  type TrackedOrder,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { HttpError, notFound, unprocessable } from '../http/errors';
import { clientNetwork, normalisedEmail, normalisedPhone, type Throttle } from '../http/throttle';
import { PAYMENT_PROVIDERS } from '../platform/settings/payment-providers';
import { currentSettings } from '../platform/settings/settings-repository';
import type { Mailer } from '../platform/mail/mailer';
import type { Background } from '../http/background';
import { freeDeliveryCost, placeWithFreeDelivery } from '../loyalty/free-delivery';
import {
  earlierOrder,
  linesAndPartnersOf,
  orderById,
  orderByTrackingToken,
  placeOrder,
  readCheckout,
  type CheckoutRow,
  type EarlierOrder,
  type NewOrder,
  type OrderLineRow,
  type OrderRow,
  type PricedLine,
} from './checkout-repository';
import { orderMail } from './order-mail';

/**
 * Customers order from the public site: the rules a checkout must pass (the cart, the menu's
 * prices, the minimum order, payment, delivery time, the limits per address and contact), the
 * idempotency key that makes a retry safe, and the public view of an order.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The most notes one dish's line holds once its lines are added up (as a line's own notes). */
const NOTES_MAX_LENGTH = 200;

/** What the public view reads of an order and of its lines. */
type OrderView = Pick<
  OrderRow,
  | 'orderNumber'
  | 'trackingToken'
  | 'status'
  | 'region'
  | 'customerName'
  | 'deliveryAddress'
  | 'deliveryDate'
  | 'paymentMethod'
  | 'specialInstructions'
  | 'createdAt'
  | 'startedAt'
  | 'readyAt'
  | 'completedAt'
  | 'cancelledAt'
  | 'subtotal'
  | 'deliveryFee'
  | 'taxAmount'
  | 'totalAmount'
  | 'fulfilment'
  | 'deliveryStatus'
  | 'deliveryCode'
  | 'tip'
  | 'assignedAt'
  | 'pickedUpAt'
  | 'deliveredAt'
>;
type LineView = Pick<OrderLineRow, 'menuItemId' | 'name' | 'quantity' | 'price' | 'notes'>;

/** The public view of an order: what its tracking link shows. */
function trackedOrder(
  order: OrderView,
  lines: LineView[],
  kitchenName: string,
  now: Date,
  courierFirstName: string | null,
  timeZone: TrackedOrder['time_zone'],
): TrackedOrder {
  const cancelUntil = new Date(order.createdAt.getTime() + CANCEL_WINDOW_MINUTES * MINUTE);
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  const status = order.status === 'in-progress' ? 'preparing' : order.status;
  return {
    order_number: order.orderNumber,
    tracking_token: order.trackingToken ?? '',
    status: status as TrackedOrder['status'],
    region: (order.region ?? 'us') as OrderRegion,
    kitchen_name: kitchenName,
    customer_name: order.customerName,
    delivery_address: order.deliveryAddress,
    delivery_time: iso(order.deliveryDate),
    payment_method: order.paymentMethod,
    special_instructions: order.specialInstructions,
    created_at: order.createdAt.toISOString(),
    started_at: iso(order.startedAt),
    ready_at: iso(order.readyAt),
    completed_at: iso(order.completedAt),
    cancelled_at: iso(order.cancelledAt),
    cancel_until: cancelUntil.toISOString(),
    can_cancel: order.status === 'new' && now < cancelUntil,
    items: lines.map((line) => ({
      menu_item_id: line.menuItemId,
      name: line.name,
      quantity: line.quantity,
      price: line.price,
      notes: line.notes,
    })),
    subtotal: order.subtotal ?? order.totalAmount,
    delivery_fee: order.deliveryFee ?? 0,
    tax: order.taxAmount ?? 0,
    total: order.totalAmount,
    fulfilment: order.fulfilment as TrackedOrder['fulfilment'],
    delivery_status: order.deliveryStatus as TrackedOrder['delivery_status'],
    courier_first_name: courierFirstName,
    // the customer gives it to the courier at the door: shown until delivered
    delivery_code: order.deliveryStatus === 'delivered' ? null : order.deliveryCode,
    tip: order.tip,
    can_tip: order.fulfilment === 'delivery' && order.deliveryStatus === 'delivered' && order.tip === 0,
    assigned_at: iso(order.assignedAt),
    picked_up_at: iso(order.pickedUpAt),
    delivered_at: iso(order.deliveredAt),
    time_zone: timeZone,
  };
}

/** Orders with their lines and kitchen name, in one round trip per table. */
export async function trackedOrders(db: Database, rows: OrderRow[]): Promise<TrackedOrder[]> {
  if (rows.length === 0) return [];
  const [{ lines, partners, couriers }, settings] = await Promise.all([
    linesAndPartnersOf(db, rows),
    currentSettings(db),
  ]);
  const partnerName = (id: number | null) => partners.find((partner) => partner.id === id)?.name ?? 'FarmPlate';
  const now = new Date();
  return rows.map((row) =>
    trackedOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
      partnerName(row.kitchenId ?? row.farmerId),
      now,
      couriers.find((courier) => courier.id === row.deliveryPartnerId)?.firstName ?? null,
      deliveryClockOf((row.region ?? 'us') as OrderRegion, settings),
    ),
  );
}

/** The order behind a tracking link, as the link shows it; 404 when there is none. */
export async function orderByToken(db: Database, token: string): Promise<TrackedOrder> {
  const row = await orderByTrackingToken(db, token);
  if (!row) throw notFound(CUSTOMER_ORDER_MESSAGES.trackingNotFound);
  const [tracked] = await trackedOrders(db, [row]);
  return tracked!;
}

/** 4 random digits: the courier's code at the counter, the customer's at the door. */
const newCode = () => String(randomInt(0, 10_000)).padStart(4, '0');

const newOrderNumber = () => `FP-${randomBytes(5).toString('hex').toUpperCase()}`;
/** 32 random bytes: 256 bits no one guesses. */
const newTrackingToken = () => randomBytes(32).toString('base64url');

/** A dish of the cart once: its lines added up, their distinct notes joined. */
interface CartLine {
  menu_item_id: number;
  quantity: number;
  notes: string | null;
}

/**
 * The cart with each dish once, so the 1 to 50 rule holds for the dish and not for each of its
 * lines (fifty lines of 50 are 2,500 of one dish); refuses more different dishes than an order holds.
 */
function mergeCart(items: CheckoutBody['items']): CartLine[] {
  const byDish = new Map<number, { quantity: number; notes: string[] }>();
  for (const line of items) {
    const dish = byDish.get(line.menu_item_id) ?? { quantity: 0, notes: [] };
    dish.quantity += line.quantity;
    const note = line.notes?.trim();
    if (note && !dish.notes.includes(note)) dish.notes.push(note);
    byDish.set(line.menu_item_id, dish);
  }
  if (byDish.size > MAX_ORDER_LINES) throw unprocessable({ items: [CUSTOMER_ORDER_MESSAGES.tooManyLines] });
  return [...byDish].map(([id, dish]) => ({
    menu_item_id: id,
    quantity: dish.quantity,
    notes: dish.notes.length > 0 ? dish.notes.join('; ') : null,
  }));
}

/** Keys in a fixed order, so the same request always reads the same. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );

/**
 * What an idempotency key is bound to: a hash of the request it came with (the body without the
 * key, and the signed-in customer if any). Only the same request again is shown the order it made.
 */
export function requestFingerprint(body: { idempotency_key?: string }, customerId: number | null): string {
  const { idempotency_key: _key, ...rest } = body;
  return createHash('sha256')
    .update(canonicalJson({ body: rest, customer: customerId }))
    .digest('hex');
}

/** Refuses what the server will not sell; answers the lines priced from the menu and the kitchen. */
function priceCart(body: CheckoutBody, cart: CartLine[], rows: CheckoutRow[]) {
  if (rows.length !== cart.length) throw unprocessable({ items: [CUSTOMER_ORDER_MESSAGES.itemUnknown] });
  const kitchenIds = new Set(rows.map((row) => row.kitchenId));
  if (kitchenIds.size > 1) throw unprocessable({ items: [CUSTOMER_ORDER_MESSAGES.oneKitchen] });
  const [first] = rows;
  if (first!.region !== body.region) throw unprocessable({ items: [CUSTOMER_ORDER_MESSAGES.otherRegion] });
  if (first!.kitchenStatus !== 'active')
    throw unprocessable({ items: [CUSTOMER_ORDER_MESSAGES.kitchenUnavailable(first!.kitchenName)] });
  const inactive = rows.find((row) => row.status !== 'active');
  if (inactive) throw unprocessable({ items: [CUSTOMER_ORDER_MESSAGES.itemUnavailable(inactive.name)] });
  const byId = new Map(rows.map((row) => [row.id, row]));
  // every price comes from the menu, whatever the browser sent
  const lines: PricedLine[] = cart.map((line) => {
    const item = byId.get(line.menu_item_id)!;
    if (line.quantity > MAX_DISH_QUANTITY)
      throw unprocessable({ items: [CUSTOMER_ORDER_MESSAGES.dishQuantity(item.name, line.quantity)] });
    if (line.notes && line.notes.length > NOTES_MAX_LENGTH)
      throw unprocessable({ items: [CUSTOMER_ORDER_MESSAGES.mergedNotesTooLong(item.name)] });
    return { menuItemId: item.id, name: item.name, price: item.price, quantity: line.quantity, notes: line.notes };
  });
  if (lines.reduce((units, line) => units + line.quantity, 0) > MAX_ORDER_UNITS)
    throw unprocessable({ items: [CUSTOMER_ORDER_MESSAGES.tooManyUnits] });
  return { lines, kitchen: first! };
}

/**
 * Delivery or pickup (only where the kitchen allows it), the tip (delivery orders only: it is the
 * courier's) and the drop-off area (a zone of the region; the kitchen's by default), with the
 * codes of the counter and the door.
 */
function deliveryOf(body: CheckoutBody, kitchen: CheckoutRow): NewOrder['delivery'] {
  const fulfilment = body.fulfilment ?? 'delivery';
  const tip = Math.round((body.tip ?? 0) * 100) / 100;
  if (fulfilment === 'pickup') {
    if (!kitchen.allowsPickup) throw unprocessable({ fulfilment: [DELIVERY_MESSAGES.pickupUnavailable] });
    if (tip > 0) throw unprocessable({ tip: [DELIVERY_MESSAGES.tipPickup] });
    return { fulfilment, deliveryStatus: null, tip: 0, deliveryCode: null, pickupCode: null, deliveryZone: null };
  }
  if (!body.delivery_address?.trim())
    throw unprocessable({ delivery_address: [CUSTOMER_ORDER_MESSAGES.deliveryAddress] });
  const zone = body.delivery_zone?.trim() || kitchen.kitchenZone;
  if (body.delivery_zone && !DELIVERY_ZONES[body.region].includes(body.delivery_zone))
    throw unprocessable({ delivery_zone: [DELIVERY_MESSAGES.zoneUnknown] });
  return {
    fulfilment,
    deliveryStatus: 'unassigned',
    tip,
    deliveryCode: newCode(),
    pickupCode: newCode(),
    deliveryZone: zone ?? null,
  };
}

/** 429 with Retry-After and the time to wait in words. */
export const tooManyOrders = (retryAfterSeconds: number): HttpError =>
  new HttpError(429, CUSTOMER_ORDER_MESSAGES.tooManyOrders(Math.ceil(retryAfterSeconds / 60)), undefined, {
    'Retry-After': String(retryAfterSeconds),
  });

/**
 * The orders one customer email and one phone may place in an hour, from any address: counted
 * only for an order about to be stored, so a retry of an order already placed costs nothing.
 */
export async function checkContactLimit(
  throttle: Throttle,
  body: Pick<CheckoutBody, 'customer_email' | 'customer_phone'>,
  settings: Settings,
): Promise<void> {
  const limit = settings.checkout_orders_per_contact_per_hour;
  const results = await Promise.all([
    throttle.hit('checkout-email', normalisedEmail(body.customer_email), limit, HOUR),
    throttle.hit('checkout-phone', normalisedPhone(body.customer_phone), limit, HOUR),
  ]);
  const refused = results.filter((result) => !result.allowed);
  if (refused.length > 0) throw tooManyOrders(Math.max(...refused.map((result) => result.retryAfterSeconds)));
}

function checkDeliveryTime(value: string, timeZone: string, now: Date): Date {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw unprocessable({ delivery_time: ['Please choose a delivery time'] });
  // a minute of slack: the slot was chosen a moment before the click
  if (at.getTime() < now.getTime() - MINUTE || at.getTime() > now.getTime() + DELIVERY_BOOKING_DAYS * 24 * 60 * MINUTE)
    throw unprocessable({ delivery_time: [CUSTOMER_ORDER_MESSAGES.deliveryWindow] });
  if (!isWithinDeliveryHours(at, timeZone))
    throw unprocessable({ delivery_time: [CUSTOMER_ORDER_MESSAGES.deliveryHours] });
  return at;
}

/** The request's idempotency key: the header's (checked here) or else the body's. */
export function idempotencyKeyOf(headerKey: string | undefined, body: { idempotency_key?: string }): string | null {
  if (headerKey !== undefined && !new RegExp(IDEMPOTENCY_KEY_PATTERN).test(headerKey))
    throw unprocessable({
      idempotency_key: ['The Idempotency-Key header must be 16 to 100 letters, digits, - or _.'],
    });
  return headerKey ?? body.idempotency_key ?? null;
}

/** Every checkout request of a client address counts, whatever comes of it: 429 past the hour's limit. */
export async function checkAddressLimit(throttle: Throttle, ip: string, settings: Settings): Promise<void> {
  const byAddress = await throttle.hit(
    'checkout-address',
    clientNetwork(ip),
    settings.checkout_orders_per_address_per_hour,
    HOUR,
  );
  if (!byAddress.allowed) throw tooManyOrders(byAddress.retryAfterSeconds);
}

/**
 * The same idempotency key again (a double click, a retry): the order it made, whatever changed
 * since, but only to the same request; another body with that key learns nothing of the order.
 */
export async function replayOrder(
  db: Database,
  earlier: EarlierOrder,
  fingerprint: string,
): Promise<{ status: 200; data: TrackedOrder }> {
  if (earlier.requestHash !== fingerprint)
    throw unprocessable({ idempotency_key: [CUSTOMER_ORDER_MESSAGES.idempotencyKeyReused] });
  const existing = await orderById(db, earlier.id);
  const [tracked] = await trackedOrders(db, existing ? [existing] : []);
  if (!tracked) throw new Error(`Order ${earlier.id} is gone.`);
  return { status: 200 as const, data: tracked };
}

export interface CheckoutRequest {
  body: CheckoutBody;
  /** the Idempotency-Key header, if sent */
  headerKey: string | undefined;
  /** the signed-in customer, if any (checkout is open to guests too); read beside the checkout's own reads */
  customer: () => Promise<{ id: number } | null>;
  ip: string;
}

export interface CheckoutServices {
  db: Database;
  mailer: Mailer;
  background: Background;
  throttle: Throttle;
  /** the tracking page of an order */
  trackingLink: (region: string, token: string) => string;
}

/**
 * Places an order, or answers the order an earlier request with the same idempotency key made:
 * 201 with the new order, 200 with the earlier one. Refuses (422, 429) what the rules do not allow.
 */
export async function checkout(
  { db, mailer, background, throttle, trackingLink }: CheckoutServices,
  { body, headerKey, customer, ip }: CheckoutRequest,
): Promise<{ status: 200 | 201; data: TrackedOrder }> {
  const idempotencyKey = idempotencyKeyOf(headerKey, body);
  const cart = mergeCart(body.items);
  const now = new Date();
  const [checkoutRead, signedIn] = await Promise.all([
    readCheckout(
      db,
      cart.map((line) => line.menu_item_id),
      idempotencyKey,
    ),
    customer(),
  ]);
  const { settings } = checkoutRead;
  await checkAddressLimit(throttle, ip, settings);
  const fingerprint = requestFingerprint(body, signedIn?.id ?? null);
  const replay = (earlier: EarlierOrder) => replayOrder(db, earlier, fingerprint);
  if (checkoutRead.earlier) return replay(checkoutRead.earlier);
  const { lines, kitchen } = priceCart(body, cart, checkoutRead.rows);
  const region = body.region;
  const delivery = deliveryOf(body, kitchen);
  const pointsForDelivery = body.use_points
    ? await freeDeliveryCost(db, {
        signedIn,
        region,
        fulfilment: delivery.fulfilment,
        fee: orderPricing(region, settings).delivery_fee,
      })
    : null;
  // a pickup order has no delivery fee; one paid with points neither
  const pricing = {
    ...orderPricing(region, settings),
    ...((delivery.fulfilment === 'pickup' || pointsForDelivery !== null) && { delivery_fee: 0 }),
  };
  const totals = orderTotals(lines, pricing);
  const missing = missingForMinimum(totals.subtotal, pricing);
  if (missing > 0)
    throw unprocessable({
      items: [
        CUSTOMER_ORDER_MESSAGES.minimumOrder(
          formatMoney(pricing.minimum_order_amount, region),
          formatMoney(missing, region),
        ),
      ],
    });
  if (!availablePaymentMethods(region, settings.payment_methods, PAYMENT_PROVIDERS).includes(body.payment_method))
    throw unprocessable({ payment_method: [CUSTOMER_ORDER_MESSAGES.paymentUnavailable] });
  const deliveryAt = checkDeliveryTime(body.delivery_time, deliveryTimeZone(region, settings), now);
  const instructions = body.special_instructions?.trim() || null;
  if (instructions && !kitchen.specialRequests)
    throw unprocessable({
      special_instructions: [CUSTOMER_ORDER_MESSAGES.specialInstructions(kitchen.kitchenName)],
    });
  await checkContactLimit(throttle, body, settings);

  const order = {
    orderNumber: newOrderNumber(),
    trackingToken: newTrackingToken(),
    customerName: body.customer_name.trim(),
    customerEmail: body.customer_email.trim(),
    // a pickup order is collected at the counter: no address is kept
    deliveryAddress: delivery.fulfilment === 'pickup' ? null : (body.delivery_address?.trim() ?? null),
  };
  const newOrder: NewOrder = {
    ...order,
    customerId: signedIn?.id ?? null,
    kitchenId: kitchen.kitchenId,
    customerPhone: body.customer_phone.trim(),
    paymentMethod: body.payment_method,
    totals,
    specialInstructions: instructions,
    deliveryAt,
    region,
    idempotencyKey,
    requestHash: idempotencyKey && fingerprint,
    now,
    lines,
    delivery,
  };
  const stored =
    pointsForDelivery === null || !signedIn
      ? await placeOrder(db, newOrder)
      : await db.transaction((tx) =>
          placeWithFreeDelivery(
            tx,
            { customerId: signedIn.id, points: pointsForDelivery },
            () => placeOrder(tx, newOrder),
            (placed) => placed && { id: placed.id, orderNumber: order.orderNumber },
          ),
        );
  if (!stored) {
    // the same key at the same moment: the other request made the order
    const earlier = await earlierOrder(db, idempotencyKey ?? '');
    if (!earlier) throw new Error('The order was neither placed nor found by its idempotency key.');
    return replay(earlier);
  }
  const link = trackingLink(region, order.trackingToken);
  if (settings.enable_email_notifications && settings.email_types.includes('order_confirmation'))
    background.run('order mail order_confirmation', () =>
      mailer.send(
        orderMail(
          'order_confirmation',
          {
            number: order.orderNumber,
            status: stored.status,
            email: order.customerEmail,
            name: order.customerName,
          },
          settings.platform_name,
          link,
        ),
      ),
    );
  const tracked = trackedOrder(
    {
      orderNumber: order.orderNumber,
      trackingToken: order.trackingToken,
      status: stored.status,
      region,
      customerName: order.customerName,
      deliveryAddress: order.deliveryAddress,
      deliveryDate: deliveryAt,
      paymentMethod: body.payment_method,
      specialInstructions: instructions,
      createdAt: now,
      startedAt: stored.started_at ? new Date(stored.started_at) : null,
      readyAt: null,
      completedAt: null,
      cancelledAt: null,
      subtotal: totals.subtotal,
      deliveryFee: totals.delivery_fee,
      taxAmount: totals.tax,
      totalAmount: totals.total,
      fulfilment: delivery.fulfilment,
      deliveryStatus: delivery.deliveryStatus,
      deliveryCode: delivery.deliveryCode,
      tip: delivery.tip,
      assignedAt: null,
      pickedUpAt: null,
      deliveredAt: null,
    },
    lines,
    kitchen.kitchenName,
    now,
    null,
    deliveryClockOf(region, settings),
  );
  return { status: 201, data: tracked };
}
