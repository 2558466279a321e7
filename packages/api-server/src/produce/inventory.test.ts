import { existsSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_MESSAGES, INVENTORY_MESSAGES } from '@farmplate/contracts';
import { form, HTML_BYTES, PNG_BYTES, startTestServer, SVG_BYTES, type TestServer } from '../testing/test-server';

let server: TestServer;
let farmer: string;
beforeAll(async () => {
  server = await startTestServer();
  farmer = await server.login('farmer@farmplate.test');
});
afterAll(() => server.close());

const item = {
  produce_name: 'Okra',
  quantity: 12.5,
  unit: 'kg',
  quality: 'Premium',
  description: 'Tender pods',
  total_price: 40,
  stock_alert: 5,
};

describe('GET /inventory-items', () => {
  it("pages the farmer's own items with the computed price per unit", async () => {
    const response = await server.request({ method: 'GET', url: '/api/inventory-items?per_page=2', token: farmer });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ current_page: 1, last_page: 3, from: 1, to: 2, total: 5, per_page: 2 });
    for (const row of body.data)
      expect(row.price_per_unit).toBe(Math.round((row.total_price / row.quantity) * 100) / 100);
  });

  it('filters by quality and searches the name', async () => {
    const premium = (
      await server.request({ method: 'GET', url: '/api/inventory-items?quality=Premium', token: farmer })
    ).json();
    expect(premium.data.map((row: { produce_name: string }) => row.produce_name).sort()).toEqual(['Peppers', 'Yams']);
    const all = (
      await server.request({ method: 'GET', url: '/api/inventory-items?quality=All&search=toma', token: farmer })
    ).json();
    expect(all.data.map((row: { produce_name: string }) => row.produce_name)).toEqual(['Tomatoes']);
  });

  it('refuses a page size above 100', async () => {
    const response = await server.request({ method: 'GET', url: '/api/inventory-items?per_page=500', token: farmer });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['per_page']);
  });
});

describe('POST, PUT and DELETE /inventory-items', () => {
  it('creates, updates and deletes an item (JSON)', async () => {
    const created = await server.request({
      method: 'POST',
      url: '/api/inventory-items',
      token: farmer,
      payload: { ...item, price_per_unit: 999 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: INVENTORY_MESSAGES.added,
      data: { ...item, price_per_unit: 3.2, image_url: null },
    });
    const id = created.json().data.id;

    const updated = await server.request({
      method: 'PUT',
      url: `/api/inventory-items/${id}`,
      token: farmer,
      payload: { quantity: 20 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: INVENTORY_MESSAGES.updated,
      data: { quantity: 20, total_price: 40, price_per_unit: 2 },
    });

    const deleted = await server.request({ method: 'DELETE', url: `/api/inventory-items/${id}`, token: farmer });
    expect(deleted.json()).toEqual({ message: INVENTORY_MESSAGES.deleted });
    expect(
      (await server.request({ method: 'DELETE', url: `/api/inventory-items/${id}`, token: farmer })).statusCode,
    ).toBe(404);
  });

  it('validates with field messages', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/inventory-items',
      token: farmer,
      payload: { quantity: 0.5, unit: 'tons', total_price: -1 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      produce_name: [INVENTORY_MESSAGES.produceRequired],
      quality: [INVENTORY_MESSAGES.qualityRequired],
      quantity: [INVENTORY_MESSAGES.quantityMin],
      unit: [INVENTORY_MESSAGES.unitRequired],
      total_price: [INVENTORY_MESSAGES.totalPriceMin],
    });
  });

  it('answers 404 for an id that is not a number', async () => {
    expect(
      (await server.request({ method: 'PUT', url: '/api/inventory-items/abc', token: farmer, payload: {} })).statusCode,
    ).toBe(404);
  });
});

describe('image uploads', () => {
  const upload = (bytes: Buffer, name: string, type = 'image/png') =>
    server.request({
      method: 'POST',
      url: '/api/inventory-items',
      token: farmer,
      payload: form({ ...item }, { field: 'image_file', name, bytes, type }),
    });

  it('stores a PNG under a random name and serves it with nosniff; deleting the item deletes it', async () => {
    const response = await upload(PNG_BYTES, 'my photo.png');
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.image_url).toMatch(/^\/storage\/inventory\/[0-9a-f]{32}\.png$/);
    expect(data.quantity).toBe(12.5);

    const image = await server.request({ method: 'GET', url: data.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);

    const file = path.join(server.config.storageDir, data.image_url.replace('/storage/', ''));
    expect(existsSync(file)).toBe(true);
    await server.request({ method: 'DELETE', url: `/api/inventory-items/${data.id}`, token: farmer });
    expect(existsSync(file)).toBe(false);
  });

  it('replaces the image on update and removes the old file', async () => {
    const created = (await upload(PNG_BYTES, 'a.png')).json().data;
    const oldFile = path.join(server.config.storageDir, created.image_url.replace('/storage/', ''));
    const updated = await server.request({
      method: 'PUT',
      url: `/api/inventory-items/${created.id}`,
      token: farmer,
      payload: form(
        { description: 'new photo' },
        { field: 'image_file', name: 'b.png', bytes: PNG_BYTES, type: 'image/png' },
      ),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.image_url).not.toBe(created.image_url);
    expect(existsSync(oldFile)).toBe(false);
  });

  it('refuses an SVG and an HTML file named .png with 415', async () => {
    for (const [bytes, name, type] of [
      [SVG_BYTES, 'logo.svg', 'image/svg+xml'],
      [HTML_BYTES, 'innocent.png', 'image/png'],
    ] as const) {
      const response = await upload(bytes, name, type);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: IMAGE_MESSAGES.type.inventory });
    }
  });

  it('refuses an image above 5MB with 413 and stores nothing', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(big, 'big.png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: IMAGE_MESSAGES.tooLarge.inventory });
  });

  it('validates multipart fields with the same messages', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/inventory-items',
      token: farmer,
      payload: form({ produce_name: ' ', quantity: 'abc', unit: 'kg', quality: 'Standard', total_price: '10' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      produce_name: [INVENTORY_MESSAGES.produceRequired],
      quantity: [INVENTORY_MESSAGES.quantityRequired],
    });
  });
});
