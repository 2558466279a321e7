import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  availablePaymentMethods,
  CANCEL_WINDOW_MINUTES,
  CheckoutBody,
  CheckoutResponse,
  CUSTOMER_ORDER_MESSAGES,
  CustomerOrdersResponse,
  DELIVERY_BOOKING_DAYS,
  DELIVERY_HOURS,
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
  PublicMenuQuery,
  PublicMenuResponse,
  TrackedOrderResponse,
  TrackingParams,
  type OrderRegion,
  type PublicMenuItem,
  type Settings,
  type TrackedOrder,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import {
  categories,
  farmerProfiles,
  kitchenProfiles,
  menuItems,
  orderItems,
  orders,
  orderStatusHistory,
  settings as settingsTable,
} from '../db/schema';
import { authenticateToken, type AuthenticatedUser } from '../auth/sessions';
import { currentUser } from '../http/authorization';
import { conflict, HttpError, notFound, unprocessable } from '../http/errors';
import { clientNetwork, normalisedEmail, normalisedPhone, type Throttle } from '../http/throttle';
import { responses, type Api, type AppContext } from '../http/types';
import type { FastifyReply } from 'fastify';
import { orderMail, sendOrderMail } from '../notifications/order-mail';
import { currentSettings, settingsOf } from '../settings/routes';
import { imageUrl } from '../users/presenters';

/** No card or PayPal provider is connected to this server: those methods are never offered. */
const PAYMENT_PROVIDERS = { stripe: false, paypal: false } as const;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The most notes one dish's line holds once its lines are added up (as a line's own notes). */
const NOTES_MAX_LENGTH = 200;
const CUSTOMER_ORDERS_LIMIT = 50;

type OrderRow = typeof orders.$inferSelect;
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
>;
type LineView = Pick<typeof orderItems.$inferSelect, 'menuItemId' | 'name' | 'quantity' | 'price' | 'notes'>;

/** A priced line as the insert's jsonb_to_recordset reads it. */
const lineRecord = (line: LineView) => ({
  menu_item_id: line.menuItemId,
  name: line.name,
  quantity: line.quantity,
  price: line.price,
  notes: line.notes,
});

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The public view of an order: what its tracking link shows. */
function trackedOrder(order: OrderView, lines: LineView[], kitchenName: string, now: Date): TrackedOrder {
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
  };
}

/** Orders with their lines and kitchen name, in one round trip per table. */
async function trackedOrders(db: Database, rows: OrderRow[]): Promise<TrackedOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // who prepares it: the kitchen of a meal order, the farm of a grocery order
  const partnerIds = [...new Set(rows.flatMap((row) => [row.kitchenId, row.farmerId].filter((id) => id !== null)))];
  const [lines, kitchens, farms] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    partnerIds.length > 0
      ? db
          .select({ id: kitchenProfiles.userId, name: kitchenProfiles.kitchenName })
          .from(kitchenProfiles)
          .where(inArray(kitchenProfiles.userId, partnerIds))
      : Promise.resolve([]),
    partnerIds.length > 0
      ? db
          .select({ id: farmerProfiles.userId, name: farmerProfiles.farmName })
          .from(farmerProfiles)
          .where(inArray(farmerProfiles.userId, partnerIds))
      : Promise.resolve([]),
  ]);
  const partnerName = (id: number | null) =>
    [...kitchens, ...farms].find((partner) => partner.id === id)?.name ?? 'FarmPlate';
  const now = new Date();
  return rows.map((row) =>
    trackedOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
      partnerName(row.kitchenId ?? row.farmerId),
      now,
    ),
  );
}

async function orderByToken(db: Database, token: string): Promise<TrackedOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.trackingToken, token));
  if (!row) throw notFound(CUSTOMER_ORDER_MESSAGES.trackingNotFound);
  const [tracked] = await trackedOrders(db, [row]);
  return tracked!;
}

/** The signed-in customer behind an optional bearer token (checkout is open to guests too). */
async function optionalCustomer(db: Database, header: string | undefined, policy: AppContext['config']['auth']) {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!token) return null;
  const session = await authenticateToken(db, token, {
    idleMinutes: policy.tokenIdleMinutes,
    maxAgeHours: policy.tokenMaxAgeHours,
  });
  return session?.user.role === 'customer' ? session.user : null;
}

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
function requestFingerprint(body: CheckoutBody, customerId: number | null): string {
  const { idempotency_key: _key, ...rest } = body;
  return createHash('sha256')
    .update(canonicalJson({ body: rest, customer: customerId }))
    .digest('hex');
}

/** An earlier order of the same idempotency key, with the fingerprint of the request that made it. */
interface EarlierOrder {
  id: number;
  requestHash: string | null;
}

