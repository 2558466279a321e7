import { KitchenDashboardResponse, type KitchenDashboard } from '@farmplate/contracts';
import { currentUser } from '../http/authorization';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { kitchenDashboardFigures } from './orders-repository';
import { periodStarts } from './performance';

const POPULAR_DAYS = 30;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const percent = (part: number, whole: number) => (whole ? oneDecimal((part / whole) * 100) : 0);

/** The kitchen dashboard's figures, always the signed-in kitchen's. */
export async function kitchenDashboardPlugin(app: Api, { db }: AppContext): Promise<void> {
  app.get(
    '/kitchen-dashboard',
    {
      config: { permission: 'kitchenDashboard' },
      schema: { tags: ['kitchen portal'], response: responses({ 200: KitchenDashboardResponse }) },
    },
    async (request) => {
      const kitchen = currentUser(request);
      const today = periodStarts(new Date()).today;
      const yesterday = new Date(today);
      yesterday.setDate(today.getDate() - 1);
      const popularSince = new Date(today);
      popularSince.setDate(today.getDate() - POPULAR_DAYS);
      const { day, prior, panel, popular, rating } = await kitchenDashboardFigures(db, kitchen.id, {
        today,
        yesterday,
        popularSince,
      });

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
          rating,
          growth_vs_yesterday: prior?.orders ? percent(count - prior.orders, prior.orders) : null,
        },
      };
      return { data };
    },
  );
}
