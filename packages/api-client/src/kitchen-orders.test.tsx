/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { KitchenOrder } from '@farmplate/contracts';
import {
  listKitchenOrders,
  updateKitchenOrderStatus,
  useKitchenOrders,
  useUpdateKitchenOrderStatus,
} from './kitchen-orders';
import { recordFetch } from './test-setup/recording-fetch';

const order: KitchenOrder = {
  id: 11,
  order_number: 'ORD-1001',
  status: 'new',
  created_at: '2026-03-01T10:00:00.000Z',
  started_at: null,
  ready_at: null,
  completed_at: null,
  total_amount: 24.5,
  payment_method: 'card',
  payment_status: 'paid',
  special_instructions: null,
  user: { name: 'Chidi Okeke', location: null, contact: null },
  items: [{ id: 1, quantity: 2, price: 12.25, notes: null, menu_item: { item_name: 'Jollof Rice' }, inventory: null }],
};

test('the list reads the orders field and passes the filters', async () => {
  const calls = recordFetch(() => ({ body: { orders: [order] } }));
  await expect(listKitchenOrders({ status: 'new', search: 'ORD' })).resolves.toEqual([order]);
  expect(calls[0]?.url).toBe('/api/kitchen-orders?status=new&search=ORD');
});

test('a status change is a PUT keyed by the internal id', async () => {
  const calls = recordFetch(() => ({ body: { message: 'Order updated', order: { ...order, status: 'preparing' } } }));
  const { order: updated } = await updateKitchenOrderStatus(11, 'preparing');
  expect(updated.status).toBe('preparing');
  expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/kitchen-orders/11', body: { status: 'preparing' } });
});

test('after a change the cached list shows the new status and is reloaded', async () => {
  let status: KitchenOrder['status'] = 'new';
  const calls = recordFetch((call) => {
    if (call.method === 'PUT') status = 'preparing';
    return {
      body: call.method === 'PUT' ? { message: 'ok', order: { ...order, status } } : { orders: [{ ...order, status }] },
    };
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => ({ list: useKitchenOrders(), update: useUpdateKitchenOrderStatus() }), {
    wrapper,
  });

  await waitFor(() => expect(result.current.list.data?.[0]?.status).toBe('new'));
  await act(() => result.current.update.mutateAsync({ id: 11, status: 'preparing' }));
  expect(result.current.list.data?.[0]?.status).toBe('preparing');
  expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
});
