import type { AvailableDelivery, CourierDelivery, CourierEarnings, CourierMe } from '@farmplate/api-client';
import { fakeApi, type FakeHandlers, type FakeRequest } from '@farmplate/testing';

/** The courier screens' fixtures: the demo courier on a quiet day, online, no delivery under way. */

export const COURIER_ME: CourierMe = {
  id: 9,
  name: 'Dayo Rider',
  region: 'us',
  zones: ['Downtown', 'Deep Ellum'],
  vehicle: 'bicycle',
  status: 'active',
  online: true,
  documents: {
    licence_number: null,
    licence_expiry: null,
    registration_number: null,
    insurance_number: null,
    insurance_expiry: null,
  },
  currency: 'USD',
  today: { deliveries: 3, earnings: 17.5 },
  active_delivery: null,
};

export const availableDelivery = (id: number, overrides: Partial<AvailableDelivery> = {}): AvailableDelivery => ({
  id,
  order_number: `FP-10${id}`,
  kitchen_name: "Mama's Soul Kitchen",
  kitchen_area: 'Downtown',
  dropoff_area: 'Deep Ellum',
  currency: 'USD',
  fee: 3.99,
  tip: 0,
  ready_at: new Date(Date.now() - 4 * 60_000).toISOString(),
  ...overrides,
});

export const ACTIVE_DELIVERY: CourierDelivery = {
  id: 41,
  order_number: 'FP-1041',
  delivery_status: 'assigned',
  currency: 'USD',
  fee: 3.99,
  tip: 2,
  earnings: 5.19,
  kitchen: { name: "Mama's Soul Kitchen", address: '12 Elm Street, Dallas', phone: '+1 214 555 0101' },
  customer: { name: 'Tola Guest', address: '88 Main St, Dallas', phone: '+1 214 555 0199' },
  dropoff_area: 'Deep Ellum',
  assigned_at: '2026-11-26T18:00:00.000Z',
  picked_up_at: null,
  delivered_at: null,
  failure_reason: null,
};

export const EARNINGS: CourierEarnings = {
  deliveries: [
    {
      id: 41,
      order_number: 'FP-1041',
      delivered_at: '2026-11-26T18:30:00.000Z',
      currency: 'USD',
      fee_share: 3.19,
      tip: 2,
      total: 5.19,
    },
  ],
  days: [{ period: '2026-11-26', currency: 'USD', deliveries: 1, fee_share: 3.19, tips: 2, total: 5.19 }],
  weeks: [{ period: '2026-11-23', currency: 'USD', deliveries: 1, fee_share: 3.19, tips: 2, total: 5.19 }],
};

/** The courier's calls answered as on a quiet day; a test replaces any route with `overrides`. */
export function fakeCourierApi(overrides: FakeHandlers = {}): FakeRequest[] {
  return fakeApi({
    'GET /courier/me': () => ({ body: { data: COURIER_ME } }),
    'GET /courier/available-deliveries': () => ({ body: { data: [] } }),
    'GET /courier/deliveries/active': () => ({ body: { data: null } }),
    'GET /courier/deliveries': () => ({ body: { data: [], current_page: 1, last_page: 1, total: 0 } }),
    'GET /courier/earnings': () => ({ body: { data: EARNINGS } }),
    'POST /events/ticket': () => ({ body: { ticket: 'ticket', expires_in: 30 } }),
    ...overrides,
  });
}
