import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import { pricePerUnit, type AvailableProduce } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { countOf } from '../db/rows';
import { farmerProfiles, inventoryItems, users } from '../db/schema';
import { likePattern } from '../http/dates';
import { totalOf, totalOver, type PageRequest } from '../http/pagination';
import { imageUrl } from '../platform/storage/image-url';

/**
 * The farmers' produce: a farmer's own inventory, the admin inventory of every farm, and what
 * kitchens browse (the approved, active farmers and their stock).
 */

export type InventoryRow = typeof inventoryItems.$inferSelect;
export type NewInventoryItem = typeof inventoryItems.$inferInsert;

// ---- a farmer's own inventory ----

/** One item of the farmer's own inventory, or null. */
export async function findOwnItem(db: Database, id: number, farmerId: number): Promise<InventoryRow | null> {
  const [row] = await db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, id), eq(inventoryItems.farmerId, farmerId)))
    .limit(1);
  return row ?? null;
}

/** A page of a farmer's own inventory, newest first, with the total of the filters. */
export async function ownInventoryPage(
  db: Database,
  farmerId: number,
  { search, quality }: { search?: string; quality: string | null },
  page: PageRequest,
) {
  const filters: SQL[] = [eq(inventoryItems.farmerId, farmerId)];
  if (search?.trim()) {
    const pattern = likePattern(search);
    filters.push(or(ilike(inventoryItems.produceName, pattern), ilike(inventoryItems.description, pattern))!);
  }
  if (quality !== null) filters.push(eq(inventoryItems.quality, quality));
  const where = and(...filters);
  const rows = await db
    .select({ item: inventoryItems, total: totalOver })
    .from(inventoryItems)
    .where(where)
    .orderBy(desc(inventoryItems.createdAt), desc(inventoryItems.id))
    .limit(page.perPage)
    .offset(page.offset);
  const total = await totalOf(rows, page, async () =>
    countOf(await db.select({ total: count() }).from(inventoryItems).where(where)),
  );
  return { rows: rows.map((row) => row.item), total };
}

export async function insertInventoryItem(db: Database, values: NewInventoryItem): Promise<InventoryRow[]> {
  return db.insert(inventoryItems).values(values).returning();
}

/** Changes an item (of `farmerId` when given); undefined when it was removed meanwhile. */
export async function updateInventoryItem(
  db: Database,
  id: number,
  changes: Partial<NewInventoryItem>,
  farmerId?: number,
): Promise<InventoryRow | undefined> {
  const [updated] = await db
    .update(inventoryItems)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(inventoryItems.id, id), farmerId === undefined ? undefined : eq(inventoryItems.farmerId, farmerId)))
    .returning();
  return updated;
}

/** Deletes an item (of `farmerId` when given); undefined when there is none. */
export async function deleteInventoryItem(db: Database, id: number, farmerId?: number) {
  const [row] = await db
    .delete(inventoryItems)
    .where(and(eq(inventoryItems.id, id), farmerId === undefined ? undefined : eq(inventoryItems.farmerId, farmerId)))
    .returning();
  return row;
}

// ---- the admin inventory ----

/** One item with the farm it belongs to, or null. */
export async function itemWithFarm(db: Database, id: number) {
  const [row] = await db
    .select({ item: inventoryItems, farmName: farmerProfiles.farmName })
    .from(inventoryItems)
    .leftJoin(farmerProfiles, eq(farmerProfiles.userId, inventoryItems.farmerId))
    .where(eq(inventoryItems.id, id))
    .limit(1);
  return row ?? null;
}

/** True when the account is a farmer's (the admin form's farmer choice). */
export async function isFarmer(db: Database, farmerId: number): Promise<boolean> {
  const [farmer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, farmerId), eq(users.role, 'farmer')))
    .limit(1);
  return !!farmer;
}

/** Every farm by name (the admin inventory's farmer filter). */
export async function farmsByName(db: Database) {
  return db
    .select({ id: farmerProfiles.userId, name: farmerProfiles.farmName })
    .from(farmerProfiles)
    .orderBy(asc(farmerProfiles.farmName));
}

export interface AdminInventoryFilters {
  search?: string;
  quality: string | null;
  category: string | null;
  farmer: number | null;
}

