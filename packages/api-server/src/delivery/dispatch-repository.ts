import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deliveryProfiles, farmerProfiles, kitchenProfiles, orders, orderStatusHistory, users } from '../db/schema';
import { totalOver, type PageRequest } from '../http/pagination';
import { orderLines } from '../orders/orders-repository';

/**
 * Dispatch: the ready delivery orders couriers claim, and each step of a delivery (claim, pickup
 * or the kitchen's handover, delivered, failed). Every step is one conditional UPDATE (of two
 * racing changes one finds the row changed) with its order_status_history line, in one
 * transaction; the orders trigger writes the live events (drizzle/0010_delivery.sql).
 */

export type OrderRow = typeof orders.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Open deliveries: claimed and not yet delivered or failed. */
export const OPEN_DELIVERY_STATUSES = ['assigned', 'picked_up'] as const;

/** The history line of a delivery step: `delivery.<from>` → `delivery.<to>` beside the kitchen's statuses. */
async function recordStep(tx: Tx, orderId: number, from: string | null, to: string, by: number | null, at: Date) {
  await tx.insert(orderStatusHistory).values({
    orderId,
    fromStatus: from === null ? null : `delivery.${from}`,
    toStatus: `delivery.${to}`,
    changedBy: by,
    changedAt: at,
  });
}

const pickupUsers = sql`pickup_account`;

/**
 * Where a courier collects an order: a meal at its kitchen, a farm box (an order with a farmer
 * and no kitchen) at its farm. The farm join only matches box orders.
 */
const pickupFarm = and(eq(farmerProfiles.userId, orders.farmerId), isNull(orders.kitchenId));

/** An order as its courier sees it: with its pickup point (name, address, phone, area) and its lines. */
const deliverySelection = {
  order: orders,
  kitchenName: sql<string | null>`coalesce(${kitchenProfiles.kitchenName}, ${farmerProfiles.farmName})`,
  kitchenAddress: sql<
    string | null
  >`coalesce(${kitchenProfiles.address}, (select ${pickupUsers}.location from ${users} ${pickupUsers} where ${pickupUsers}.id = ${farmerProfiles.userId}))`,
  kitchenZone: kitchenProfiles.zone,
  kitchenPhone: sql<
    string | null
  >`(select ${pickupUsers}.phone from ${users} ${pickupUsers} where ${pickupUsers}.id = coalesce(${orders.kitchenId}, ${farmerProfiles.userId}))`,
  pickupKind: sql<'kitchen' | 'farm'>`case when ${farmerProfiles.userId} is null then 'kitchen' else 'farm' end`,
  lines: orderLines,
};

const deliveriesFrom = (db: Database | Tx) =>
  db
    .select(deliverySelection)
    .from(orders)
    .leftJoin(kitchenProfiles, eq(kitchenProfiles.userId, orders.kitchenId))
    .leftJoin(farmerProfiles, pickupFarm);

export type DeliveryRow = Awaited<ReturnType<typeof deliveryById>> & object;

export async function deliveryById(db: Database | Tx, id: number) {
  const [row] = await deliveriesFrom(db).where(eq(orders.id, id));
  return row ?? null;
}

/** The courier's open deliveries, oldest claim first. */
export async function openDeliveriesOf(db: Database, courierId: number) {
  return deliveriesFrom(db)
    .where(
      and(
        eq(orders.deliveryPartnerId, courierId),
        inArray(orders.deliveryStatus, [...OPEN_DELIVERY_STATUSES]),
        // an order cancelled on the way is no longer the courier's to carry
        ne(orders.status, 'cancelled'),
      ),
    )
    .orderBy(asc(orders.assignedAt), asc(orders.id));
}

/** A page of the courier's deliveries, newest claim first. */
export async function deliveryHistoryPage(db: Database, courierId: number, page: PageRequest) {
  return db
    .select({ ...deliverySelection, total: totalOver })
    .from(orders)
    .leftJoin(kitchenProfiles, eq(kitchenProfiles.userId, orders.kitchenId))
    .leftJoin(farmerProfiles, pickupFarm)
    .where(and(eq(orders.deliveryPartnerId, courierId), isNotNull(orders.deliveryStatus)))
    .orderBy(desc(orders.assignedAt), desc(orders.id))
    .limit(page.perPage)
    .offset(page.offset);
}

/**
 * Ready, unassigned delivery orders of a region, oldest first: the areas, fee and tip only. A
 * meal's kitchen, or a farm box's drop-off area (a farm has no delivery zone), is in one of
 * `zones` (every zone when none is named). Read from the partial index
 * orders_available_deliveries_idx (region, ready_at).
 */
