import type { AvailableDelivery, CourierDelivery, CourierEarnings, CourierProfile } from '@farmplate/contracts';
import { fakeApi, type FakeHandlers, type FakeRequest } from '@farmplate/testing';

/** The courier screens' fixtures: the demo courier on a quiet day, online, no delivery under way. */

export const COURIER_ME: CourierProfile = {
  id: 9,
  name: 'Dayo Rider',
  email: 'delivery@farmplate.test',
  phone: '+1 (214) 555-0166',
  status: 'active',
  region: 'us',
  currency: 'USD',
  zones: ['Dallas', 'Plano'],
  vehicle: 'bicycle',
  online: true,
  documents: {
    licence_number: null,
    licence_expiry: null,
    registration_number: null,
    insurance_number: null,
    insurance_expiry: null,
    expired: false,
  },
  fee_share: 80,
  max_active_deliveries: 1,
  today: { deliveries: 3, earnings: 17.5, tips: 4 },
  active_delivery: null,
};

export const availableDelivery = (id: number, overrides: Partial<AvailableDelivery> = {}): AvailableDelivery => ({
  id,
  order_number: `FP-10${id}`,
  kitchen_name: "Mama's Soul Kitchen",
  pickup_kind: 'kitchen',
  pickup_area: 'Dallas',
  dropoff_area: 'Plano',
  currency: 'USD',
  delivery_fee: 3.99,
  tip: 0,
  earning: 3.19,
  ready_at: new Date(Date.now() - 4 * 60_000).toISOString(),
  age_minutes: 4,
  ...overrides,
});

export const ACTIVE_DELIVERY: CourierDelivery = {
  id: 41,
  order_number: 'FP-1041',
  delivery_status: 'assigned',
  status: 'ready',
  pickup_kind: 'kitchen',
  region: 'us',
  currency: 'USD',
  kitchen: { name: "Mama's Soul Kitchen", address: '12 Elm Street, Dallas', phone: '+1 214 555 0101', area: 'Dallas' },
  customer: { name: 'Tola Guest', address: '88 Main St, Plano', phone: '+1 214 555 0199', area: 'Plano' },
  special_instructions: null,
  items: [{ name: 'Jollof Rice & Grilled Chicken', quantity: 2 }],
  delivery_fee: 3.99,
  tip: 2,
  earning: 5.19,
  ready_at: '2026-11-26T17:55:00.000Z',
  assigned_at: '2026-11-26T18:00:00.000Z',
  picked_up_at: null,
  delivered_at: null,
  failure_reason: null,
  proof_photo_url: null,
};

const figures = { deliveries: 1, fee_share: 3.19, tips: 2, earnings: 5.19 };
export const EARNINGS: CourierEarnings = {
  from: '2026-11-20',
  to: '2026-11-26',
  time_zone: 'Eastern Time (US)',
  currency: 'USD',
  fee_share_percent: 80,
  totals: figures,
  per_delivery: [
    {
      id: 41,
      order_number: 'FP-1041',
      delivered_at: '2026-11-26T18:30:00.000Z',
      delivery_fee: 3.99,
      fee_share: 3.19,
      tip: 2,
      earning: 5.19,
    },
  ],
  per_day: [{ day: '2026-11-26', ...figures }],
  per_week: [{ week_start: '2026-11-23', ...figures }],
};

/** The courier's calls answered as on a quiet day; a test replaces any route with `overrides`. */
export function fakeCourierApi(overrides: FakeHandlers = {}): FakeRequest[] {
  return fakeApi({
    'GET /courier/me': () => ({ body: { data: COURIER_ME } }),
    'GET /courier/available-deliveries': () => ({ body: { data: [] } }),
    'GET /courier/deliveries/active': () => ({ body: { data: [] } }),
    'GET /courier/deliveries': () => ({
      body: { data: [], current_page: 1, last_page: 1, from: null, to: null, total: 0, per_page: 20 },
    }),
    'GET /courier/earnings': () => ({ body: { data: EARNINGS } }),
    'POST /events/ticket': () => ({ body: { ticket: 'ticket', expires_in: 30 } }),
    ...overrides,
  });
}
