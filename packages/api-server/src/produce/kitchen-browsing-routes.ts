import {
  AvailableProduceQuery,
  FarmersResponse,
  ProduceResponse,
  REQUEST_MESSAGES,
  SUBMIT_REQUEST_ALIASES,
  SubmitRequestBody,
  SubmitRequestResponse,
} from '@farmplate/contracts';
import { currentUser } from '../http/authorization';
import { isAll, isCalendarDate } from '../http/dates';
import { notFound, unprocessable } from '../http/errors';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { activeFarmers, allProduce, availableProduce, requestableItem } from './inventory-repository';
import { insertRequest, requestById } from './requests-repository';

/** The calendar date `days` before today (UTC), as YYYY-MM-DD. */
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Kitchens browse farmers' produce and request it (spec §2 Kitchen Farmer Inventory). */
export async function kitchenBrowsingPlugin(app: Api, { db }: AppContext): Promise<void> {
  const permission = 'kitchenBrowsing' as const;
  const tags = ['kitchen browsing'];

  app.get(
    '/farmers',
    { config: { permission }, schema: { tags, response: responses({ 200: FarmersResponse }) } },
    async () => {
      const rows = await activeFarmers(db);
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
    async () => ({ data: await allProduce(db) }),
  );

  app.get(
    '/available-produce',
    {
      config: { permission },
      schema: { tags, querystring: AvailableProduceQuery, response: responses({ 200: ProduceResponse }) },
    },
    async (request) => {
      const { farmer, quality, search } = request.query;
      const anyQuality = isAll(quality) || quality!.toLowerCase() === 'any';
      return {
        data: await availableProduce(db, {
          farmer: isAll(farmer) ? null : Number(farmer),
          quality: anyQuality ? null : quality!,
          search,
        }),
      };
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
      // not in the past; a day of slack for kitchens whose today is the server's yesterday
      if (body.needed_by_date && body.needed_by_date < isoDaysAgo(1))
        throw unprocessable({ needed_by_date: [REQUEST_MESSAGES.neededByPast] });
      const item = await requestableItem(db, body.inventory_item_id, body.farmer_id);
      if (!item) throw unprocessable({ inventory_item_id: [REQUEST_MESSAGES.produceUnknown] });
      if (body.quantity > item.quantity) throw unprocessable({ quantity: [REQUEST_MESSAGES.notEnoughAvailable] });
      const id = await insertRequest(db, {
        kitchenId: kitchen.id,
        farmerId: body.farmer_id,
        inventoryItemId: item.id,
        produceName: item.produceName,
        unit: item.unit,
        quantity: body.quantity,
        deliveryDate: body.needed_by_date || null,
        additionalNotes: body.additional_notes?.trim() || null,
        qualityPreference:
          body.quality_preference && body.quality_preference !== 'Any' ? body.quality_preference : null,
      });
      const data = await requestById(db, id);
      if (!data) throw notFound();
      return reply.status(201).send({ message: REQUEST_MESSAGES.submitted, data });
    },
  );
}
