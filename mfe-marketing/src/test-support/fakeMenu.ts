import { SAMPLE_DISHES, type OrderRegion, type PublicMenuResponse, type TrackedOrder } from '@farmplate/contracts';

export const MAMAS = { id: 3, name: "Mama's Soul Kitchen" };
export const ISLAND = { id: 4, name: 'Island Spice Cafe' };

/** The live menu as the API answers it for the seeded sample dishes (ids 1 to 8 in the US, 11 to 18 in Nigeria). */
export function fakeMenu(
  region: OrderRegion = 'us',
  {
    specialRequests = true,
    paymentMethods = region === 'us' ? ['cod'] : ['cod', 'bank_transfer'],
    allowsPickup = false,
  } = {},
): PublicMenuResponse {
  const naija = { id: 9, name: 'Naija Pot Kitchen' };
  return {
    region,
    items: SAMPLE_DISHES.map((dish, index) => {
      const kitchen = region === 'ng' ? naija : dish.usKitchen === ISLAND.name ? ISLAND : MAMAS;
      return {
        id: (region === 'ng' ? 11 : 1) + index,
        slug: dish.slug,
        name: dish.name,
        description: dish.description,
        price: dish.price[region],
        categories: dish.categories,
        tags: dish.tags,
        kitchen_id: kitchen.id,
        kitchen_name: kitchen.name,
        image_url: null,
      };
    }),
    kitchens: (region === 'ng' ? [naija] : [MAMAS, ISLAND]).map((kitchen) => ({
      ...kitchen,
      special_requests: specialRequests,
      allows_pickup: allowsPickup,
    })),
    pricing:
      region === 'ng'
        ? { delivery_fee: 1500, tax_rate: 8.25, minimum_order_amount: 5000 }
        : { delivery_fee: 3.99, tax_rate: 8.25, minimum_order_amount: 15 },
    payment_methods: paymentMethods,
    delivery: {
      time_zone: region === 'ng' ? 'Africa/Lagos' : 'America/New_York',
      opens: '08:00',
      closes: '22:00',
    },
  };
}

export const TOKEN = 'k'.repeat(43);

/** An order as its tracking link shows it. */
export function trackedOrder(overrides: Partial<TrackedOrder> = {}): TrackedOrder {
  const created = new Date();
  return {
    order_number: 'FP-4F2A9C11D0',
    tracking_token: TOKEN,
    status: 'new',
    region: 'us',
    kitchen_name: MAMAS.name,
    customer_name: 'Tola Guest',
    delivery_address: '12 Elm St, Dallas, TX',
    delivery_time: new Date(created.getTime() + 3_600_000).toISOString(),
    payment_method: 'cod',
    special_instructions: null,
    created_at: created.toISOString(),
    started_at: null,
    ready_at: null,
    completed_at: null,
    cancelled_at: null,
    cancel_until: new Date(created.getTime() + 300_000).toISOString(),
    can_cancel: true,
    items: [{ menu_item_id: 3, name: 'Jollof Rice & Grilled Chicken', quantity: 2, price: 15.99, notes: null }],
    subtotal: 31.98,
    delivery_fee: 3.99,
    tax: 2.64,
    total: 38.61,
    fulfilment: 'delivery',
    delivery_status: 'unassigned',
    courier_first_name: null,
    delivery_code: '4821',
    tip: 0,
    can_tip: false,
    assigned_at: null,
    picked_up_at: null,
    delivered_at: null,
    time_zone: 'Eastern Time (US)',
    ...overrides,
  };
}
