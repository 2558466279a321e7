import { and, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  AvailableProduceQuery,
  FarmersResponse,
  pricePerUnit,
  ProduceResponse,
  REQUEST_MESSAGES,
  SUBMIT_REQUEST_ALIASES,
  SubmitRequestBody,
  SubmitRequestResponse,
  type AvailableProduce,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { foundRow, insertedRow } from '../db/rows';
import { farmerProfiles, inventoryItems, kitchenRequests, users } from '../db/schema';
import { currentUser } from '../http/authorization';
import { isCalendarDate } from '../http/dates';
import { isAll, likePattern } from '../http/dates';
import { unprocessable } from '../http/errors';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { selectRequests } from './requests-repository';
import { imageUrl } from '../accounts/user-presenters';

/** The calendar date `days` before today (UTC), as YYYY-MM-DD. */
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

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

/** Kitchens browse farmers' produce and request it (spec §2 Kitchen Farmer Inventory). */
export async function kitchenBrowsingPlugin(app: Api, { db }: AppContext): Promise<void> {
  const permission = 'kitchenBrowsing' as const;
  const tags = ['kitchen browsing'];

  app.get(
    '/farmers',
    { config: { permission }, schema: { tags, response: responses({ 200: FarmersResponse }) } },
    async () => {
      const rows = await db
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
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          farmer_name: row.farmerName,
          location: row.location,
          rating: row.rating,
          total_items: row.totalItems,
          total_quantity: Number(row.totalQuantity),
          total_value: Number(row.totalValue),
          joined_date: row.joined.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/all-produce',
    { config: { permission }, schema: { tags, response: responses({ 200: ProduceResponse }) } },
    async () => ({
      data: await selectProduce(db, []),
    }),
  );

  app.get(
    '/available-produce',
    {
      config: { permission },
      schema: { tags, querystring: AvailableProduceQuery, response: responses({ 200: ProduceResponse }) },
    },
    async (request) => {
      const { farmer, quality, search } = request.query;
      const filters: SQL[] = [gt(inventoryItems.quantity, 0)];
      if (!isAll(farmer)) filters.push(eq(inventoryItems.farmerId, Number(farmer)));
      if (!isAll(quality) && quality!.toLowerCase() !== 'any') filters.push(ilike(inventoryItems.quality, quality!));
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
      return { data: await selectProduce(db, filters) };
    },
  );

  app.post(
    '/submit-request',
    {
      config: { permission },
      schema: { tags, body: SubmitRequestBody, response: responses({ 201: SubmitRequestResponse }) },
      // The row-level dialog sends farmerId/itemId/notes: read them as the form's names.
      preValidation: (request, _reply, done) => {
        const body = request.body as Record<string, unknown> | undefined;
        if (body && typeof body === 'object') {
          for (const [alias, name] of Object.entries(SUBMIT_REQUEST_ALIASES)) {
            if (body[name] === undefined && body[alias] !== undefined) body[name] = body[alias];
          }
        }
        done();
      },
    },
    async (request, reply) => {
      const kitchen = currentUser(request);
      const body = request.body;
      // the pattern accepts 2025-02-31; the calendar does not
      if (body.needed_by_date && !isCalendarDate(body.needed_by_date))
        throw unprocessable({ needed_by_date: ['Please enter a valid date'] });
      // not in the past (issue 12); a day of slack for kitchens whose today is the server's yesterday
      if (body.needed_by_date && body.needed_by_date < isoDaysAgo(1))
        throw unprocessable({ needed_by_date: [REQUEST_MESSAGES.neededByPast] });
      const [item] = await db
        .select({ item: inventoryItems })
        .from(inventoryItems)
        .innerJoin(users, eq(users.id, inventoryItems.farmerId))
        .innerJoin(farmerProfiles, eq(farmerProfiles.userId, inventoryItems.farmerId))
        .where(
          and(eq(inventoryItems.id, body.inventory_item_id), eq(inventoryItems.farmerId, body.farmer_id), activeFarmer),
        )
        .limit(1);
      if (!item) throw unprocessable({ inventory_item_id: [REQUEST_MESSAGES.produceUnknown] });
      if (body.quantity > item.item.quantity) throw unprocessable({ quantity: [REQUEST_MESSAGES.notEnoughAvailable] });
      const created = insertedRow(
        await db
          .insert(kitchenRequests)
          .values({
            kitchenId: kitchen.id,
            farmerId: body.farmer_id,
            inventoryItemId: item.item.id,
            produceName: item.item.produceName,
            unit: item.item.unit,
            quantity: body.quantity,
            deliveryDate: body.needed_by_date || null,
            additionalNotes: body.additional_notes?.trim() || null,
            qualityPreference:
              body.quality_preference && body.quality_preference !== 'Any' ? body.quality_preference : null,
          })
          .returning({ id: kitchenRequests.id }),
      );
      const data = foundRow(await selectRequests(db, eq(kitchenRequests.id, created.id)));
      return reply.status(201).send({ message: REQUEST_MESSAGES.submitted, data });
    },
  );
}