export async function availableDeliveries(db: Database, region: string, zones: string[], limit: number) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      kitchenName: sql<string>`coalesce(${kitchenProfiles.kitchenName}, ${farmerProfiles.farmName})`,
      pickupKind: sql<'kitchen' | 'farm'>`case when ${farmerProfiles.userId} is null then 'kitchen' else 'farm' end`,
      pickupArea: kitchenProfiles.zone,
      dropoffArea: orders.deliveryZone,
      region: orders.region,
      deliveryFee: orders.deliveryFee,
      tip: orders.tip,
      readyAt: orders.readyAt,
    })
    .from(orders)
    .leftJoin(kitchenProfiles, eq(kitchenProfiles.userId, orders.kitchenId))
    .leftJoin(farmerProfiles, pickupFarm)
    .where(
      and(
        eq(orders.deliveryStatus, 'unassigned'),
        eq(orders.status, 'ready'),
        eq(orders.region, region),
        or(isNotNull(kitchenProfiles.userId), isNotNull(farmerProfiles.userId)),
        zones.length > 0
          ? or(
              inArray(kitchenProfiles.zone, zones),
              and(isNotNull(farmerProfiles.userId), inArray(orders.deliveryZone, zones)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(orders.readyAt), asc(orders.id))
    .limit(limit);
}

/** What a refused step is measured against: the order's delivery as it is now. */
export async function deliveryState(db: Database | Tx, id: number) {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      region: orders.region,
      fulfilment: orders.fulfilment,
      deliveryStatus: orders.deliveryStatus,
      deliveryPartnerId: orders.deliveryPartnerId,
      kitchenId: orders.kitchenId,
      farmerId: orders.farmerId,
      pickupCode: orders.pickupCode,
      deliveryCode: orders.deliveryCode,
      tip: orders.tip,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row ?? null;
}
export type DeliveryState = NonNullable<Awaited<ReturnType<typeof deliveryState>>>;

export type ClaimOutcome =
  { claimed: true } | { claimed: false; reason: 'courier' | 'too-many' | 'lost'; state: DeliveryState | null };

/**
 * A courier claims a ready delivery order of its region. The courier's profile row is locked
 * first, so one courier's concurrent claims are counted one after the other (the
 * max-active-deliveries rule holds); the order's conditional UPDATE lets exactly one of racing
 * couriers win.
 */
export async function claimDelivery(
  db: Database,
  {
    orderId,
    courierId,
    today,
    maxActive,
    now,
  }: {
    orderId: number;
    courierId: number;
    today: string;
    maxActive: number;
    now: Date;
  },
): Promise<ClaimOutcome> {
  return db.transaction(async (tx) => {
    const [courier] = await tx
      .select({ region: deliveryProfiles.region })
      .from(deliveryProfiles)
      .where(
        and(
          eq(deliveryProfiles.userId, courierId),
          eq(deliveryProfiles.status, 'active'),
          eq(deliveryProfiles.online, true),
          sql`not (${deliveryProfiles.vehicle} in ('motorbike', 'car') and (coalesce(${deliveryProfiles.licenceExpiry} < ${today}, false) or coalesce(${deliveryProfiles.insuranceExpiry} < ${today}, false)))`,
        ),
      )
      .for('update');
    if (!courier) return { claimed: false, reason: 'courier', state: null };
    const [open] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.deliveryPartnerId, courierId),
          inArray(orders.deliveryStatus, [...OPEN_DELIVERY_STATUSES]),
          ne(orders.status, 'cancelled'),
        ),
      );
    if ((open?.total ?? 0) >= maxActive) return { claimed: false, reason: 'too-many', state: null };
    const [claimed] = await tx
      .update(orders)
      .set({ deliveryStatus: 'assigned', deliveryPartnerId: courierId, assignedAt: now, updatedAt: now })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.deliveryStatus, 'unassigned'),
          eq(orders.status, 'ready'),
          eq(orders.region, courier.region),
        ),
      )
      .returning({ id: orders.id });
    if (!claimed) return { claimed: false, reason: 'lost', state: await deliveryState(tx, orderId) };
    await recordStep(tx, orderId, 'unassigned', 'assigned', courierId, now);
    return { claimed: true };
  });
}

/**
 * Picked up at the counter: by the courier with the order's pickup code, or by the handover of the
 * kitchen (a meal) or of the farmer (a farm box, which has no kitchen).
 */