/**
 * One round trip before the insert: the cart's menu items with their kitchens, the order an
 * earlier request with the same idempotency key made (if any), and the settings.
 */
async function readCheckout(db: Database, cart: CartLine[], idempotencyKey: string | null) {
  const ids = cart.map((line) => line.menu_item_id);
  const rows = await db
    .select({
      id: menuItems.id,
      name: menuItems.itemName,
      price: menuItems.price,
      status: menuItems.status,
      kitchenId: menuItems.kitchenId,
      kitchenName: kitchenProfiles.kitchenName,
      kitchenStatus: kitchenProfiles.status,
      region: kitchenProfiles.region,
      specialRequests: kitchenProfiles.specialRequests,
      earlierOrderId: sql<number | null>`(select o.id from ${orders} o where o.idempotency_key = ${idempotencyKey})`,
      earlierRequestHash: sql<
        string | null
      >`(select o.idempotency_request_hash from ${orders} o where o.idempotency_key = ${idempotencyKey})`,
      // as text, parsed once here (see currentSettings)
      settings: sql<string>`(select coalesce(json_object_agg(s.key, s.value), '{}')::text from ${settingsTable} s)`,
    })
    .from(menuItems)
    .innerJoin(kitchenProfiles, eq(kitchenProfiles.userId, menuItems.kitchenId))
    .where(inArray(menuItems.id, ids));
  const [first] = rows;
  if (!first) {
    // none of the items exists: only an earlier order with this key can still answer
    const earlier = idempotencyKey ? await earlierOrder(db, idempotencyKey) : null;
    return { rows, earlier, settings: await currentSettings(db) };
  }
  return {
    rows,
    earlier: first.earlierOrderId === null ? null : { id: first.earlierOrderId, requestHash: first.earlierRequestHash },
    settings: settingsOf(JSON.parse(first.settings) as Record<string, unknown>),
  };
}

async function earlierOrder(db: Database, idempotencyKey: string): Promise<EarlierOrder | null> {
  const [earlier] = await db
    .select({ id: orders.id, requestHash: orders.idempotencyRequestHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey));
  return earlier ?? null;
}

