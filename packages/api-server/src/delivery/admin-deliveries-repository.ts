import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deliveryProfiles, farmerProfiles, kitchenProfiles, orders, orderStatusHistory, users } from '../db/schema';
import { OPEN_DELIVERY_STATUSES } from './dispatch-repository';

/**
 * The admin's Deliveries screen: ready orders waiting for a courier, active and failed
 * deliveries, couriers online per region; reassign, unassign and resolve, each a conditional
 * update with its history line.
 */

/** Rows shown per list (the oldest first: the ones that need the admin). */
export const ADMIN_DELIVERIES_LIMIT = 100;

const courierAccount = sql`courier_account`;
const courierProfile = sql`courier_profile`;

const adminSelection = {
  order: orders,
  // a farm box is collected at its farm (it has no kitchen)
  kitchenName: sql<
    string | null
  >`coalesce(${kitchenProfiles.kitchenName}, (select ${farmerProfiles.farmName} from ${farmerProfiles} where ${farmerProfiles.userId} = ${orders.farmerId} and ${orders.kitchenId} is null))`,
  kitchenZone: kitchenProfiles.zone,
  courierName: sql<
    string | null
  >`(select ${courierAccount}.name from ${users} ${courierAccount} where ${courierAccount}.id = ${orders.deliveryPartnerId})`,
  courierVehicle: sql<
    string | null
  >`(select ${courierProfile}.vehicle from ${deliveryProfiles} ${courierProfile} where ${courierProfile}.user_id = ${orders.deliveryPartnerId})`,
};

const listOf = (db: Database) =>
  db.select(adminSelection).from(orders).leftJoin(kitchenProfiles, eq(kitchenProfiles.userId, orders.kitchenId));

export async function adminDeliveryLists(db: Database) {
  const [waiting, active, failed, online, couriers] = await Promise.all([
    listOf(db)
      .where(and(eq(orders.deliveryStatus, 'unassigned'), eq(orders.status, 'ready')))
      .orderBy(asc(orders.readyAt), asc(orders.id))
      .limit(ADMIN_DELIVERIES_LIMIT),
    listOf(db)
      .where(and(inArray(orders.deliveryStatus, [...OPEN_DELIVERY_STATUSES]), ne(orders.status, 'cancelled')))
      .orderBy(asc(orders.assignedAt), asc(orders.id))
      .limit(ADMIN_DELIVERIES_LIMIT),
    listOf(db)
      .where(and(eq(orders.deliveryStatus, 'failed'), ne(orders.status, 'cancelled')))
      .orderBy(asc(orders.failedAt), asc(orders.id))
      .limit(ADMIN_DELIVERIES_LIMIT),
    db
      .select({ region: deliveryProfiles.region, online: sql<number>`count(*)::int` })
      .from(deliveryProfiles)
      .where(and(eq(deliveryProfiles.online, true), eq(deliveryProfiles.status, 'active')))
      .groupBy(deliveryProfiles.region),
    db
      .select({
        id: deliveryProfiles.userId,
        name: users.name,
        region: deliveryProfiles.region,
        vehicle: deliveryProfiles.vehicle,
        online: deliveryProfiles.online,
        activeDeliveries: sql<number>`(select count(*)::int from ${orders} o where o.delivery_partner_id = ${deliveryProfiles.userId} and o.delivery_status in ('assigned', 'picked_up') and o.status <> 'cancelled')`,
      })
      .from(deliveryProfiles)
      .innerJoin(users, eq(users.id, deliveryProfiles.userId))
      .where(and(eq(deliveryProfiles.status, 'active'), eq(users.status, 'active')))
      .orderBy(desc(deliveryProfiles.online), asc(users.name))
      .limit(200),
  ]);
  return { waiting, active, failed, online, couriers };
}

export async function adminDeliveryById(db: Database, id: number) {
  const [row] = await listOf(db).where(eq(orders.id, id));
  return row ?? null;
}

