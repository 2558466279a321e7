import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { KitchenRequest, RequestStatus } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { farmerProfiles, kitchenProfiles, kitchenRequests, users } from '../db/schema';
import { iso } from '../http/dates';

const kitchenUser = alias(users, 'kitchen_user');
const farmerUser = alias(users, 'farmer_user');

/** Requests with the kitchen and farmer they link, newest first. */
export async function selectRequests(db: Database, where: SQL | undefined): Promise<KitchenRequest[]> {
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
