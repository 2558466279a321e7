import { eq } from 'drizzle-orm';
import {
  AdminOrderFilters,
  AdminOrderKitchensResponse,
  ErrorResponse,
  OrderBurstsQuery,
  OrderBurstsResponse,
  VOID_MESSAGES,
  VoidOrdersBody,
  VoidOrdersResponse,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { farmerProfiles, kitchenProfiles } from '../db/schema';
import { currentSettings } from '../settings/routes';
import { responses, type Api, type AppContext } from '../http/types';
import { ianaZoneOf } from './calendar';
import { ordersCsv } from './csv-export';
import { findOrderBursts, voidOrders } from './bursts';
import { currentUser } from '../http/authorization';
import { adminOrderConditions, orderDateRange, whereOf } from './order-filters';
import type { Addressee } from '../orders/order-counts';

/** The platform's time zone (Settings), as an IANA zone name. */
export async function platformTimeZone(db: Database): Promise<string> {
  return ianaZoneOf((await currentSettings(db)).time_zone);
}

/** The where-clause of the admin's order filters, with "today" and "this week" in the platform's zone. */
export async function adminOrderWhere(db: Database, filters: AdminOrderFilters, now = new Date()) {
  return (await adminOrderScope(db, filters, now)).where;
}

/** The where-clause, and whose orders the kitchen filter names (a kitchen's meals or a farm's groceries). */
export async function adminOrderScope(db: Database, filters: AdminOrderFilters, now = new Date()) {
  const dated = filters.date && filters.date !== 'all';
  const range = dated ? orderDateRange(filters, now, await platformTimeZone(db)) : null;
  const kitchenId = Number(filters.kitchen);
  let addressee: Addressee = null;
  if (Number.isInteger(kitchenId) && kitchenId > 0) {
    const [farm] = await db
      .select({ id: farmerProfiles.userId })
      .from(farmerProfiles)
      .where(eq(farmerProfiles.userId, kitchenId))
      .limit(1);
    addressee = farm ? { farmerId: kitchenId } : { kitchenId };
  }
  const where = whereOf(
    adminOrderConditions(filters, range, addressee && 'farmerId' in addressee ? 'farm' : 'kitchen'),
  );
  return { where, addressee };
}

/**
 * Admin Order Management beside the list and cancel: the kitchen filter's choices, the CSV export,
 * and the suspected floods with their one-step void.
 */
export async function adminOrdersPlugin(app: Api, { db }: AppContext): Promise<void> {
  const config = { permission: 'admin' as const };
  const tags = ['admin'];

  app.get(
    '/admin-orders/kitchens',
    { config, schema: { tags, response: responses({ 200: AdminOrderKitchensResponse }) } },
    async () => {
      const [kitchens, farms] = await Promise.all([
        db.select({ id: kitchenProfiles.userId, name: kitchenProfiles.kitchenName }).from(kitchenProfiles),
        db.select({ id: farmerProfiles.userId, name: farmerProfiles.farmName }).from(farmerProfiles),
      ]);
      const data = [...kitchens, ...farms].sort((a, b) => a.name.localeCompare(b.name));
      return { data };
    },
  );

  app.get(
    '/admin-orders/export',
    {
      config,
      schema: {
        tags,
        querystring: AdminOrderFilters,
        produces: ['text/csv'],
        response: { 200: { type: 'string', description: 'CSV of every matching order' }, '4xx': ErrorResponse },
      },
    },
    async (request, reply) => {
      const where = await adminOrderWhere(db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(ordersCsv(db, where));
    },
  );

  app.get(
    '/admin-orders/bursts',
    {
      config,
      schema: { tags, querystring: OrderBurstsQuery, response: responses({ 200: OrderBurstsResponse }) },
    },
    async (request) => ({ data: await findOrderBursts(db, request.query) }),
  );

  app.post(
    '/admin-orders/void',
    {
      config,
      schema: { tags, body: VoidOrdersBody, response: responses({ 200: VoidOrdersResponse }) },
    },
    async (request) => {
      const voided = await voidOrders(db, request.body.order_ids, currentUser(request));
      return { message: VOID_MESSAGES.voided(voided), voided };
    },
  );
}