/** A page of every farm's inventory, newest first, with the farm names and the total of the filters. */
export async function adminInventoryPage(
  db: Database,
  { search, quality, category, farmer }: AdminInventoryFilters,
  page: PageRequest,
) {
  const filters: SQL[] = [];
  if (search?.trim()) {
    const pattern = likePattern(search);
    filters.push(
      or(
        ilike(inventoryItems.produceName, pattern),
        ilike(inventoryItems.description, pattern),
        ilike(farmerProfiles.farmName, pattern),
      )!,
    );
  }
  if (quality !== null) filters.push(eq(inventoryItems.quality, quality));
  if (category !== null) filters.push(eq(inventoryItems.category, category));
  if (farmer !== null) filters.push(eq(inventoryItems.farmerId, farmer));
  const where = filters.length ? and(...filters) : undefined;
  const rows = await db
    .select({ item: inventoryItems, farmName: farmerProfiles.farmName, total: totalOver })
    .from(inventoryItems)
    .leftJoin(farmerProfiles, eq(farmerProfiles.userId, inventoryItems.farmerId))
    .where(where)
    .orderBy(desc(inventoryItems.createdAt), desc(inventoryItems.id))
    .limit(page.perPage)
    .offset(page.offset);
  const total = await totalOf(rows, page, async () =>
    countOf(
      await db
        .select({ total: count() })
        .from(inventoryItems)
        .leftJoin(farmerProfiles, eq(farmerProfiles.userId, inventoryItems.farmerId))
        .where(where),
    ),
  );
  return { rows, total };
}

// ---- what kitchens browse ----

/** Only approved, active farmers are offered to kitchens. */
const activeFarmer = and(eq(farmerProfiles.status, 'active'), eq(users.status, 'active'));

async function selectProduce(db: Database, filters: SQL[]): Promise<AvailableProduce[]> {
  const rows = await db
    .select({ item: inventoryItems, farmName: farmerProfiles.farmName })
    .from(inventoryItems)
    .innerJoin(users, eq(users.id, inventoryItems.farmerId))
    .innerJoin(farmerProfiles, eq(farmerProfiles.userId, inventoryItems.farmerId))
    .where(and(activeFarmer, ...filters))
    .orderBy(inventoryItems.produceName, inventoryItems.id);
  return rows.map(({ item, farmName }) => ({
    id: item.id,
    inventory_item_id: item.id,
    produce_name: item.produceName,
    description: item.description,
    farmer_name: farmName,
    farmerId: item.farmerId,
    quantity: item.quantity,
    unit: item.unit,
    quality: item.quality,
    price: pricePerUnit(item.totalPrice, item.quantity),
    total_price: item.totalPrice,
    image_url: imageUrl(item.imagePath),
  }));
}

/** The active farmers with their stock in figures, by farm name. */
export async function activeFarmers(db: Database) {
  return db
    .select({
      id: users.id,
      farmerName: users.name,
      location: users.location,
      name: farmerProfiles.farmName,
      rating: farmerProfiles.rating,
      joined: farmerProfiles.createdAt,
      totalItems: sql<number>`count(${inventoryItems.id}) filter (where ${inventoryItems.quantity} > 0)::int`,
      totalQuantity: sql<string>`coalesce(sum(${inventoryItems.quantity}), 0)`,
      totalValue: sql<string>`coalesce(sum(${inventoryItems.totalPrice}), 0)`,
    })
    .from(farmerProfiles)
    .innerJoin(users, eq(users.id, farmerProfiles.userId))
    .leftJoin(inventoryItems, eq(inventoryItems.farmerId, farmerProfiles.userId))
    .where(activeFarmer)
    .groupBy(users.id, farmerProfiles.userId)
    .orderBy(farmerProfiles.farmName);
}

/** Every item of the active farmers. */
export const allProduce = (db: Database) => selectProduce(db, []);

/** The active farmers' items in stock, of one farmer, one quality, or matching a search. */
export async function availableProduce(
  db: Database,
  { farmer, quality, search }: { farmer: number | null; quality: string | null; search?: string },
) {
  const filters: SQL[] = [gt(inventoryItems.quantity, 0)];
  if (farmer !== null) filters.push(eq(inventoryItems.farmerId, farmer));
  if (quality !== null) filters.push(ilike(inventoryItems.quality, quality));
  if (search?.trim()) {
    const pattern = likePattern(search);
    filters.push(
      or(
        ilike(inventoryItems.produceName, pattern),
        ilike(inventoryItems.description, pattern),
        ilike(farmerProfiles.farmName, pattern),
      )!,
    );
  }
  return selectProduce(db, filters);
}

/** An item a kitchen may request: of that farmer, who is active; or null. */
export async function requestableItem(db: Database, itemId: number, farmerId: number) {
  const [item] = await db
    .select({ item: inventoryItems })
    .from(inventoryItems)
    .innerJoin(users, eq(users.id, inventoryItems.farmerId))
    .innerJoin(farmerProfiles, eq(farmerProfiles.userId, inventoryItems.farmerId))
    .where(and(eq(inventoryItems.id, itemId), eq(inventoryItems.farmerId, farmerId), activeFarmer))
    .limit(1);
  return item?.item ?? null;
}
