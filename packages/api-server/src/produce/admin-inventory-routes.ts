import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  ADMIN_INVENTORY_MESSAGES,
  AdminCreateInventoryItemBody,
  AdminInventoryFarmersResponse,
  AdminInventoryItemResponse,
  AdminInventoryListResponse,
  AdminInventoryQuery,
  AdminUpdateInventoryItemBody,
  IdParams,
  MessageResponse,
  type AdminInventoryItem,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { countOf } from '../db/rows';
import { farmerProfiles, inventoryItems, users } from '../db/schema';
import { isAll, likePattern } from '../http/dates';
import { notFound, unprocessable } from '../http/errors';
import { paged, pageRequest, totalOf, totalOver } from '../http/pagination';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { replaceImage } from '../platform/storage/replace-image';
import { toInventoryItem } from './inventory-presenters';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** An inventory item with the farm it belongs to. */
const toAdminItem = (row: typeof inventoryItems.$inferSelect, farmName: string | null): AdminInventoryItem => ({
  ...toInventoryItem(row),
  farmer: { id: row.farmerId, name: farmName ?? 'Unknown Farmer' },
});

/** 422 on farmer_id unless it names a farmer (the form's farmer choice). */
async function requireFarmer(db: Database, farmerId: number): Promise<void> {
  const [farmer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, farmerId), eq(users.role, 'farmer')))
    .limit(1);
  if (!farmer)
    throw unprocessable(
      { farmer_id: [ADMIN_INVENTORY_MESSAGES.farmerNotFound] },
      ADMIN_INVENTORY_MESSAGES.farmerNotFound,
    );
}

/**
 * The admin inventory (spec §2 "Inventory screen note"): every farmer's produce, added and edited
 * on behalf of a chosen farmer with the farmer form's rules. The farmer's own routes stay his.
 */
export async function adminInventoryPlugin(app: Api, { db, storage }: AppContext): Promise<void> {
  const config = { permission: 'admin' as const };
  const tags = ['admin'];

  const itemById = async (id: number) => {
    const [row] = await db
      .select({ item: inventoryItems, farmName: farmerProfiles.farmName })
      .from(inventoryItems)
      .leftJoin(farmerProfiles, eq(farmerProfiles.userId, inventoryItems.farmerId))
      .where(eq(inventoryItems.id, id))
      .limit(1);
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/admin-inventory-items/farmers',
    { config, schema: { tags, response: responses({ 200: AdminInventoryFarmersResponse }) } },
    async () => ({
      data: await db
        .select({ id: farmerProfiles.userId, name: farmerProfiles.farmName })
        .from(farmerProfiles)
        .orderBy(asc(farmerProfiles.farmName)),
    }),
  );

  app.get(
    '/admin-inventory-items',
    {
      config,
      schema: { tags, querystring: AdminInventoryQuery, response: responses({ 200: AdminInventoryListResponse }) },
    },
    async (request) => {
      const { query } = request;
      const page = pageRequest(query);
      const filters: SQL[] = [];
      if (query.search?.trim()) {
        const pattern = likePattern(query.search);
        filters.push(
          or(
            ilike(inventoryItems.produceName, pattern),
            ilike(inventoryItems.description, pattern),
            ilike(farmerProfiles.farmName, pattern),
          )!,
        );
      }
      if (!isAll(query.quality)) filters.push(eq(inventoryItems.quality, String(query.quality)));
      if (!isAll(query.category)) filters.push(eq(inventoryItems.category, String(query.category)));
      if (!isAll(query.farmer)) filters.push(eq(inventoryItems.farmerId, Number(query.farmer)));
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
      return paged(
        rows.map((row) => toAdminItem(row.item, row.farmName)),
        total,
        page,
      );
    },
  );

  app.post(
    '/admin-inventory-items',
    {
      config: { ...config, upload: 'inventory' },
      schema: { tags, body: AdminCreateInventoryItemBody, response: responses({ 201: AdminInventoryItemResponse }) },
    },
    async (request, reply) => {
      const body = request.body;
      await requireFarmer(db, body.farmer_id);
      const [inserted] = await replaceImage(storage, { upload: body.image_file, kind: 'inventory' }, (imagePath) =>
        db
          .insert(inventoryItems)
          .values({
            farmerId: body.farmer_id,
            produceName: body.produce_name.trim(),
            quantity: body.quantity,
            unit: body.unit,
            quality: body.quality,
            description: blankToNull(body.description),
            totalPrice: body.total_price,
            stockAlert: body.stock_alert ?? null,
            category: body.category ?? 'other',
            imagePath: imagePath ?? null,
          })
          .returning({ id: inventoryItems.id }),
      );
      const row = await itemById(inserted!.id);
      return reply
        .status(201)
        .send({ message: ADMIN_INVENTORY_MESSAGES.added, data: toAdminItem(row.item, row.farmName) });
    },
  );

  app.put(
    '/admin-inventory-items/:id',
    {
      config: { ...config, upload: 'inventory' },
      schema: {
        tags,
        params: IdParams,
        body: AdminUpdateInventoryItemBody,
        response: responses({ 200: AdminInventoryItemResponse }),
      },
    },
    async (request) => {
      const existing = (await itemById(request.params.id)).item;
      const body = request.body;
      if (body.farmer_id !== undefined) await requireFarmer(db, body.farmer_id);
      const upload = { upload: body.image_file, kind: 'inventory' as const, replaces: existing.imagePath };
      const updated = await replaceImage(storage, upload, async (imagePath) => {
        const [row] = await db
          .update(inventoryItems)
          .set({
            ...(body.farmer_id !== undefined && { farmerId: body.farmer_id }),
            ...(body.produce_name !== undefined && { produceName: body.produce_name.trim() }),
            ...(body.quantity !== undefined && { quantity: body.quantity }),
            ...(body.unit !== undefined && { unit: body.unit }),
            ...(body.quality !== undefined && { quality: body.quality }),
            ...(body.description !== undefined && { description: blankToNull(body.description) }),
            ...(body.total_price !== undefined && { totalPrice: body.total_price }),
            ...(body.stock_alert !== undefined && { stockAlert: body.stock_alert }),
            ...(body.category !== undefined && { category: body.category }),
            ...(imagePath !== undefined && { imagePath }),
            updatedAt: new Date(),
          })
          .where(eq(inventoryItems.id, existing.id))
          .returning({ id: inventoryItems.id });
        return row; // undefined: deleted while we were saving
      });
      if (!updated) throw notFound();
      const row = await itemById(updated.id);
      return { message: ADMIN_INVENTORY_MESSAGES.updated, data: toAdminItem(row.item, row.farmName) };
    },
  );

  app.delete(
    '/admin-inventory-items/:id',
    { config, schema: { tags, params: IdParams, response: responses({ 200: MessageResponse }) } },
    async (request) => {
      const [row] = await db.delete(inventoryItems).where(eq(inventoryItems.id, request.params.id)).returning();
      if (!row) throw notFound();
      await storage.remove(row.imagePath);
      return { message: ADMIN_INVENTORY_MESSAGES.deleted };
    },
  );
}
