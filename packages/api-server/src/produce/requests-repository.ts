import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { KitchenRequest, RequestStatus } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { insertedRow } from '../db/rows';
import { farmerProfiles, inventoryItems, kitchenProfiles, kitchenRequests, users } from '../db/schema';
import { iso } from '../http/dates';

/** Kitchens' requests for farmers' produce: the lists of both sides, one request, its status changes, a new one. */

const kitchenUser = alias(users, 'kitchen_user');
const farmerUser = alias(users, 'farmer_user');

/** Requests with the kitchen and farmer they link, newest first. */
async function selectRequests(db: Database, where: SQL | undefined): Promise<KitchenRequest[]> {
  const rows = await db
    .select({
      request: kitchenRequests,
      kitchen: { id: kitchenUser.id, name: kitchenUser.name, email: kitchenUser.email, phone: kitchenUser.phone },
      kitchenName: kitchenProfiles.kitchenName,
      kitchenAddress: kitchenProfiles.address,
      farmerName: farmerUser.name,
      farmName: farmerProfiles.farmName,
    })
    .from(kitchenRequests)
    .innerJoin(kitchenUser, eq(kitchenUser.id, kitchenRequests.kitchenId))
    .innerJoin(farmerUser, eq(farmerUser.id, kitchenRequests.farmerId))
    .leftJoin(kitchenProfiles, eq(kitchenProfiles.userId, kitchenRequests.kitchenId))
    .leftJoin(farmerProfiles, eq(farmerProfiles.userId, kitchenRequests.farmerId))
    .where(where)
    .orderBy(desc(kitchenRequests.createdAt), desc(kitchenRequests.id));
  return rows.map(({ request, kitchen, kitchenName, kitchenAddress, farmerName, farmName }) => ({
    id: request.id,
    status: request.status as RequestStatus,
    created_at: request.createdAt.toISOString(),
    requester: { id: kitchen.id, name: kitchen.name },
    kitchen_name: kitchenName ?? kitchen.name,
    kitchen_id: kitchen.id,
    kitchen_contact: { email: kitchen.email, phone: kitchen.phone, address: kitchenAddress },
    farmer_id: request.farmerId,
    farmer_name: farmName ?? farmerName,
    inventory_item: {
      id: request.inventoryItemId,
      produce_name: request.produceName,
      quantity: request.quantity,
      unit: request.unit,
    },
    items: [{ name: request.produceName, quantity: request.quantity, unit: request.unit }],
    quantity: request.quantity,
    delivery_date: request.deliveryDate,
    fulfilled_at: iso(request.fulfilledAt),
    decline_reason: request.declineReason,
    additional_notes: request.additionalNotes,
    quality_preference: request.qualityPreference,
  }));
}

/** A kitchen's own requests, newest first: every one, or those of one status. */
export async function kitchenRequestsOf(db: Database, kitchenId: number, status: RequestStatus | null) {
  const where =
    status === null
      ? eq(kitchenRequests.kitchenId, kitchenId)
      : and(eq(kitchenRequests.kitchenId, kitchenId), eq(kitchenRequests.status, status));
  return selectRequests(db, where);
}

/** A farmer's requests counted by status. */
export async function requestCountsOf(db: Database, farmerId: number) {
  return db
    .select({ status: kitchenRequests.status, total: count() })
    .from(kitchenRequests)
    .where(eq(kitchenRequests.farmerId, farmerId))
    .groupBy(kitchenRequests.status);
}

/** A farmer's requests of one status, newest first. */
export async function farmerRequestsOf(db: Database, farmerId: number, status: RequestStatus) {
  return selectRequests(db, and(eq(kitchenRequests.farmerId, farmerId), eq(kitchenRequests.status, status)));
}

/** One request addressed to the farmer, or undefined. */
export async function farmerRequest(db: Database, farmerId: number, id: number) {
  const [found] = await selectRequests(db, and(eq(kitchenRequests.id, id), eq(kitchenRequests.farmerId, farmerId)));
  return found;
}

/** One request, whoever's, or undefined. */
export async function requestById(db: Database, id: number) {
  const [found] = await selectRequests(db, eq(kitchenRequests.id, id));
  return found;
}

/** The status of one request addressed to the farmer, or null. */
export async function farmerRequestStatus(db: Database, farmerId: number, id: number): Promise<string | null> {
  const [existing] = await db
    .select({ status: kitchenRequests.status })
    .from(kitchenRequests)
    .where(and(eq(kitchenRequests.id, id), eq(kitchenRequests.farmerId, farmerId)));
  return existing?.status ?? null;
}

/** Rolls a fulfilment back when the farmer's stock is short (message: the produce name). */
export class NotEnoughStock extends Error {}

/**
 * Moves a farmer's request from `from` to `next` in one conditional update (of two racing
 * changes only one still finds the old status; undefined for the other). Fulfilling delivers the
 * produce: it is taken out of the farmer's stock in the same transaction, never below zero
 * (NotEnoughStock, and nothing changes).
 */
export async function moveRequest(
  db: Database,
  farmerId: number,
  id: number,
  from: RequestStatus,
  next: 'accepted' | 'declined' | 'fulfilled',
  declineReason: string | null | undefined,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(kitchenRequests)
      .set({
        status: next,
        updatedAt: now,
        ...(next === 'accepted' && { acceptedAt: now }),
        ...(next === 'declined' && { declinedAt: now, declineReason: declineReason!.trim() }),
        ...(next === 'fulfilled' && { fulfilledAt: now }),
      })
      .where(and(eq(kitchenRequests.id, id), eq(kitchenRequests.farmerId, farmerId), eq(kitchenRequests.status, from)))
      .returning();
    if (!updated || next !== 'fulfilled') return updated;
    const [taken] = updated.inventoryItemId
      ? await tx
          .update(inventoryItems)
          .set({ quantity: sql`${inventoryItems.quantity} - ${updated.quantity}`, updatedAt: now })
          .where(
            and(
              eq(inventoryItems.id, updated.inventoryItemId),
              eq(inventoryItems.farmerId, farmerId),
              sql`${inventoryItems.quantity} >= ${updated.quantity}`,
            ),
          )
          .returning({ id: inventoryItems.id })
      : [];
    if (!taken) throw new NotEnoughStock(updated.produceName);
    return updated;
  });
}

/** A kitchen's new request; answers its id. */
export async function insertRequest(db: Database, values: typeof kitchenRequests.$inferInsert): Promise<number> {
  const created = insertedRow(await db.insert(kitchenRequests).values(values).returning({ id: kitchenRequests.id }));
  return created.id;
}
