import { ADMIN_DASHBOARD_PATH, ADMIN_STATUS_OF, AdminDashboardResponse, type OrderStatus } from '@farmplate/contracts';
import { accountFigures } from '../accounts/accounts-repository';
import { toUser } from '../accounts/user-presenters';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { amountsByCurrency, currencyOfRegion } from './currency';
import { orderFigures } from './dashboard-repository';

const RECENT = 5;

/** The admin dashboard's live figures (spec §2 "Admin dashboard", with real data in place of the samples). */
export async function adminDashboardPlugin(app: Api, { db }: AppContext): Promise<void> {
  app.get(
    ADMIN_DASHBOARD_PATH,
    {
      config: { permission: 'admin' },
      schema: { tags: ['admin'], response: responses({ 200: AdminDashboardResponse }) },
    },
    async () => {
      const [{ orderTotals, revenue, recentOrders, topItems }, { customers, partners, recentUsers }] =
        await Promise.all([orderFigures(db, RECENT), accountFigures(db, RECENT)]);
      return {
        data: {
          totals: {
            customers,
            orders: orderTotals?.orders ?? 0,
            revenue: amountsByCurrency(revenue),
            active_orders: orderTotals?.active ?? 0,
          },
          partners,
          recent_orders: recentOrders.map((order) => ({
            id: order.id,
            order_number: order.orderNumber,
            customer: order.customer,
            status: ADMIN_STATUS_OF[order.status as OrderStatus],
            total: order.total,
            currency: currencyOfRegion(order.region),
            created_at: order.createdAt.toISOString(),
          })),
          top_items: topItems.map((item) => ({
            name: item.name,
            orders: item.orders,
            revenue: Number(item.revenue ?? 0),
            currency: item.currency,
          })),
          recent_users: recentUsers.map(toUser),
        },
      };
    },
  );
}