export async function markPickedUp(
  db: Database,
  {
    orderId,
    now,
    by,
  }: {
    orderId: number;
    now: Date;
    by: { courierId: number; pickupCode: string } | { kitchenId: number } | { farmerId: number };
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ deliveryStatus: 'picked_up', pickedUpAt: now, updatedAt: now })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.deliveryStatus, 'assigned'),
          eq(orders.status, 'ready'),
          'courierId' in by
            ? and(eq(orders.deliveryPartnerId, by.courierId), eq(orders.pickupCode, by.pickupCode))
            : 'kitchenId' in by
              ? and(eq(orders.kitchenId, by.kitchenId), eq(orders.fulfilment, 'delivery'))
              : and(eq(orders.farmerId, by.farmerId), isNull(orders.kitchenId), eq(orders.fulfilment, 'delivery')),
        ),
      )
      .returning({ id: orders.id });
    const actor = 'courierId' in by ? by.courierId : 'kitchenId' in by ? by.kitchenId : by.farmerId;
    if (updated) await recordStep(tx, orderId, 'assigned', 'picked_up', actor, now);
    return !!updated;
  });
}

/**
 * Delivered by the courier who picked it up: with the customer's code, or left at the door with
 * a photo. The order is completed in the same update; the courier's fee share is kept with it.
 */
export async function markDelivered(
  db: Database,
  {
    orderId,
    courierId,
    deliveryCode,
    photoPath,
    feeShare,
    now,
  }: {
    orderId: number;
    courierId: number;
    deliveryCode: string | null;
    photoPath: string | null;
    feeShare: number;
    now: Date;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({
        deliveryStatus: 'delivered',
        deliveredAt: now,
        status: 'completed',
        completedAt: now,
        courierFeeShare: feeShare,
        proofPhotoUrl: photoPath,
        updatedAt: now,
      })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.deliveryPartnerId, courierId),
          eq(orders.deliveryStatus, 'picked_up'),
          eq(orders.status, 'ready'),
          deliveryCode === null ? undefined : eq(orders.deliveryCode, deliveryCode),
        ),
      )
      .returning({ id: orders.id });
    if (!updated) return false;
    await recordStep(tx, orderId, 'picked_up', 'delivered', courierId, now);
    await tx
      .insert(orderStatusHistory)
      .values({ orderId, fromStatus: 'ready', toStatus: 'completed', changedBy: courierId, changedAt: now });
    await tx
      .update(deliveryProfiles)
      .set({ deliveriesCompleted: sql`${deliveryProfiles.deliveriesCompleted} + 1` })
      .where(eq(deliveryProfiles.userId, courierId));
    return true;
  });
}

/** The courier could not deliver: failed with a reason, for the admin to resolve. */
export async function markFailed(
  db: Database,
  {
    orderId,
    courierId,
    reason,
    note,
    now,
  }: {
    orderId: number;
    courierId: number;
    reason: string;
    note: string | null;
    now: Date;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await deliveryState(tx, orderId);
    const from = before?.deliveryStatus;
    if (!from || !(OPEN_DELIVERY_STATUSES as readonly string[]).includes(from)) return false;
    const [updated] = await tx
      .update(orders)
      .set({ deliveryStatus: 'failed', failedAt: now, failureReason: reason, failureNote: note, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.deliveryPartnerId, courierId), eq(orders.deliveryStatus, from)))
      .returning({ id: orders.id });
    if (updated) await recordStep(tx, orderId, from, 'failed', courierId, now);
    return !!updated;
  });
}

/** A tip after delivery from the tracking link: once, delivered delivery orders only. */
export async function addTipByTrackingToken(db: Database, token: string, amount: number): Promise<boolean> {
  const [updated] = await db
    .update(orders)
    .set({ tip: amount, updatedAt: new Date() })
    .where(
      and(
        eq(orders.trackingToken, token),
        eq(orders.fulfilment, 'delivery'),
        eq(orders.deliveryStatus, 'delivered'),
        eq(orders.tip, 0),
      ),
    )
    .returning({ id: orders.id });
  return !!updated;
}

export async function tipStateByTrackingToken(db: Database, token: string) {
  const [row] = await db
    .select({ fulfilment: orders.fulfilment, deliveryStatus: orders.deliveryStatus, tip: orders.tip })
    .from(orders)
    .where(eq(orders.trackingToken, token));
  return row ?? null;
}

/** The courier's delivered orders in [start, end), oldest first (earnings). */
export async function deliveredBetween(db: Database, courierId: number, start: Date, end: Date) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      deliveredAt: orders.deliveredAt,
      deliveryFee: orders.deliveryFee,
      courierFeeShare: orders.courierFeeShare,
      tip: orders.tip,
    })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryPartnerId, courierId),
        eq(orders.deliveryStatus, 'delivered'),
        gte(orders.deliveredAt, start),
        lt(orders.deliveredAt, end),
      ),
    )
    .orderBy(asc(orders.deliveredAt), asc(orders.id))
    .limit(10_000);
}
