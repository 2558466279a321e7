import { count, desc, eq } from 'drizzle-orm';
import {
  ADMIN_DASHBOARD_PATH,
  ADMIN_STATUS_OF,
  AdminDashboardResponse,
  PLATFORM_SETTINGS_PATH,
  PlatformSettingsResponse,
  type OrderStatus,
  type PartnerStatusCounts,
  type User,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { deliveryProfiles, farmerProfiles, kitchenProfiles, orders, users } from '../db/schema';
import { responses, type Api, type AppContext } from '../http/types';
import { currentSettings } from '../settings/routes';
import { dashboardOrderFigures } from './order-figures';
import { currencyOfRegion } from '../orders/currency';

const RECENT = 5;

type ProfileTable = typeof farmerProfiles | typeof kitchenProfiles | typeof deliveryProfiles;

/** Partners of one kind counted by status (every profile row is one partner). */
async function countByStatus(db: Database, table: ProfileTable): Promise<PartnerStatusCounts> {
  const rows = await db.select({ status: table.status, total: count() }).from(table).groupBy(table.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  return {
    total: rows.reduce((all, row) => all + row.total, 0),
    active: of('active'),
    inactive: of('inactive'),
    pending: of('pending'),
  };
}

/** The admin dashboard's live figures (spec §2 "Admin dashboard", with real data in place of the samples). */
export async function adminDashboardPlugin(app: Api, { db }: AppContext): Promise<void> {
  app.get(
    ADMIN_DASHBOARD_PATH,
    {
      config: { permission: 'admin' },
      schema: { tags: ['admin'], response: responses({ 200: AdminDashboardResponse }) },
    },
    async () => {
      const [[customers], orderFigures, farmers, kitchens, delivery, recentOrders, recentUsers] = await Promise.all([
        db.select({ total: count() }).from(users).where(eq(users.role, 'customer')),
        // counts, revenue (dollars and naira apart, never added together) and top items: kept by triggers
        dashboardOrderFigures(db, RECENT),
        countByStatus(db, farmerProfiles),
        countByStatus(db, kitchenProfiles),
        countByStatus(db, deliveryProfiles),
        db
          .select({
            id: orders.id,
            orderNumber: orders.orderNumber,
            customer: orders.customerName,
            status: orders.status,
            total: orders.totalAmount,
            region: orders.region,
            createdAt: orders.createdAt,
          })
          .from(orders)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(RECENT),
        db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(RECENT),
      ]);
      return {
        data: {
          totals: {
            customers: customers?.total ?? 0,
            orders: orderFigures.orders,
            revenue: orderFigures.revenue,
            active_orders: orderFigures.activeOrders,
          },
          partners: { farmers, kitchens, delivery },
          recent_orders: recentOrders.map((order) => ({
            id: order.id,
            order_number: order.orderNumber,
            customer: order.customer,
            status: ADMIN_STATUS_OF[order.status as OrderStatus],
            total: order.total,
            currency: currencyOfRegion(order.region),
            created_at: order.createdAt.toISOString(),
          })),
          top_items: orderFigures.topItems,
          recent_users: recentUsers.map((user): User => ({
            id: user.id,
            name: user.name,
            email: user.email,
            role: user.role as User['role'],
            status: user.status as User['status'],
            created_at: user.createdAt.toISOString(),
            phone: user.phone,
            location: user.location,
          })),
        },
      };
    },
  );

  // Name, time zone and currency are what every screen shows; they are not secret.
  app.get(
    PLATFORM_SETTINGS_PATH,
    {
      config: { permission: 'public' },
      schema: { tags: ['settings'], response: responses({ 200: PlatformSettingsResponse }) },
    },
    async (_request, reply) => {
      const { platform_name, time_zone, default_currency } = await currentSettings(db);
      void reply.header('Cache-Control', 'no-cache');
      return { data: { platform_name, time_zone, default_currency } };
    },
  );
}
