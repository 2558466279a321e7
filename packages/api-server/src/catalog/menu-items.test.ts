import { existsSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_MESSAGES, MENU_ITEM_MESSAGES as M } from '@farmplate/contracts';
import { form, PNG_BYTES, startTestServer, SVG_BYTES, type TestServer } from '../testing/test-server';

let server: TestServer;
let admin: string;
let kitchen: string;
beforeAll(async () => {
  server = await startTestServer();
  [admin, kitchen] = await Promise.all([server.login('admin@farmplate.test'), server.login('kitchen@farmplate.test')]);
});
afterAll(() => server.close());

const dish = {
  item_name: 'Pepper Soup',
  description: 'Light, fiery broth with goat meat.',
  price: 12.5,
  category: 'Mains',
  ingredients: 'Goat, peppers, uziza',
  allergens: '',
  vegetarian: false,
  vegan: false,
  gluten_free: true,
  status: 'active',
};

describe('GET /menu-items', () => {
  it('pages every item for an admin, with category and kitchen names', async () => {
    const body = (await server.request({ method: 'GET', url: '/api/menu-items?per_page=5', token: admin })).json();
    expect(body).toMatchObject({ total: 16, last_page: 4, per_page: 5, from: 1, to: 5 });
    expect(body.data[0]).toMatchObject({
      category: expect.any(String),
      kitchen_name: expect.any(String),
      image_url: null,
    });
  });

  it('filters by category, status, kitchen and diet, and searches', async () => {
    const get = async (query: string) =>
      (await server.request({ method: 'GET', url: `/api/menu-items?${query}`, token: admin }))
        .json()
        .data.map((item: { item_name: string }) => item.item_name);
    // the eight sample dishes, in the US (two kitchens) and in Nigeria (one)
    expect(await get('category=desserts')).toEqual(['Sweet Potato Pie', 'Sweet Potato Pie']);
    expect(await get('status=inactive')).toEqual([]);
    expect((await get('dietary=vegan')).sort()).toEqual([
      'Akara & Pap Breakfast Plate',
      'Akara & Pap Breakfast Plate',
      'Red Red with Fried Plantain',
      'Red Red with Fried Plantain',
    ]);
    expect(await get('search=OXTAIL')).toEqual([
      'Braised Oxtail with Butter Beans',
      'Braised Oxtail with Butter Beans',
    ]);
    expect(await get('category=all&status=all&search=&per_page=100')).toHaveLength(16);
  });

  it('shows a kitchen only its own items', async () => {
    const body = (await server.request({ method: 'GET', url: '/api/menu-items?per_page=100', token: kitchen })).json();
    expect(body.total).toBe(5);
    expect(new Set(body.data.map((item: { kitchen_name: string }) => item.kitchen_name))).toEqual(
      new Set(["Mama's Soul Kitchen"]),
    );
  });
});

