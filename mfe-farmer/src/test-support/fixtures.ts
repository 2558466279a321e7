import type { FarmerProfile, InventoryItem, KitchenRequest, RequestSummary } from '@farmplate/contracts';

export const inventoryItem = (overrides: Partial<InventoryItem> = {}): InventoryItem => ({
  id: 1,
  produce_name: 'Yams',
  quantity: 120,
  unit: 'kg',
  quality: 'Premium',
  description: 'White yams from the north field',
  total_price: 300,
  price_per_unit: 2.5,
  stock_alert: 20,
  image_url: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const kitchenRequest = (overrides: Partial<KitchenRequest> = {}): KitchenRequest => ({
  id: 31,
  status: 'pending',
  created_at: '2026-03-02T09:00:00.000Z',
  requester: { id: 4, name: 'Tunde Bakare' },
  kitchen_name: "Mama's Soul Kitchen",
  kitchen_id: 4,
  kitchen_contact: { email: 'kitchen@farmplate.test', phone: '+1 214 555 0199', address: '500 Elm Street, Dallas' },
  farmer_id: 2,
  farmer_name: 'Green Valley Farm',
  inventory_item: { id: 1, produce_name: 'Yams', quantity: 25, unit: 'kg' },
  items: [{ name: 'Yams', quantity: 25, unit: 'kg' }],
  quantity: 25,
  delivery_date: '2026-03-09',
  fulfilled_at: null,
  decline_reason: null,
  additional_notes: 'Deliver before noon',
  ...overrides,
});

export const requestSummary = (overrides: Partial<RequestSummary> = {}): RequestSummary => ({
  total_requests: 4,
  pending: 1,
  accepted: 1,
  declined: 1,
  fulfilled: 1,
  active: 1,
  ...overrides,
});

export const farmerProfile = (overrides: Partial<FarmerProfile> = {}): FarmerProfile => ({
  id: 1,
  name: 'Green Valley Farm',
  farm_size: '12 acres',
  primary_crops: 'Yams, Cassava',
  years_of_experience: 8,
  location: 'Tamale',
  image_url: null,
  rating: 4.6,
  orders_fulfilled: 3,
  status: 'active',
  created_at: '2026-01-05T00:00:00.000Z',
  joined_date: '2026-01-05',
  user: {
    id: 2,
    name: 'Kwame Mensah',
    email: 'farmer@farmplate.test',
    contact: '+233 20 000 0000',
    location: 'Tamale',
  },
  ...overrides,
});