type CheckoutRow = Awaited<ReturnType<typeof readCheckout>>['rows'][number];

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
  const lines = cart.map((line) => {
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

/** 429 with Retry-After and the time to wait in words. */
function tooManyOrders(reply: FastifyReply, retryAfterSeconds: number): HttpError {
  reply.header('Retry-After', String(retryAfterSeconds));
  return new HttpError(429, CUSTOMER_ORDER_MESSAGES.tooManyOrders(Math.ceil(retryAfterSeconds / 60)));
}

/**
 * The orders one customer email and one phone may place in an hour, from any address: counted
 * only for an order about to be stored, so a retry of an order already placed costs nothing.
 */
async function checkContactLimit(
  throttle: Throttle,
  body: CheckoutBody,
  settings: Settings,
  reply: FastifyReply,
): Promise<void> {
  const limit = settings.checkout_orders_per_contact_per_hour;
  const results = await Promise.all([
    throttle.hit('checkout-email', normalisedEmail(body.customer_email), limit, HOUR),
    throttle.hit('checkout-phone', normalisedPhone(body.customer_phone), limit, HOUR),
  ]);
  const refused = results.filter((result) => !result.allowed);
  if (refused.length > 0) throw tooManyOrders(reply, Math.max(...refused.map((result) => result.retryAfterSeconds)));
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

/** Customers order from the public site: the live menu, checkout, tracking by link, their orders. */
export async function customerOrdersPlugin(
  app: Api,
  { db, config, mailer, background, throttle }: AppContext,
): Promise<void> {
  const tags = ['customer orders'];
  const trackingLink = (region: string, token: string) => `${config.publicUrl}/${region}/track/${token}`;

  app.get(
    '/public-menu',
    {
      config: { permission: 'public' },
      schema: { tags, querystring: PublicMenuQuery, response: responses({ 200: PublicMenuResponse }) },
    },
    async (request) => {
      const { region } = request.query;
      const where = and(eq(kitchenProfiles.region, region), eq(kitchenProfiles.status, 'active'));
      const [settings, rows, kitchens] = await Promise.all([
        currentSettings(db),
        db
          .select({
            id: menuItems.id,
            slug: menuItems.slug,
            name: menuItems.itemName,
            description: menuItems.description,
            price: menuItems.price,
            mealCategories: menuItems.mealCategories,
            tags: menuItems.tags,
            vegetarian: menuItems.vegetarian,
            vegan: menuItems.vegan,
            glutenFree: menuItems.glutenFree,
            category: categories.name,
            imagePath: menuItems.imagePath,
            kitchenId: kitchenProfiles.userId,
            kitchenName: kitchenProfiles.kitchenName,
          })
          .from(menuItems)
          .innerJoin(kitchenProfiles, eq(kitchenProfiles.userId, menuItems.kitchenId))
          .leftJoin(categories, eq(categories.id, menuItems.categoryId))
          .where(and(where, eq(menuItems.status, 'active')))
          .orderBy(asc(menuItems.id)),
        db
          .select({
            id: kitchenProfiles.userId,
            name: kitchenProfiles.kitchenName,
            special_requests: kitchenProfiles.specialRequests,
          })
          .from(kitchenProfiles)
          .where(where)
          .orderBy(asc(kitchenProfiles.userId)),
      ]);
      const items: PublicMenuItem[] = rows.map((row) => {
        // a kitchen's own dish has no public categories or tags: they follow from its flags and category
        const categoriesOf = new Set(row.mealCategories);
        if (row.vegetarian) categoriesOf.add('vegetarian');
        if (row.category === 'Desserts') categoriesOf.add('dessert');
        const flagTags = [row.vegan && 'Vegan', row.vegetarian && 'Vegetarian', row.glutenFree && 'Gluten-Free'];
        return {
          id: row.id,
          slug: row.slug,
          name: row.name,
          description: row.description,
          price: row.price,
          categories: [...categoriesOf],
          tags: row.tags.length > 0 ? row.tags : flagTags.filter((tag): tag is string => !!tag),
          kitchen_id: row.kitchenId,
          kitchen_name: row.kitchenName,
          image_url: imageUrl(row.imagePath),
        };
      });
      return {
        region,
        items,
        kitchens,
        pricing: orderPricing(region, settings),
        payment_methods: availablePaymentMethods(region, settings.payment_methods, PAYMENT_PROVIDERS),
        delivery: { time_zone: deliveryTimeZone(region, settings), ...DELIVERY_HOURS },
      };
    },
  );

  app.post(
    '/orders',
    {
      config: { permission: 'public' },
      schema: { tags, body: CheckoutBody, response: responses({ 200: CheckoutResponse, 201: CheckoutResponse }) },
    },
    async (request, reply) => {
      const body = request.body;
      const header = request.headers['idempotency-key'];
      const headerKey = typeof header === 'string' ? header : undefined;
      if (headerKey !== undefined && !new RegExp(IDEMPOTENCY_KEY_PATTERN).test(headerKey))
        throw unprocessable({
          idempotency_key: ['The Idempotency-Key header must be 16 to 100 letters, digits, - or _.'],
        });
      const idempotencyKey = headerKey ?? body.idempotency_key ?? null;
      const cart = mergeCart(body.items);
      const now = new Date();
      const [checkout, customer] = await Promise.all([
        readCheckout(db, cart, idempotencyKey),
        optionalCustomer(db, request.headers.authorization, config.auth),
      ]);
      const { settings } = checkout;
      // every checkout request of a client address counts, whatever comes of it
      const byAddress = await throttle.hit(
        'checkout-address',
        clientNetwork(request.ip),
        settings.checkout_orders_per_address_per_hour,
        HOUR,
      );
      if (!byAddress.allowed) throw tooManyOrders(reply, byAddress.retryAfterSeconds);
      const fingerprint = requestFingerprint(body, customer?.id ?? null);
      // The same key again (a double click, a retry): the order it made, whatever changed since,
      // but only to the same request; another body with that key learns nothing of the order.
      const replay = async (earlier: EarlierOrder) => {
        if (earlier.requestHash !== fingerprint)
          throw unprocessable({ idempotency_key: [CUSTOMER_ORDER_MESSAGES.idempotencyKeyReused] });
        const [existing] = await db.select().from(orders).where(eq(orders.id, earlier.id));
        const [tracked] = await trackedOrders(db, existing ? [existing] : []);
        if (!tracked) throw new Error(`Order ${earlier.id} of idempotency key ${idempotencyKey} is gone.`);
        return reply.status(200).send({ message: CUSTOMER_ORDER_MESSAGES.placed, data: tracked });
      };
      if (checkout.earlier) return replay(checkout.earlier);
      const { lines, kitchen } = priceCart(body, cart, checkout.rows);
      const region = body.region;
      const pricing = orderPricing(region, settings);
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
      await checkContactLimit(throttle, body, settings, reply);

      const order = {
        orderNumber: newOrderNumber(),
        trackingToken: newTrackingToken(),
        customerName: body.customer_name.trim(),
        customerEmail: body.customer_email.trim(),
        deliveryAddress: body.delivery_address.trim(),
      };
      // One statement, so one round trip and atomic without a transaction: the order (the
      // kitchen's settings trigger of 0001 may make it preparing at once: auto-accept), its
      // lines at the menu's prices, and the first entry of its status history.
      const [stored] = await rowsOf<{ id: number; status: string; started_at: string | Date | null }>(
        db,
        sql`with placed as (
            insert into ${orders} (order_number, customer_id, kitchen_id, customer_name, customer_email,
              customer_phone, delivery_address, status, payment_method, payment_status, total_amount,
              subtotal, delivery_fee, tax_amount, special_instructions, delivery_date, region, tracking_token,
              idempotency_key, idempotency_request_hash, created_at, updated_at)
            values (${order.orderNumber}, ${customer?.id ?? null}, ${kitchen.kitchenId}, ${order.customerName},
              ${order.customerEmail}, ${body.customer_phone.trim()}, ${order.deliveryAddress}, 'new',
              ${body.payment_method}, 'pending', ${totals.total}, ${totals.subtotal}, ${totals.delivery_fee},
              ${totals.tax}, ${instructions}, ${deliveryAt.toISOString()}::timestamptz, ${region},
              ${order.trackingToken}, ${idempotencyKey}, ${idempotencyKey && fingerprint},
              ${now.toISOString()}::timestamptz,
              ${now.toISOString()}::timestamptz)
            -- the same key at the same moment (a double click): the first one's order stands
            on conflict (idempotency_key) do nothing
            returning id, status, started_at
          ), line_rows as (
            insert into ${orderItems} (order_id, menu_item_id, name, quantity, price, notes)
            select placed.id, line.menu_item_id, line.name, line.quantity, line.price, line.notes
            from placed, jsonb_to_recordset(${JSON.stringify(lines.map(lineRecord))}::jsonb)
              as line(menu_item_id int, name text, quantity int, price numeric, notes text)
          ), history as (
            insert into ${orderStatusHistory} (order_id, from_status, to_status, changed_by, changed_at)
            select placed.id, null, placed.status, ${customer?.id ?? null}, ${now.toISOString()}::timestamptz from placed
          )
          select id, status, started_at from placed`,
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
        },
        lines,
        kitchen.kitchenName,
        now,
      );
      return reply.status(201).send({ message: CUSTOMER_ORDER_MESSAGES.placed, data: tracked });
    },
  );

  app.get(
    '/orders/track/:token',
    {
      config: { permission: 'public' },
      schema: { tags, params: TrackingParams, response: responses({ 200: TrackedOrderResponse }) },
    },
    async (request) => ({ data: await orderByToken(db, request.params.token) }),
  );

  app.post(
    '/orders/track/:token/cancel',
    {
      config: { permission: 'public' },
      schema: { tags, params: TrackingParams, response: responses({ 200: CheckoutResponse }) },
    },
    async (request) => {
      const { token } = request.params;
      const cancelled = await db.transaction(async (tx) => {
        // new, and within 5 minutes by the database's clock (spec §4): one conditional update
        const [row] = await tx
          .update(orders)
          .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
          .where(
            and(
              eq(orders.trackingToken, token),
              eq(orders.status, 'new'),
              sql`${orders.createdAt} > now() - make_interval(mins => ${CANCEL_WINDOW_MINUTES})`,
            ),
          )
          .returning({ id: orders.id, customerId: orders.customerId, region: orders.region });
        if (row)
          await tx
            .insert(orderStatusHistory)
            .values({ orderId: row.id, fromStatus: 'new', toStatus: 'cancelled', changedBy: row.customerId });
        return row ?? null;
      });
      if (!cancelled) {
        const order = await orderByToken(db, token);
        if (order.status === 'cancelled') throw conflict(CUSTOMER_ORDER_MESSAGES.alreadyCancelled);
        throw conflict(
          order.status === 'new' ? CUSTOMER_ORDER_MESSAGES.cancelTooLate : CUSTOMER_ORDER_MESSAGES.cancelStarted,
        );
      }
      sendOrderMail(
        { db, mailer, background },
        'order_status_updates',
        cancelled.id,
        trackingLink(cancelled.region ?? 'us', token),
      );
      return { message: CUSTOMER_ORDER_MESSAGES.cancelled, data: await orderByToken(db, token) };
    },
  );

  app.get(
    '/customer-orders',
    {
      config: { permission: 'customerOrders' },
      schema: { tags, response: responses({ 200: CustomerOrdersResponse }) },
    },
    async (request) => {
      const customer: AuthenticatedUser = currentUser(request);
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.customerId, customer.id))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(CUSTOMER_ORDERS_LIMIT);
      // seeded orders have no tracking link; they are listed all the same
      return { data: await trackedOrders(db, rows) };
    },
  );
}