/** An active courier (profile and account) of `region`, or null. */
export async function activeCourierOfRegion(db: Database, courierId: number, region: string) {
  const [row] = await db
    .select({ id: deliveryProfiles.userId })
    .from(deliveryProfiles)
    .innerJoin(users, eq(users.id, deliveryProfiles.userId))
    .where(
      and(
        eq(deliveryProfiles.userId, courierId),
        eq(deliveryProfiles.status, 'active'),
        eq(users.status, 'active'),
        eq(deliveryProfiles.region, region),
      ),
    );
  return row ?? null;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const history = (tx: Tx, orderId: number, from: string, to: string, adminId: number, at: Date) =>
  tx.insert(orderStatusHistory).values({
    orderId,
    fromStatus: `delivery.${from}`,
    toStatus: `delivery.${to}`,
    changedBy: adminId,
    changedAt: at,
  });

/**
 * Gives a waiting or open delivery to another courier: a waiting one becomes assigned, an open
 * one keeps its step. Conditional on the delivery status read in the same transaction.
 */
export async function reassignDelivery(
  db: Database,
  { orderId, courierId, adminId, now }: { orderId: number; courierId: number; adminId: number; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ deliveryStatus: orders.deliveryStatus, status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    const from = before?.deliveryStatus;
    const movable =
      from === 'assigned' || from === 'picked_up' || (from === 'unassigned' && before?.status === 'ready');
    if (!movable) return false;
    const to = from === 'unassigned' ? 'assigned' : from;
    const [updated] = await tx
      .update(orders)
      .set({ deliveryStatus: to, deliveryPartnerId: courierId, assignedAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.deliveryStatus, from)))
      .returning({ id: orders.id });
    if (updated) await history(tx, orderId, from, to, adminId, now);
    return !!updated;
  });
}

/** Takes an open delivery from its courier: it waits for a courier again. */
export async function unassignDelivery(
  db: Database,
  { orderId, adminId, now }: { orderId: number; adminId: number; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ deliveryStatus: orders.deliveryStatus })
      .from(orders)
      .where(eq(orders.id, orderId));
    const from = before?.deliveryStatus;
    if (from !== 'assigned' && from !== 'picked_up') return false;
    const [updated] = await tx
      .update(orders)
      .set({
        deliveryStatus: 'unassigned',
        deliveryPartnerId: null,
        assignedAt: null,
        pickedUpAt: null,
        updatedAt: now,
      })
      .where(and(eq(orders.id, orderId), eq(orders.deliveryStatus, from)))
      .returning({ id: orders.id });
    if (updated) await history(tx, orderId, from, 'unassigned', adminId, now);
    return !!updated;
  });
}

/**
 * Resolves a failed delivery: redeliver (waits for a courier again), cancel (the order is
 * cancelled), or delivered after all (the order is completed; the courier keeps the share).
 */
export async function resolveFailedDelivery(
  db: Database,
  {
    orderId,
    outcome,
    adminId,
    feeShare,
    now,
  }: { orderId: number; outcome: 'redeliver' | 'cancel' | 'delivered'; adminId: number; feeShare: number; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const failed = and(eq(orders.id, orderId), eq(orders.deliveryStatus, 'failed'), eq(orders.status, 'ready'));
    const set =
      outcome === 'redeliver'
        ? { deliveryStatus: 'unassigned', deliveryPartnerId: null, assignedAt: null, pickedUpAt: null, updatedAt: now }
        : outcome === 'cancel'
          ? { status: 'cancelled', cancelledAt: now, updatedAt: now }
          : {
              deliveryStatus: 'delivered',
              deliveredAt: now,
              status: 'completed',
              completedAt: now,
              courierFeeShare: feeShare,
              updatedAt: now,
            };
    const [updated] = await tx.update(orders).set(set).where(failed).returning({ id: orders.id });
    if (!updated) return false;
    if (outcome === 'redeliver') await history(tx, orderId, 'failed', 'unassigned', adminId, now);
    else if (outcome === 'delivered') {
      await history(tx, orderId, 'failed', 'delivered', adminId, now);
      await tx
        .insert(orderStatusHistory)
        .values({ orderId, fromStatus: 'ready', toStatus: 'completed', changedBy: adminId, changedAt: now });
    } else
      await tx
        .insert(orderStatusHistory)
        .values({ orderId, fromStatus: 'ready', toStatus: 'cancelled', changedBy: adminId, changedAt: now });
    return true;
  });
}
