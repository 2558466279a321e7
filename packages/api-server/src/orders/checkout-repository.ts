import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CANCEL_WINDOW_MINUTES } from '@farmplate/contracts';
import type { Database } from '../db/client';
import {
  farmerProfiles,
  kitchenProfiles,
  menuItems,
  orderItems,
  orders,
  orderStatusHistory,
  settings as settingsTable,
  users,
} from '../db/schema';
import { currentSettings, settingsOf } from '../platform/settings/settings-repository';

/**
 * The SQL of customers ordering from the public site: what a checkout reads before it places an
 * order, the order placed in one statement, the tracking link's order and its cancel, and a
 * customer's own orders.
 */

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderItems.$inferSelect;
/** A priced line of a new order. */
export type PricedLine = Pick<OrderLineRow, 'menuItemId' | 'name' | 'quantity' | 'price' | 'notes'>;

type Executor = Pick<Database, 'execute'>;

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** An earlier order of the same idempotency key, with the fingerprint of the request that made it. */
export interface EarlierOrder {
  id: number;
  requestHash: string | null;
}

/**
 * One round trip before the insert: the cart's menu items with their kitchens, the order an
 * earlier request with the same idempotency key made (if any), and the settings.
 */
export async function readCheckout(db: Database, menuItemIds: number[], idempotencyKey: string | null) {
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
      allowsPickup: kitchenProfiles.allowsPickup,
      kitchenZone: kitchenProfiles.zone,
      earlierOrderId: sql<number | null>`(select o.id from ${orders} o where o.idempotency_key = ${idempotencyKey})`,
      earlierRequestHash: sql<
        string | null
      >`(select o.idempotency_request_hash from ${orders} o where o.idempotency_key = ${idempotencyKey})`,
      // as text, parsed once here (see currentSettings)
      settings: sql<string>`(select coalesce(json_object_agg(s.key, s.value), '{}')::text from ${settingsTable} s)`,
    })
    .from(menuItems)
    .innerJoin(kitchenProfiles, eq(kitchenProfiles.userId, menuItems.kitchenId))
    .where(inArray(menuItems.id, menuItemIds));
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

export type CheckoutRow = Awaited<ReturnType<typeof readCheckout>>['rows'][number];

export async function earlierOrder(db: Database, idempotencyKey: string): Promise<EarlierOrder | null> {
  const [earlier] = await db
    .select({ id: orders.id, requestHash: orders.idempotencyRequestHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey));
  return earlier ?? null;
}

export async function orderById(db: Database, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export async function orderByTrackingToken(db: Database, token: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.trackingToken, token));
  return row ?? null;
}

