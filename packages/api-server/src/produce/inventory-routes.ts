import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  CreateInventoryItemBody,
  IdParams,
  INVENTORY_MESSAGES,
  InventoryItemResponse,
  InventoryListResponse,
  InventoryQuery,
  MessageResponse,
  UpdateInventoryItemBody,
} from '@farmplate/contracts';
import { countOf, insertedRow } from '../db/rows';
import { inventoryItems } from '../db/schema';
import { currentUser } from '../http/authorization';
import { isAll, likePattern } from '../http/dates';
import { notFound } from '../http/errors';
import { paged, pageRequest, totalOf, totalOver } from '../http/pagination';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { replaceImage } from '../platform/storage/replace-image';
import { toInventoryItem } from './inventory-presenters';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** A farmer's own inventory (spec §2 Farmer Inventory Management): nobody else's is reachable. */
export async function inventoryPlugin(app: Api, { db, storage }: AppContext): Promise<void> {
  const permission = 'farmerInventory' as const;
  const tags = ['inventory'];

  const findOwn = async (id: number, farmerId: number) => {
    const [row] = await db
      .select()
      .from(inventoryItems)
      .where(and(eq(inventoryItems.id, id), eq(inventoryItems.farmerId, farmerId)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/inventory-items',
    {
      config: { permission },
      schema: { tags, querystring: InventoryQuery, response: responses({ 200: InventoryListResponse }) },
    },
    async (request) => {
      const farmer = currentUser(request);
      const page = pageRequest(request.query);
      const filters: SQL[] = [eq(inventoryItems.farmerId, farmer.id)];
      if (request.query.search?.trim()) {
        const pattern = likePattern(request.query.search);
        filters.push(or(ilike(inventoryItems.produceName, pattern), ilike(inventoryItems.description, pattern))!);
      }
      if (!isAll(request.query.quality)) filters.push(eq(inventoryItems.quality, request.query.quality!));
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
      return paged(
        rows.map((row) => toInventoryItem(row.item)),
        total,
        page,
      );
    },
  );

  app.post(
    '/inventory-items',
    {
      config: { permission, upload: 'inventory' },
      schema: { tags, body: CreateInventoryItemBody, response: responses({ 201: InventoryItemResponse }) },
    },
    async (request, reply) => {
      const farmer = currentUser(request);
      const body = request.body;
      const inserted = await replaceImage(storage, { upload: body.image_file, kind: 'inventory' }, (imagePath) =>
        db
          .insert(inventoryItems)
          .values({
            farmerId: farmer.id,
            produceName: body.produce_name.trim(),
            quantity: body.quantity,
            unit: body.unit,
            quality: body.quality,
            description: blankToNull(body.description),
            totalPrice: body.total_price,
            stockAlert: body.stock_alert ?? null,
            ...(body.category && { category: body.category }),
            imagePath: imagePath ?? null,
          })
          .returning(),
      );
      return reply
        .status(201)
        .send({ message: INVENTORY_MESSAGES.added, data: toInventoryItem(insertedRow(inserted)) });
    },
  );

  app.put(
    '/inventory-items/:id',
    {
      config: { permission, upload: 'inventory' },
      schema: {
        tags,
        params: IdParams,
        body: UpdateInventoryItemBody,
        response: responses({ 200: InventoryItemResponse }),
      },
    },
    async (request) => {
      const farmer = currentUser(request);
      const existing = await findOwn(request.params.id, farmer.id);
      const body = request.body;
      const upload = { upload: body.image_file, kind: 'inventory' as const, replaces: existing.imagePath };
      const row = await replaceImage(storage, upload, async (imagePath) => {
        const [updated] = await db
          .update(inventoryItems)
          .set({
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
          .where(and(eq(inventoryItems.id, existing.id), eq(inventoryItems.farmerId, farmer.id)))
          .returning();
        return updated; // undefined: removed while we were saving
      });
      if (!row) throw notFound();
      return { message: INVENTORY_MESSAGES.updated, data: toInventoryItem(row) };
    },
  );

  app.delete(
    '/inventory-items/:id',
    { config: { permission }, schema: { tags, params: IdParams, response: responses({ 200: MessageResponse }) } },
    async (request) => {
      const farmer = currentUser(request);
      const [row] = await db
        .delete(inventoryItems)
        .where(and(eq(inventoryItems.id, request.params.id), eq(inventoryItems.farmerId, farmer.id)))
        .returning();
      if (!row) throw notFound();
      await storage.remove(row.imagePath);
      return { message: INVENTORY_MESSAGES.deleted };
    },
  );
}
