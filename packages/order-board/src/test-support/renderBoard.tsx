import { useState, type ReactElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { KitchenOrder, KitchenOrdersPage } from '@farmplate/contracts';
import { configureApiClient, createQueryClient } from '@farmplate/api-client';
import { FarmPlateThemeProvider, ToastProvider, useToast } from '@farmplate/design-system';

export const order = (overrides: Partial<KitchenOrder> = {}): KitchenOrder => ({
  id: 1,
  order_number: 'ORD-1001',
  box_order: false,
  status: 'new',
  created_at: '2026-03-02T12:30:00.000Z',
  started_at: null,
  ready_at: null,
  completed_at: null,
  total_amount: 31.5,
  payment_method: 'card',
  payment_status: 'paid',
  special_instructions: null,
  fulfilment: 'pickup',
  delivery_status: null,
  pickup_code: null,
  assigned_at: null,
  picked_up_at: null,
  courier: null,
  user: { name: 'Chidi Okeke', location: '12 Market Street', contact: '+1 214 555 0101' },
  items: [{ id: 1, quantity: 2, price: 15.75, notes: null, menu_item: { item_name: 'Jollof Rice' }, inventory: null }],
  ...overrides,
});

interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | 'network-error';

const searchable = (order: KitchenOrder) => [
  order.order_number,
  order.user.name,
  ...order.items.map((item) => item.menu_item?.item_name ?? item.inventory?.produce_name ?? ''),
];

/**
 * GET /kitchen-orders as the server answers it: the tab's status and the search (order number,
 * customer or item name) narrow the list, `page` and `per_page` (default 50) cut it, and the counts
 * per status cover every order of the search.
 */
export function boardPage(all: readonly KitchenOrder[], query: URLSearchParams): KitchenOrdersPage {
  const needle = query.get('search')?.toLowerCase() ?? '';
  const found = all.filter((order) => searchable(order).some((text) => text.toLowerCase().includes(needle)));
  const counts = { new: 0, preparing: 0, ready: 0, completed: 0 };
  for (const order of found) counts[order.status] += 1;
  const status = query.get('status');
  const matching = status ? found.filter((order) => order.status === status) : found;
  const page = Number(query.get('page') ?? 1);
  const perPage = Number(query.get('per_page') ?? 50);
  return {
    orders: matching.slice((page - 1) * perPage, page * perPage),
    counts,
    total: matching.length,
    current_page: page,
    last_page: Math.max(1, Math.ceil(matching.length / perPage)),
    per_page: perPage,
  };
}

/**
 * Serves the order board's calls from an in-memory list: GET /kitchen-orders,
 * PUT /kitchen-orders/{id} and POST /kitchen-orders/{id}/handover (and the platform's time zone).
 * `answerPut` can replace the normal answer to a status change (or, as 'handover', a hand over).
 */
export function fakeOrdersApi(initial: KitchenOrder[], answerPut?: (id: number, status: string) => Answer | undefined) {
  const orders = [...initial];
  const calls: FakeCall[] = [];
  configureApiClient({
    origin: '',
    fetch: async (input, init = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      // the cards' times are in the platform's time zone: its public settings are not a board call
      if (url.includes('/platform-settings')) {
        const text = JSON.stringify({ data: { time_zone: 'Eastern Time (US)' } });
        return { ok: true, status: 200, text: async () => text } as Response;
      }
      // a signed-in board opens the live stream: its ticket is not a board call either
      if (url.includes('/events/ticket')) {
        const text = JSON.stringify({ ticket: 'board-ticket', expires_in: 30 });
        return { ok: true, status: 200, text: async () => text } as Response;
      }
      calls.push({ method, url, body });
      let answer: Answer;
      if (method === 'POST' && url.endsWith('/handover')) {
        const id = Number(url.split('/').at(-2));
        answer = answerPut?.(id, 'handover') ?? { body: { message: 'Order handed over', order: handOver(id) } };
      } else if (method === 'PUT') {
        const id = Number(url.split('/').pop());
        const { status } = body as { status: KitchenOrder['status'] };
        answer = answerPut?.(id, status) ?? {
          body: { message: 'Order status updated', order: updateOrder(id, status) },
        };
      } else {
        answer = { body: boardPage(orders, new URL(url, 'http://board.test').searchParams) };
      }
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      const status = answer.status ?? 200;
      const text = JSON.stringify(answer.body);
      return { ok: status < 300, status, text: async () => text } as Response;
    },
  });
  function handOver(id: number) {
    const index = orders.findIndex((each) => each.id === id);
    const existing = orders[index];
    if (!existing) throw new Error(`The fake API has no order ${id}.`);
    const updated = { ...existing, delivery_status: 'picked_up' as const };
    orders[index] = updated;
    return updated;
  }
  function updateOrder(id: number, status: KitchenOrder['status']) {
    const index = orders.findIndex((each) => each.id === id);
    const existing = orders[index];
    if (!existing) throw new Error(`The fake API has no order ${id}.`);
    const updated = { ...existing, status };
    orders[index] = updated;
    return updated;
  }
  return { calls, orders };
}

/** The app's own query client (createQueryClient), reporting failures to the toasts as the shell does. */
function QueryProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const [client] = useState(() => {
    const queryClient = createQueryClient({ notify: toast.error });
    queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
    return queryClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The board at `url` (its status tab and search are read from the URL's query). */
export function renderWithProviders(ui: ReactElement, url = '/dashboard/orders'): RenderResult {
  return render(
    <FarmPlateThemeProvider>
      <MemoryRouter initialEntries={[url]}>
        <ToastProvider>
          <QueryProvider>{ui}</QueryProvider>
        </ToastProvider>
      </MemoryRouter>
    </FarmPlateThemeProvider>,
  );
}