/** A customer's own orders, newest first. */
export async function ordersOfCustomer(db: Database, customerId: number, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The lines of orders and the names of the kitchens and farms that prepare them, in one round trip per table. */
export async function linesAndPartnersOf(db: Database, rows: OrderRow[]) {
  const ids = rows.map((row) => row.id);
  // who prepares it: the kitchen of a meal order, the farm of a grocery order
  const partnerIds = [...new Set(rows.flatMap((row) => [row.kitchenId, row.farmerId].filter((id) => id !== null)))];
  const courierIds = [
    ...new Set(rows.flatMap((row) => (row.deliveryPartnerId === null ? [] : [row.deliveryPartnerId]))),
  ];
  const [lines, kitchens, farms, couriers] = await Promise.all([
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
    // the courier's first name only (the tracking page)
    courierIds.length > 0
      ? db
          .select({ id: users.id, firstName: sql<string>`split_part(${users.name}, ' ', 1)` })
          .from(users)
          .where(inArray(users.id, courierIds))
      : Promise.resolve([]),
  ]);
  return { lines, partners: [...kitchens, ...farms], couriers };
}

/** A new order as the checkout stores it. */
export interface NewOrder {
  orderNumber: string;
  trackingToken: string;
  customerId: number | null;
  kitchenId: number | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** null for a pickup order */
  deliveryAddress: string | null;
  paymentMethod: string;
  totals: { total: number; subtotal: number; delivery_fee: number; tax: number };
  specialInstructions: string | null;
  deliveryAt: Date;
  region: string;
  idempotencyKey: string | null;
  requestHash: string | null;
  now: Date;
  lines: PricedLine[];
  /** delivery partners (0010): a delivery order waits for a courier once ready; a pickup order has no dispatch */
  delivery: {
    fulfilment: 'delivery' | 'pickup';
    deliveryStatus: 'unassigned' | null;
    tip: number;
    deliveryCode: string | null;
    pickupCode: string | null;
    deliveryZone: string | null;
  };
}

/** A priced line as the insert's jsonb_to_recordset reads it. */
const lineRecord = (line: PricedLine) => ({
  menu_item_id: line.menuItemId,
  name: line.name,
  quantity: line.quantity,
  price: line.price,
  notes: line.notes,
});

/**
 * One statement, so one round trip and atomic without a transaction: the order (the kitchen's
 * settings trigger of 0001 may make it preparing at once: auto-accept), its lines at the menu's
 * prices, and the first entry of its status history. Null when an order with the same
 * idempotency key was stored at the same moment (a double click): the first one's order stands.
 */
export async function placeOrder(db: Executor, order: NewOrder) {
  const { totals, now } = order;
  const [stored] = await rowsOf<{ id: number; status: string; started_at: string | Date | null }>(
    db,
    sql`with placed as (
            insert into ${orders} (order_number, customer_id, kitchen_id, customer_name, customer_email,
              customer_phone, delivery_address, status, payment_method, payment_status, total_amount,
              subtotal, delivery_fee, tax_amount, special_instructions, delivery_date, region, tracking_token,
              idempotency_key, idempotency_request_hash, created_at, updated_at,
              fulfilment, delivery_status, tip, delivery_code, pickup_code, delivery_zone)
            values (${order.orderNumber}, ${order.customerId}, ${order.kitchenId}, ${order.customerName},
              ${order.customerEmail}, ${order.customerPhone}, ${order.deliveryAddress}, 'new',
              ${order.paymentMethod}, 'pending', ${totals.total}, ${totals.subtotal}, ${totals.delivery_fee},
              ${totals.tax}, ${order.specialInstructions}, ${order.deliveryAt.toISOString()}::timestamptz, ${order.region},
              ${order.trackingToken}, ${order.idempotencyKey}, ${order.requestHash},
              ${now.toISOString()}::timestamptz,
              ${now.toISOString()}::timestamptz,
              ${order.delivery.fulfilment}, ${order.delivery.deliveryStatus}, ${order.delivery.tip},
              ${order.delivery.deliveryCode}, ${order.delivery.pickupCode}, ${order.delivery.deliveryZone})
            -- the same key at the same moment (a double click): the first one's order stands
            on conflict (idempotency_key) do nothing
            returning id, status, started_at
          ), line_rows as (
            insert into ${orderItems} (order_id, menu_item_id, name, quantity, price, notes)
            select placed.id, line.menu_item_id, line.name, line.quantity, line.price, line.notes
            from placed, jsonb_to_recordset(${JSON.stringify(order.lines.map(lineRecord))}::jsonb)
              as line(menu_item_id int, name text, quantity int, price numeric, notes text)
          ), history as (
            insert into ${orderStatusHistory} (order_id, from_status, to_status, changed_by, changed_at)
            select placed.id, null, placed.status, ${order.customerId}, ${now.toISOString()}::timestamptz from placed
          )
          select id, status, started_at from placed`,
  );
  return stored ?? null;
}

/**
 * The customer cancels through the tracking link: only a new order, and within the cancel window
 * by the database's clock (spec §4), in one conditional update with its history line. Null when
 * the order cannot be cancelled (or there is none).
 */
export async function cancelByTrackingToken(db: Database, token: string) {
  return db.transaction(async (tx) => {
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
}
