import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configureApiClient } from '@farmplate/api-client';
import { FarmPlateThemeProvider, ToastProvider } from '@farmplate/design-system';

export const KITCHEN_PROFILE = {
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

/** Answers of every kitchen call, by path; a test may replace any of them. */
export const DEFAULT_ANSWERS: Record<string, unknown> = {
  '/api/kitchen-dashboard': {
    data: {
      today: { orders: 3, active_orders: 2, revenue: 61.5, average_order: 20.5, completion_rate: 33.3 },
      status_panel: { new: 1, preparing: 1, ready: 1 },
      popular_items: [{ name: 'Jollof Rice', orders: 2, quantity: 3, revenue: 45 }],
      performance: { average_prep_time: 12.5, on_time_rate: 100, rating: 4.6, growth_vs_yesterday: 50 },
    },
  },
  '/api/available-produce': { data: [] },
  '/api/farmers': { data: [] },
  '/api/kitchen-requests': { data: [] },
  '/api/kitchen-orders': { orders: [] },
  '/api/kitchen/profile': { message: 'Profile updated successfully!', data: KITCHEN_PROFILE },
  '/api/kitchen-order-status-history': {
    performanceStats: { today: stats, week: stats, month: { ...stats, onTimeDelivery: 87.5 } },
    orderTimeline: [],
  },
  '/api/menu-items': { data: [], current_page: 1, last_page: 1, from: null, to: null, total: 0, per_page: 9 },
  '/api/categories': { data: [] },
  '/api/get-kitchens': { data: [] },
};

/** Serves the kitchen screens' calls from `answers` (path without query → body). */
export function fakeKitchenApi(answers: Record<string, unknown> = {}) {
  const all = { ...DEFAULT_ANSWERS, ...answers };
  const calls: { method: string; url: string; body: unknown }[] = [];
  configureApiClient({
    origin: '',
    fetch: async (input, init = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const path = url.split('?')[0]!;
      const body = all[path];
      const status = body === undefined ? 404 : 200;
      const text = JSON.stringify(body ?? { message: 'Not found' });
      return { ok: status < 300, status, text: async () => text } as Response;
    },
  });
  return { calls };
}

export function renderWithProviders(ui: ReactElement, path = '/'): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <FarmPlateThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </ToastProvider>
      </FarmPlateThemeProvider>
    </QueryClientProvider>,
  );
}
