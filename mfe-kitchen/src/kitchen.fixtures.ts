import type { KitchenProfile } from '@farmplate/contracts';
import { fakeApi, paged, type FakeHandlers, type FakeRequest } from '@farmplate/testing';

export const KITCHEN_PROFILE: KitchenProfile = {
  id: 5,
  name: "Mama's Soul Kitchen",
  manager_name: 'Tunde Bakare',
  contact_email: 'kitchen@farmplate.test',
  contact_phone: null,
  address: '12 Elm Street',
  cuisine: 'Soul food',
  type: 'Restaurant',
  daily_capacity: 120,
  operating_hours: '10:00-22:00',
  specialties: 'Jollof, Suya',
  created_at: '2026-01-02T10:00:00.000Z',
  rating: 4.6,
  status: 'active',
  order_notifications: 1,
  auto_accept_orders: 0,
  special_requests: 1,
  image_url: null,
};

const stats = { totalOrders: 0, averagePrepTime: 0, onTimeDelivery: 0, completionRate: 0 };

/** The kitchen screens' calls answered as on a quiet day; a test replaces any route with `overrides`. */
export function fakeKitchenApi(overrides: FakeHandlers = {}): FakeRequest[] {
  return fakeApi({
    'GET /kitchen-dashboard': () => ({
      body: {
        data: {
          today: { orders: 3, active_orders: 2, revenue: 61.5, average_order: 20.5, completion_rate: 33.3 },
          status_panel: { new: 1, preparing: 1, ready: 1 },
          popular_items: [{ name: 'Jollof Rice', orders: 2, quantity: 3, revenue: 45 }],
          performance: { average_prep_time: 12.5, on_time_rate: 100, rating: 4.6, growth_vs_yesterday: 50 },
        },
      },
    }),
    'GET /available-produce': () => ({ body: { data: [] } }),
    'GET /farmers': () => ({ body: { data: [] } }),
    'GET /kitchen-requests': () => ({ body: { data: [] } }),
    'GET /kitchen-orders': () => ({
      body: {
        orders: [],
        counts: { new: 0, preparing: 0, ready: 0, completed: 0 },
        total: 0,
        current_page: 1,
        last_page: 1,
        per_page: 50,
      },
    }),
    'GET /kitchen/profile': () => ({ body: { data: KITCHEN_PROFILE } }),
    'PUT /kitchen/profile': () => ({ body: { message: 'Profile updated successfully!', data: KITCHEN_PROFILE } }),
    'GET /kitchen-order-status-history': () => ({
      body: {
        performanceStats: { today: stats, week: stats, month: { ...stats, onTimeDelivery: 87.5 } },
        orderTimeline: [],
      },
    }),
    'GET /menu-items': () => ({ body: paged([], 1, 9) }),
    'GET /categories': () => ({ body: { data: [] } }),
    'GET /get-kitchens': () => ({ body: { data: [] } }),
    ...overrides,
  });
}
