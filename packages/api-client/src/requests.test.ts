import type { KitchenRequest } from '@farmplate/contracts';
import { getRequestSummary, listAllRequests, listRequestsByStatus, updateRequestStatus } from './requests';
import { recordFetch } from './test-setup/recording-fetch';

const request = (id: number, status: KitchenRequest['status'], created_at: string): KitchenRequest => ({
  id,
  status,
  created_at,
  requester: { id: 4, name: 'Tunde Bakare' },
  kitchen_name: "Mama's Soul Kitchen",
  kitchen_id: 4,
  kitchen_contact: { email: 'kitchen@farmplate.test', phone: null, address: null },
  farmer_id: 2,
  farmer_name: 'Green Valley Farm',
  inventory_item: { id: 1, produce_name: 'Yams', quantity: 10, unit: 'kg' },
  items: [{ name: 'Yams', quantity: 10, unit: 'kg' }],
  quantity: 10,
  delivery_date: null,
  fulfilled_at: null,
  decline_reason: null,
  additional_notes: null,
});

test('the summary and one status are read from their paths', async () => {
  const summary = { total_requests: 3, pending: 1, accepted: 1, declined: 0, fulfilled: 1, active: 1 };
  const calls = recordFetch((call) => ({
    body: call.url.endsWith('summary') ? summary : { data: [request(1, 'pending', '2026-03-01')] },
  }));
  await expect(getRequestSummary()).resolves.toEqual(summary);
  await expect(listRequestsByStatus('pending')).resolves.toHaveLength(1);
  expect(calls.map((call) => call.url)).toEqual(['/api/requests/summary', '/api/requests/pending']);
});

test("'All' fetches the four statuses in turn and merges them newest first", async () => {
  const byStatus: Record<string, KitchenRequest[]> = {
    pending: [request(1, 'pending', '2026-03-01T08:00:00Z')],
    accepted: [request(2, 'accepted', '2026-03-03T08:00:00Z')],
    fulfilled: [request(3, 'fulfilled', '2026-03-02T08:00:00Z')],
    declined: [],
  };
  const calls = recordFetch((call) => ({ body: { data: byStatus[call.url.split('/').pop()!] } }));
  const all = await listAllRequests();
  expect(calls.map((call) => call.url)).toEqual([
    '/api/requests/pending',
    '/api/requests/accepted',
    '/api/requests/declined',
    '/api/requests/fulfilled',
  ]);
  expect(all.map((each) => each.id)).toEqual([2, 3, 1]);
});

test('a decision is a PUT of the status with the decline reason', async () => {
  const calls = recordFetch(() => ({
    body: { message: 'Request declined successfully!', data: request(1, 'declined', '2026-03-01') },
  }));
  await updateRequestStatus(1, { status: 'declined', decline_reason: 'Out of season' });
  expect(calls[0]).toMatchObject({
    method: 'PUT',
    url: '/api/requests/1/status',
    body: { status: 'declined', decline_reason: 'Out of season' },
  });
});
