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
import { insertedRow } from '../db/rows';
import { currentUser } from '../http/authorization';
import { isAll } from '../http/dates';
import { notFound } from '../http/errors';
import { paged, pageRequest } from '../http/pagination';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { replaceImage } from '../platform/storage/replace-image';
import { toInventoryItem } from './inventory-presenters';
import {
  deleteInventoryItem,
  findOwnItem,
  insertInventoryItem,
  ownInventoryPage,
  updateInventoryItem,
} from './inventory-repository';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** A farmer's own inventory (spec §2 Farmer Inventory Management): nobody else's is reachable. */
export async function inventoryPlugin(app: Api, { db, storage }: AppContext): Promise<void> {
  const permission = 'farmerInventory' as const;
  const tags = ['inventory'];

  const findOwn = async (id: number, farmerId: number) => {
    const row = await findOwnItem(db, id, farmerId);
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
      const { search, quality } = request.query;
      const { rows, total } = await ownInventoryPage(
        db,
        farmer.id,
        { search, quality: isAll(quality) ? null : quality! },
        page,
      );
      return paged(rows.map(toInventoryItem), total, page);
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
        insertInventoryItem(db, {
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
        }),
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
      // undefined: removed while we were saving
      const row = await replaceImage(storage, upload, (imagePath) =>
        updateInventoryItem(
          db,
          existing.id,
          {
            ...(body.produce_name !== undefined && { produceName: body.produce_name.trim() }),
            ...(body.quantity !== undefined && { quantity: body.quantity }),
            ...(body.unit !== undefined && { unit: body.unit }),
            ...(body.quality !== undefined && { quality: body.quality }),
            ...(body.description !== undefined && { description: blankToNull(body.description) }),
            ...(body.total_price !== undefined && { totalPrice: body.total_price }),
            ...(body.stock_alert !== undefined && { stockAlert: body.stock_alert }),
            ...(body.category !== undefined && { category: body.category }),
            ...(imagePath !== undefined && { imagePath }),
          },
          farmer.id,
        ),
      );
      if (!row) throw notFound();
      return { message: INVENTORY_MESSAGES.updated, data: toInventoryItem(row) };
    },
  );

  app.delete(
    '/inventory-items/:id',
    { config: { permission }, schema: { tags, params: IdParams, response: responses({ 200: MessageResponse }) } },
    async (request) => {
      const farmer = currentUser(request);
      const row = await deleteInventoryItem(db, request.params.id, farmer.id);
      if (!row) throw notFound();
      await storage.remove(row.imagePath);
      return { message: INVENTORY_MESSAGES.deleted };
    },
  );
}
