/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { KitchenOrder } from '@farmplate/contracts';
import {
  applyOrderChange,
  listKitchenOrderPage,
  updateKitchenOrderStatus,
  useKitchenOrderBoard,
  useUpdateKitchenOrderStatus,
} from './kitchen-orders';
import { recordFetch } from './test-setup/recording-fetch';

const order: KitchenOrder = {
  id: 11,
  order_number: 'ORD-1001',
  box_order: false,
  status: 'new',
  created_at: '2026-03-01T10:00:00.000Z',
  started_at: null,
  ready_at: null,
  completed_at: null,
  total_amount: 24.5,
  payment_method: 'card',
  payment_status: 'paid',
  special_instructions: null,
  fulfilment: 'delivery',
  delivery_status: null,
  pickup_code: null,
  assigned_at: null,
  picked_up_at: null,
  courier: null,
  user: { name: 'Chidi Okeke', location: null, contact: null },
  items: [{ id: 1, quantity: 2, price: 12.25, notes: null, menu_item: { item_name: 'Jollof Rice' }, inventory: null }],
};

test('a board page passes the filters and reads the counts', async () => {
  const page = { orders: [order], counts, total: 1, current_page: 1, last_page: 1, per_page: 20 };
  const calls = recordFetch(() => ({ body: page }));
  await expect(listKitchenOrderPage({ status: 'new', search: 'ORD' })).resolves.toEqual(page);
  expect(calls[0]?.url).toBe('/api/kitchen-orders?status=new&search=ORD');
});

test('a status change is a PUT keyed by the internal id', async () => {
  const calls = recordFetch(() => ({ body: { message: 'Order updated', order: { ...order, status: 'preparing' } } }));
  const { order: updated } = await updateKitchenOrderStatus(11, 'preparing');
  expect(updated.status).toBe('preparing');
  expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/kitchen-orders/11', body: { status: 'preparing' } });
});

const counts = { new: 1, preparing: 0, ready: 0, completed: 0 };

function boardWithAnswers(answerPut: () => { status?: number; body: unknown }) {
  let status: KitchenOrder['status'] = 'new';
  const calls = recordFetch((call) => {
    if (call.method === 'PUT') {
      const answer = answerPut();
      if (!answer.status) status = 'preparing';
      return answer;
    }
    const shown = { ...counts, new: status === 'new' ? 1 : 0, preparing: status === 'preparing' ? 1 : 0 };
    return {
      body: { orders: [{ ...order, status }], counts: shown, total: 1, current_page: 1, last_page: 1, per_page: 20 },
    };
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const rendered = renderHook(
    () => ({
      all: useKitchenOrderBoard({}),
      fresh: useKitchenOrderBoard({ status: 'new' }),
      update: useUpdateKitchenOrderStatus(),
    }),
    { wrapper },
  );
  return { ...rendered, calls, queryClient, gets: () => calls.filter((call) => call.method === 'GET').length };
}

test('the acting tab writes its change once: the card and the counts move, nothing is reloaded', async () => {
  const { result, gets, queryClient } = boardWithAnswers(() => ({
    body: { message: 'ok', order: { ...order, status: 'preparing', started_at: '2026-03-01T10:05:00.000Z' } },
  }));
  await waitFor(() => expect(result.current.all.data?.pages[0]?.orders[0]?.status).toBe('new'));
  await waitFor(() => expect(result.current.fresh.data?.pages[0]?.orders).toHaveLength(1));
  const loaded = gets();

  await act(() => result.current.update.mutateAsync({ id: 11, status: 'preparing' }));
  const [page] = result.current.all.data!.pages;
  expect(page!.orders[0]).toMatchObject({ status: 'preparing', started_at: '2026-03-01T10:05:00.000Z' });
  expect(page!.counts).toEqual({ new: 0, preparing: 1, ready: 0, completed: 0 });
  // the New tab no longer holds it
  expect(result.current.fresh.data?.pages[0]).toMatchObject({ orders: [], total: 0 });

  // the same change arriving live finds it done: the cache is not even rewritten
  const before = result.current.all.data;
  act(() => applyOrderChange(queryClient, page!.orders[0]!));
  expect(result.current.all.data).toBe(before);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(gets()).toBe(loaded);
});

test('a refused change reloads the boards: another device may have moved the order', async () => {
  const { result, gets } = boardWithAnswers(() => ({ status: 409, body: { message: 'Already moved on.' } }));
  await waitFor(() => expect(result.current.all.data?.pages[0]?.orders[0]?.status).toBe('new'));
  const loaded = gets();
  await act(() => result.current.update.mutateAsync({ id: 11, status: 'preparing' }).catch(() => undefined));
  await waitFor(() => expect(gets()).toBeGreaterThan(loaded));
});