describe('creating, updating and deleting', () => {
  it('creates from JSON with booleans and answers the spec message', async () => {
    const kitchens = (
      await server.request({ method: 'GET', url: '/api/get-kitchens?status=active', token: admin })
    ).json().data;
    const island = kitchens.find((option: { name: string }) => option.name === 'Island Spice Cafe');
    const response = await server.request({
      method: 'POST',
      url: '/api/menu-items',
      token: admin,
      payload: { ...dish, kitchen: island.id },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: M.created,
      data: { ...dish, kitchen: island.id, kitchen_name: 'Island Spice Cafe', category: 'Mains' },
    });
  });

  it("creates from multipart with '1'/'0' flags and an image; deleting removes the image", async () => {
    const fields = { ...dish, item_name: 'Moi Moi', price: '7.25', vegetarian: '1', vegan: '0', gluten_free: '1' };
    const response = await server.request({
      method: 'POST',
      url: '/api/menu-items',
      token: kitchen,
      payload: form(fields, { field: 'image', name: 'moimoi.png', bytes: PNG_BYTES, type: 'image/png' }),
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      item_name: 'Moi Moi',
      price: 7.25,
      vegetarian: true,
      vegan: false,
      gluten_free: true,
      kitchen_name: "Mama's Soul Kitchen",
    });
    expect(data.image_path).toMatch(/^menu-items\/[0-9a-f]{32}\.png$/);
    expect(data.image_url).toBe(`/storage/${data.image_path}`);
    const file = path.join(server.config.storageDir, data.image_path);
    expect(existsSync(file)).toBe(true);
    const deleted = await server.request({ method: 'DELETE', url: `/api/menu-items/${data.id}`, token: kitchen });
    expect(deleted.json()).toEqual({ message: M.deleted });
    expect(existsSync(file)).toBe(false);
  });

  it('answers the status message for a status-only update and the update message otherwise', async () => {
    const [item] = (await server.request({ method: 'GET', url: '/api/menu-items', token: kitchen })).json().data;
    const toggled = await server.request({
      method: 'PUT',
      url: `/api/menu-items/${item.id}`,
      token: kitchen,
      payload: { status: 'inactive' },
    });
    expect(toggled.json()).toMatchObject({ message: M.statusUpdated, data: { status: 'inactive' } });
    const edited = await server.request({
      method: 'PUT',
      url: `/api/menu-items/${item.id}`,
      token: kitchen,
      payload: { price: 11, ingredients: ['Rice', 'Tomatoes'] },
    });
    expect(edited.json()).toMatchObject({ message: M.updated, data: { price: 11, ingredients: 'Rice, Tomatoes' } });
  });

  it('validates with the spec messages', async () => {
    const empty = await server.request({ method: 'POST', url: '/api/menu-items', token: admin, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      item_name: [M.nameRequired],
      description: [M.descriptionRequired],
      price: [M.priceRequired],
      category: [M.categoryRequired],
      ingredients: [M.ingredientsRequired],
    });
    const bad = await server.request({
      method: 'POST',
      url: '/api/menu-items',
      token: admin,
      payload: { ...dish, item_name: 'A', description: 'Too short', price: 10000 },
    });
    expect(bad.json().errors).toEqual({
      item_name: [M.nameShort],
      description: [M.descriptionShort],
      price: [M.priceMax],
    });
    const zero = await server.request({
      method: 'POST',
      url: '/api/menu-items',
      token: admin,
      payload: { ...dish, price: 0, category: 'Soups' },
    });
    expect(zero.json().errors).toEqual({ price: [M.pricePositive] });
    const unknownCategory = await server.request({
      method: 'POST',
      url: '/api/menu-items',
      token: admin,
      payload: { ...dish, category: 'Soups' },
    });
    expect(unknownCategory.json().errors).toEqual({ category: [M.categoryUnknown] });
  });

  it('refuses an SVG (415) and a file above 10MB (413)', async () => {
    const svg = await server.request({
      method: 'POST',
      url: '/api/menu-items',
      token: admin,
      payload: form(dish, { field: 'image', name: 'x.svg', bytes: SVG_BYTES, type: 'image/svg+xml' }),
    });
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toEqual({ message: IMAGE_MESSAGES.type.menuItem });
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await server.request({
      method: 'POST',
      url: '/api/menu-items',
      token: admin,
      payload: form(dish, { field: 'image', name: 'big.png', bytes: big, type: 'image/png' }),
    });
    expect(tooBig.statusCode).toBe(413);
  });
});

describe('lookups', () => {
  it('lists the categories and the kitchens', async () => {
    expect(
      (await server.request({ method: 'GET', url: '/api/categories', token: kitchen }))
        .json()
        .data.map((category: { name: string }) => category.name),
    ).toEqual(['Mains', 'Appetizers', 'Desserts', 'Beverages']);
    const kitchens = (
      await server.request({ method: 'GET', url: '/api/get-kitchens?search=island', token: admin })
    ).json().data;
    expect(kitchens).toEqual([{ id: expect.any(Number), name: 'Island Spice Cafe', status: 'active' }]);
  });
});
