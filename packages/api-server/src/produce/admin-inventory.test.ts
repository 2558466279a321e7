import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let admin: string;
let farmer: string;
let kitchen: string;
let farmerId: number;
beforeAll(async () => {
  server = await startTestServer();
  [admin, farmer, kitchen] = await Promise.all([
    server.login('admin@farmplate.test'),
    server.login('farmer2@farmplate.test'),
    server.login('kitchen@farmplate.test'),
  ]);
  const farmers = (
    await server.request({ method: 'GET', url: '/api/admin-inventory-items/farmers', token: admin })
  ).json();
  farmerId = farmers.data.find((each: { name: string }) => each.name === 'Sunrise Acres').id;
});
afterAll(() => server.close());

const item = {
  produce_name: 'Admin Okra',
  quantity: 40,
  unit: 'kg',
  quality: 'Premium',
  total_price: 80,
  category: 'vegetables',
};

describe('admin inventory', () => {
  it('adds an item for a chosen farmer, who then sees it as his own', async () => {
    const created = await server.request({
      method: 'POST',
      url: '/api/admin-inventory-items',
      token: admin,
      payload: { ...item, farmer_id: farmerId },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Inventory item added successfully!',
      data: {
        produce_name: 'Admin Okra',
        price_per_unit: 2,
        category: 'vegetables',
        farmer: { id: farmerId, name: 'Sunrise Acres' },
      },
    });
    const own = (
      await server.request({ method: 'GET', url: '/api/inventory-items?search=Admin Okra', token: farmer })
    ).json();
    expect(own.data).toEqual([expect.objectContaining({ produce_name: 'Admin Okra', category: 'vegetables' })]);
  });

  it('filters every farmer by quality, farmer, category and search', async () => {
    const list = async (query: string) =>
      (await server.request({ method: 'GET', url: `/api/admin-inventory-items?${query}`, token: admin })).json();
    const everything = await list('per_page=100');
    expect(new Set(everything.data.map((row: { farmer: { name: string } }) => row.farmer.name)).size).toBeGreaterThan(
      1,
    );
    const vegetables = await list('category=vegetables&per_page=100');
    expect(vegetables.data.every((row: { category: string }) => row.category === 'vegetables')).toBe(true);
    const tubers = await list('category=tubers&per_page=100');
    expect(tubers.data.map((row: { produce_name: string }) => row.produce_name)).toEqual(
      expect.arrayContaining(['Yams', 'Cassava']),
    );
    const mine = await list(`farmer=${farmerId}&quality=Premium&search=okra`);
    expect(mine.data.map((row: { produce_name: string }) => row.produce_name)).toEqual(['Admin Okra']);
    expect((await list('category=All&quality=All&farmer=All')).total).toBe(everything.total);
  });

  it('edits and deletes it; the farmer sees each change', async () => {
    const [row] = (
      await server.request({ method: 'GET', url: '/api/admin-inventory-items?search=Admin Okra', token: admin })
    ).json().data;
    const edited = await server.request({
      method: 'PUT',
      url: `/api/admin-inventory-items/${row.id}`,
      token: admin,
      payload: { quantity: 55 },
    });
    expect(edited.json()).toMatchObject({ message: 'Inventory item updated successfully!', data: { quantity: 55 } });
    const deleted = await server.request({
      method: 'DELETE',
      url: `/api/admin-inventory-items/${row.id}`,
      token: admin,
    });
    expect(deleted.json()).toEqual({ message: 'Inventory item deleted successfully!' });
    const own = (
      await server.request({ method: 'GET', url: '/api/inventory-items?search=Admin Okra', token: farmer })
    ).json();
    expect(own.data).toEqual([]);
    expect(
      (await server.request({ method: 'DELETE', url: `/api/admin-inventory-items/${row.id}`, token: admin }))
        .statusCode,
    ).toBe(404);
  });

  it("refuses the form's bad input with its messages, a non-farmer owner, and other roles", async () => {
    const post = (payload: object, token = admin) =>
      server.request({ method: 'POST', url: '/api/admin-inventory-items', token, payload });
    const missing = await post({ produce_name: ' ', quantity: 0.5, unit: 'kg', quality: 'Standard', total_price: -1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      farmer_id: ['Please choose a farmer'],
      produce_name: ['Produce name is required'],
      quantity: ['Quantity must be at least 1'],
      total_price: ['Total price cannot be negative'],
    });
    const kitchenOwner = await post({ ...item, farmer_id: 4 });
    expect(kitchenOwner.statusCode).toBe(422);
    expect(kitchenOwner.json().message).toBe('Farmer not found');
    expect((await post({ ...item, farmer_id: farmerId }, kitchen)).statusCode).toBe(403);
    expect((await post({ ...item, farmer_id: farmerId }, farmer)).statusCode).toBe(403);
  });
});
