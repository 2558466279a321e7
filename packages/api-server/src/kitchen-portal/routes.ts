import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  KitchenDashboardResponse,
  KitchenOwnRequestsQuery,
  KitchenOwnRequestsResponse,
  ON_TIME_PREP_MINUTES,
  type KitchenDashboard,
} from '@farmplate/contracts';
import { kitchenProfiles, kitchenRequests, orderItems, orders } from '../db/schema';
import { currentUser } from '../http/authorization';
import { isAll } from '../http/dates';
import { responses, type Api, type AppContext } from '../http/types';
import { periodStarts } from '../orders/performance';
import { selectRequests } from '../requests/queries';

const POPULAR_DAYS = 30;
const POPULAR_LIMIT = 5;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const percent = (part: number, whole: number) => (whole ? oneDecimal((part / whole) * 100) : 0);

/** The kitchen dashboard (issue 12) and the kitchen's own requests, always the signed-in kitchen's. */
export async function kitchenPortalPlugin(app: Api, { db }: AppContext): Promise<void> {
  const tags = ['kitchen portal'];

  app.get(
    '/kitchen-dashboard',
    {
      config: { permission: 'kitchenDashboard' },
      schema: { tags, response: responses({ 200: KitchenDashboardResponse }) },
    },
    async (request) => {
      const kitchen = currentUser(request);
      const now = new Date();
      const today = periodStarts(now).today;
      const yesterday = new Date(today);
      yesterday.setDate(today.getDate() - 1);
      const since = new Date(today);
      since.setDate(today.getDate() - POPULAR_DAYS);
      const mine = eq(orders.kitchenId, kitchen.id);
      const prepMinutes = sql`extract(epoch from (${orders.readyAt} - ${orders.startedAt})) / 60`;

      const [[day], [prior], [panel], popular, [profile]] = await Promise.all([
        db
          .select({
            orders: sql<number>`count(*)::int`,
            revenue: sql<string>`coalesce(sum(${orders.totalAmount}), 0)`,
            done: sql<number>`count(*) filter (where ${orders.status} in ('ready', 'completed'))::int`,
            prepared: sql<number>`count(*) filter (where ${orders.readyAt} is not null and ${orders.startedAt} is not null)::int`,
            averagePrep: sql<string | null>`avg(${prepMinutes})`,
            onTime: sql<number>`count(*) filter (where ${prepMinutes} <= ${ON_TIME_PREP_MINUTES})::int`,
          })
          .from(orders)
          .where(and(mine, gte(orders.createdAt, today), sql`${orders.status} <> 'cancelled'`)),
        db
          .select({ orders: sql<number>`count(*)::int` })
          .from(orders)
          .where(
            and(
              mine,
              gte(orders.createdAt, yesterday),
              lt(orders.createdAt, today),
              sql`${orders.status} <> 'cancelled'`,
            ),
          ),
        db
          .select({
            new: sql<number>`count(*) filter (where ${orders.status} = 'new')::int`,
            preparing: sql<number>`count(*) filter (where ${orders.status} = 'preparing')::int`,
            ready: sql<number>`count(*) filter (where ${orders.status} = 'ready')::int`,
          })
          .from(orders)
          .where(and(mine, inArray(orders.status, ['new', 'preparing', 'ready']))),
        db
          .select({
            name: orderItems.name,
            orders: sql<number>`count(distinct ${orders.id})::int`,
            quantity: sql<number>`sum(${orderItems.quantity})::int`,
            revenue: sql<string>`sum(${orderItems.price} * ${orderItems.quantity})`,
          })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(mine, gte(orders.createdAt, since), sql`${orders.status} <> 'cancelled'`))
          .groupBy(orderItems.name)
          .orderBy(desc(sql`sum(${orderItems.quantity})`), orderItems.name)
          .limit(POPULAR_LIMIT),
        db
          .select({ rating: kitchenProfiles.rating })
          .from(kitchenProfiles)
          .where(eq(kitchenProfiles.userId, kitchen.id)),
      ]);

      const revenue = Number(day?.revenue ?? 0);
      const count = day?.orders ?? 0;
      const data: KitchenDashboard = {
        today: {
          orders: count,
          active_orders: (panel?.new ?? 0) + (panel?.preparing ?? 0),
          revenue,
          average_order: count ? Math.round((revenue / count) * 100) / 100 : 0,
          completion_rate: percent(day?.done ?? 0, count),
        },
        status_panel: { new: panel?.new ?? 0, preparing: panel?.preparing ?? 0, ready: panel?.ready ?? 0 },
        popular_items: popular.map((item) => ({
          name: item.name,
          orders: item.orders,
          quantity: item.quantity,
          revenue: Math.round(Number(item.revenue) * 100) / 100,
        })),
        performance: {
          average_prep_time: day?.averagePrep == null ? null : oneDecimal(Number(day.averagePrep)),
          on_time_rate: day?.prepared ? percent(day.onTime, day.prepared) : null,
          rating: profile?.rating ?? null,
          growth_vs_yesterday: prior?.orders ? percent(count - prior.orders, prior.orders) : null,
        },
      };
      return { data };
    },
  );

  app.get(
    '/kitchen-requests',
    {
      config: { permission: 'kitchenDashboard' },
      schema: { tags, querystring: KitchenOwnRequestsQuery, response: responses({ 200: KitchenOwnRequestsResponse }) },
    },
    async (request) => {
      const kitchen = currentUser(request);
      const { status } = request.query;
      const where = isAll(status)
        ? eq(kitchenRequests.kitchenId, kitchen.id)
        : and(eq(kitchenRequests.kitchenId, kitchen.id), eq(kitchenRequests.status, status!));
      return { data: await selectRequests(db, where) };
    },
  );
}
