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
import { isAll } from '../http/dates';
import { notFound, unprocessable } from '../http/errors';
import { paged, pageRequest } from '../http/pagination';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { replaceImage } from '../platform/storage/replace-image';
import { toInventoryItem } from './inventory-presenters';
import {
  adminInventoryPage,
  deleteInventoryItem,
  farmsByName,
  insertInventoryItem,
  isFarmer,
  itemWithFarm,
  updateInventoryItem,
  type InventoryRow,
} from './inventory-repository';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** An inventory item with the farm it belongs to. */
const toAdminItem = (row: InventoryRow, farmName: string | null): AdminInventoryItem => ({
  ...toInventoryItem(row),
  farmer: { id: row.farmerId, name: farmName ?? 'Unknown Farmer' },
});

/** 422 on farmer_id unless it names a farmer (the form's farmer choice). */
async function requireFarmer(db: Database, farmerId: number): Promise<void> {
  if (!(await isFarmer(db, farmerId)))
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
    const row = await itemWithFarm(db, id);
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/admin-inventory-items/farmers',
    { config, schema: { tags, response: responses({ 200: AdminInventoryFarmersResponse }) } },
    async () => ({ data: await farmsByName(db) }),
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
      const { rows, total } = await adminInventoryPage(
        db,
        {
          search: query.search,
          quality: isAll(query.quality) ? null : String(query.quality),
          category: isAll(query.category) ? null : String(query.category),
          farmer: isAll(query.farmer) ? null : Number(query.farmer),
        },
        page,
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
        insertInventoryItem(db, {
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
        }),
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
      // undefined: deleted while we were saving
      const updated = await replaceImage(storage, upload, (imagePath) =>
        updateInventoryItem(db, existing.id, {
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
        }),
      );
      if (!updated) throw notFound();
      const row = await itemById(updated.id);
      return { message: ADMIN_INVENTORY_MESSAGES.updated, data: toAdminItem(row.item, row.farmName) };
    },
  );

  app.delete(
    '/admin-inventory-items/:id',
    { config, schema: { tags, params: IdParams, response: responses({ 200: MessageResponse }) } },
    async (request) => {
      const row = await deleteInventoryItem(db, request.params.id);
      if (!row) throw notFound();
      await storage.remove(row.imagePath);
      return { message: ADMIN_INVENTORY_MESSAGES.deleted };
    },
  );
}
