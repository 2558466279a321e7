import { REQUEST_MESSAGES } from '@farmplate/contracts';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let farmer: string;
let kitchen: string;
beforeAll(async () => {
  server = await startTestServer();
  [farmer, kitchen] = await Promise.all([
    server.login('farmer@farmplate.test'),
    server.login('kitchen@farmplate.test'),
  ]);
});
afterAll(() => server.close());

const summary = async () =>
  (await server.request({ method: 'GET', url: '/api/requests/summary', token: farmer })).json();
const inventory = async () =>
  (await server.request({ method: 'GET', url: '/api/inventory-items?per_page=100', token: farmer })).json().data as {
    id: number;
    produce_name: string;
    quantity: number;
  }[];

/** A new pending request of the demo kitchen for `quantity` of the farmer's item named `produce`. */
async function submit(produce: string, quantity: number) {
  const item = (await inventory()).find((row) => row.produce_name === produce)!;
  const farmerId = (await server.request({ method: 'GET', url: '/api/farmer/profile', token: farmer })).json().data.id;
  const response = await server.request({
    method: 'POST',
    url: '/api/submit-request',
    token: kitchen,
    payload: {
      farmer_id: farmerId,
      inventory_item_id: item.id,
      quantity,
      additional_notes: 'For Friday',
      needed_by_date: '2030-01-10',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; status: string };
}

describe('reading requests', () => {
  it('counts the requests per status from the data', async () => {
    expect(await summary()).toEqual({
      total_requests: 5,
      pending: 2,
      accepted: 1,
      declined: 1,
      fulfilled: 1,
      active: 1,
    });
  });

  it('lists the requests of one status with the kitchen and the requested amount', async () => {
    const response = await server.request({ method: 'GET', url: '/api/requests/declined', token: farmer });
    expect(response.statusCode).toBe(200);
    const [declined] = response.json().data;
    expect(declined).toMatchObject({
      status: 'declined',
      kitchen_name: 'Island Spice Cafe',
      requester: { name: 'Grace Lee' },
      inventory_item: { produce_name: 'Cassava', quantity: 50, unit: 'kg' },
      items: [{ name: 'Cassava', quantity: 50, unit: 'kg' }],
      quantity: 50,
      decline_reason: 'That harvest is reserved for a standing order.',
    });
    const one = await server.request({ method: 'GET', url: `/api/requests/${declined.id}`, token: farmer });
    expect(one.json().data).toEqual(declined);
  });

  it('answers 404 for an unknown request', async () => {
    expect((await server.request({ method: 'GET', url: '/api/requests/99999', token: farmer })).statusCode).toBe(404);
  });
});

describe('POST /submit-request', () => {
  it('accepts the quick request form and the row dialog names', async () => {
    const created = await submit('Yams', 5);
    expect(created).toMatchObject({
      status: 'pending',
      kitchen_name: "Mama's Soul Kitchen",
      quantity: 5,
      delivery_date: '2030-01-10',
      additional_notes: 'For Friday',
    });
    const item = (await inventory()).find((row) => row.produce_name === 'Onions');
    expect(item).toBeUndefined(); // Onions are the other farmer's
    const farmers = (await server.request({ method: 'GET', url: '/api/farmers', token: kitchen })).json().data;
    const ruth = farmers.find((row: { name: string }) => row.name === 'Sunrise Acres');
    const produce = (
      await server.request({
        method: 'GET',
        url: `/api/available-produce?farmer=${ruth.id}&search=onion`,
        token: kitchen,
      })
    ).json().data;
    expect(produce).toHaveLength(1);
    const row = await server.request({
      method: 'POST',
      url: '/api/submit-request',
      token: kitchen,
      payload: {
        farmerId: ruth.id,
        itemId: produce[0].inventory_item_id,
        itemName: 'Onions',
        quantity: 3,
        notes: 'Red ones',
      },
    });
    expect(row.statusCode).toBe(201);
    expect(row.json()).toMatchObject({
      message: REQUEST_MESSAGES.submitted,
      data: { farmer_name: 'Sunrise Acres', quantity: 3, additional_notes: 'Red ones' },
    });
  });

  it('validates the request', async () => {
    const empty = await server.request({
      method: 'POST',
      url: '/api/submit-request',
      token: kitchen,
      payload: { quantity: 0 },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      farmer_id: [REQUEST_MESSAGES.required],
      inventory_item_id: [REQUEST_MESSAGES.required],
      quantity: [REQUEST_MESSAGES.quantity],
    });
    const mismatched = await server.request({
      method: 'POST',
      url: '/api/submit-request',
      token: kitchen,
      payload: { farmer_id: 1, inventory_item_id: 1, quantity: 1 },
    });
    expect(mismatched.statusCode).toBe(422);
    expect(mismatched.json().errors).toEqual({ inventory_item_id: [REQUEST_MESSAGES.produceUnknown] });
  });
});

describe('PUT /requests/{id}/status', () => {
  it('accepts, then fulfils, taking the quantity out of the inventory', async () => {
    const request = await submit('Tomatoes', 7);
    const before = (await inventory()).find((row) => row.produce_name === 'Tomatoes')!.quantity;
    const accepted = await server.request({
      method: 'PUT',
      url: `/api/requests/${request.id}/status`,
      token: farmer,
      payload: { status: 'accepted' },
    });
    expect(accepted.json()).toMatchObject({ message: REQUEST_MESSAGES.accepted, data: { status: 'accepted' } });
    const fulfilled = await server.request({
      method: 'PUT',
      url: `/api/requests/${request.id}/status`,
      token: farmer,
      payload: { status: 'fulfilled' },
    });
    expect(fulfilled.statusCode).toBe(200);
    expect(fulfilled.json()).toMatchObject({
      message: REQUEST_MESSAGES.fulfilled,
      data: { status: 'fulfilled', fulfilled_at: expect.any(String) },
    });
    expect((await inventory()).find((row) => row.produce_name === 'Tomatoes')!.quantity).toBe(before - 7);
  });

  it('requires a reason to decline, then stores and returns it', async () => {
    const request = await submit('Cassava', 2);
    const missing = await server.request({
      method: 'PUT',
      url: `/api/requests/${request.id}/status`,
      token: farmer,
      payload: { status: 'declined' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ decline_reason: [REQUEST_MESSAGES.declineReason] });
    const blank = await server.request({
      method: 'PUT',
      url: `/api/requests/${request.id}/status`,
      token: farmer,
      payload: { status: 'declined', decline_reason: '  ' },
    });
    expect(blank.statusCode).toBe(422);
    const declined = await server.request({
      method: 'PUT',
      url: `/api/requests/${request.id}/status`,
      token: farmer,
      payload: { status: 'declined', decline_reason: 'Out of season' },
    });
    expect(declined.json()).toMatchObject({
      message: REQUEST_MESSAGES.declined,
      data: { status: 'declined', decline_reason: 'Out of season' },
    });
  });

  it('refuses illegal transitions with 409', async () => {
    const request = await submit('Spinach', 1);
    const skip = await server.request({
      method: 'PUT',
      url: `/api/requests/${request.id}/status`,
      token: farmer,
      payload: { status: 'fulfilled' },
    });
    expect(skip.statusCode).toBe(409);
    await server.request({
      method: 'PUT',
      url: `/api/requests/${request.id}/status`,
      token: farmer,
      payload: { status: 'accepted' },
    });
    const again = await server.request({
      method: 'PUT',
      url: `/api/requests/${request.id}/status`,
      token: farmer,
      payload: { status: 'declined', decline_reason: 'Changed my mind' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request is accepted and cannot be declined.');
  });

  it('answers 409 and changes nothing when the stock is short', async () => {
    const request = await submit('Peppers', 30);
    await server.request({
      method: 'PUT',
      url: `/api/requests/${request.id}/status`,
      token: farmer,
      payload: { status: 'accepted' },
    });
    const peppers = (await inventory()).find((row) => row.produce_name === 'Peppers')!;
    await server.request({
      method: 'PUT',
      url: `/api/inventory-items/${peppers.id}`,
      token: farmer,
      payload: { quantity: 10 },
    });
    const fulfil = await server.request({
      method: 'PUT',
      url: `/api/requests/${request.id}/status`,
      token: farmer,
      payload: { status: 'fulfilled' },
    });
    expect(fulfil.statusCode).toBe(409);
    expect(fulfil.json().message).toBe('Not enough Peppers in your inventory to fulfil this request.');
    expect(
      (await server.request({ method: 'GET', url: `/api/requests/${request.id}`, token: farmer })).json().data.status,
    ).toBe('accepted');
    expect((await inventory()).find((row) => row.produce_name === 'Peppers')!.quantity).toBe(10);
  });

  it('lets exactly one of 20 parallel conflicting changes win', async () => {
    const request = await submit('Yams', 4);
    const changes = Array.from({ length: 20 }, (_, index) =>
      server.request({
        method: 'PUT',
        url: `/api/requests/${request.id}/status`,
        token: farmer,
        payload: index % 2 === 0 ? { status: 'accepted' } : { status: 'declined', decline_reason: `Reason ${index}` },
      }),
    );
    const statuses = (await Promise.all(changes)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });
});
