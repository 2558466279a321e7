import {
  createInventoryItem,
  deleteInventoryItem,
  listAllInventoryItems,
  listInventoryItems,
  updateInventoryItem,
} from './inventory';
import { recordFetch } from './test-setup/recording-fetch';

const item = {
  id: 7,
  produce_name: 'Yams',
  quantity: 120,
  unit: 'kg' as const,
  quality: 'Premium' as const,
  description: 'Fresh white yams',
  total_price: 300,
  price_per_unit: 2.5,
  stock_alert: 20,
  image_url: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};

const page = (data: unknown[], current_page: number, last_page: number) => ({
  data,
  current_page,
  last_page,
  from: 1,
  to: data.length,
  total: data.length,
  per_page: 100,
});

test('the list sends only the filters that are set', async () => {
  const calls = recordFetch(() => ({ body: page([item], 1, 1) }));
  const result = await listInventoryItems({ search: 'yam', quality: 'Premium', page: 2 });
  expect(calls[0]?.url).toBe('/api/inventory-items?search=yam&quality=Premium&page=2');
  expect(result.data).toEqual([item]);
  await listInventoryItems({ search: '' });
  expect(calls[1]?.url).toBe('/api/inventory-items');
});

test('every item is read page after page', async () => {
  const calls = recordFetch((call) => {
    const current = Number(new URL(call.url, 'http://x').searchParams.get('page'));
    return { body: page([{ ...item, id: current }], current, 3) };
  });
  const items = await listAllInventoryItems();
  expect(items.map((each) => each.id)).toEqual([1, 2, 3]);
  expect(calls.map((call) => call.url)).toEqual([
    '/api/inventory-items?page=1&per_page=100',
    '/api/inventory-items?page=2&per_page=100',
    '/api/inventory-items?page=3&per_page=100',
  ]);
});

test('an item without an image is sent as JSON, with one as multipart image_file', async () => {
  const calls = recordFetch(() => ({
    status: 201,
    body: { message: 'Inventory item added successfully!', data: item },
  }));
  const fields = {
    produce_name: 'Yams',
    quantity: 120,
    unit: 'kg' as const,
    quality: 'Premium' as const,
    total_price: 300,
  };

  const created = await createInventoryItem(fields);
  expect(created.data).toEqual(item);
  expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/inventory-items', body: fields });

  const image = new Blob(['png'], { type: 'image/png' });
  await updateInventoryItem(7, { ...fields, image_file: image });
  expect(calls[1]).toMatchObject({ method: 'PUT', url: '/api/inventory-items/7' });
  const form = calls[1]?.body as FormData;
  expect(form).toBeInstanceOf(FormData);
  expect(form.get('produce_name')).toBe('Yams');
  expect(form.get('quantity')).toBe('120');
  expect(form.get('image_file')).toBeInstanceOf(Blob);
});

test('a removal is a DELETE of the item', async () => {
  const calls = recordFetch(() => ({ body: { message: 'Inventory item deleted successfully!' } }));
  await expect(deleteInventoryItem(7)).resolves.toEqual({ message: 'Inventory item deleted successfully!' });
  expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/inventory-items/7' });
});
