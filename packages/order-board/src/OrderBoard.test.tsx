import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApiClient } from '@farmplate/api-client';
import { OrderBoard } from './OrderBoard';
import { fakeOrdersApi, order, renderWithProviders } from './test-support/renderBoard';

const orders = [
  order(),
  order({
    id: 2,
    order_number: 'ORD-1002',
    status: 'preparing',
    payment_method: 'cash_on_delivery',
    special_instructions: 'Extra pepper please',
    user: { name: 'Ada Obi', location: null, contact: null },
    items: [
      { id: 2, quantity: 1, price: 9, notes: 'No onions', menu_item: null, inventory: { produce_name: 'Tomatoes' } },
      { id: 3, quantity: 3, price: 2, notes: null, menu_item: null, inventory: null },
    ],
  }),
  order({ id: 3, order_number: 'ORD-1003', status: 'ready' }),
  order({ id: 4, order_number: 'ORD-1004', status: 'completed' }),
];

const card = (number: string) => screen.getByRole('article', { name: `Order ${number}` });

test('shows the counts per status and every field of an order card, with fallbacks', async () => {
  fakeOrdersApi(orders);
  renderWithProviders(<OrderBoard />);

  const second = await screen.findByRole('article', { name: 'Order ORD-1002' });
  for (const [label, count] of [
    ['New', '1'],
    ['Preparing', '1'],
    ['Ready', '1'],
    ['Completed', '1'],
  ] as const) {
    expect(screen.getAllByText(label).some((node) => node.parentElement?.textContent === `${label}${count}`)).toBe(
      true,
    );
  }
  const inCard = within(second);
  expect(inCard.getByText('Preparing')).toBeInTheDocument();
  expect(inCard.getByText('Cash on Delivery')).toBeInTheDocument();
  expect(inCard.getByText('$31.50')).toBeInTheDocument();
  expect(inCard.getByText('Ada Obi')).toBeInTheDocument();
  expect(inCard.getByText('Phone not provided')).toBeInTheDocument();
  expect(inCard.getByText('Address not provided')).toBeInTheDocument();
  expect(inCard.getByText('1 × Tomatoes')).toBeInTheDocument();
  expect(inCard.getByText('No onions')).toBeInTheDocument();
  expect(inCard.getByText('3 × Unknown Item')).toBeInTheDocument();
  expect(inCard.getByText('Extra pepper please')).toBeInTheDocument();
  expect(within(card('ORD-1001')).getByText('Card')).toBeInTheDocument();
  expect(within(card('ORD-1001')).getByText('+1 214 555 0101')).toBeInTheDocument();
  expect(within(card('ORD-1001')).getByText('12 Market Street')).toBeInTheDocument();
});

test('the board elsewhere (the farmer portal) leaves the tab title to the shell', async () => {
  document.title = 'Orders · FarmPlate (shell)';
  fakeOrdersApi(orders);
  renderWithProviders(<OrderBoard />);
  await screen.findByRole('article', { name: 'Order ORD-1002' });
  expect(document.title).toBe('Orders · FarmPlate (shell)');
});

test('each status offers its next step only, completed orders none', async () => {
  fakeOrdersApi(orders);
  renderWithProviders(<OrderBoard />);
  await screen.findByRole('article', { name: 'Order ORD-1001' });
  expect(within(card('ORD-1001')).getByRole('button', { name: 'Start Preparing' })).toBeInTheDocument();
  expect(within(card('ORD-1002')).getByRole('button', { name: 'Mark as Ready' })).toBeInTheDocument();
  expect(within(card('ORD-1003')).getByRole('button', { name: 'Complete Order' })).toBeInTheDocument();
  const completed = within(card('ORD-1004'));
  expect(completed.queryByRole('button', { name: /Start Preparing|Mark as Ready|Complete Order/ })).toBeNull();
  expect(completed.getByRole('button', { name: 'Print Ticket' })).toBeInTheDocument();
});

test('an order moves new → preparing → ready → completed, each after a confirmation', async () => {
  const user = userEvent.setup();
  const api = fakeOrdersApi([order()]);
  renderWithProviders(<OrderBoard />);

  const steps = [
    ['Start Preparing', 'preparing'],
    ['Mark as Ready', 'ready'],
    ['Complete Order', 'completed'],
  ] as const;
  for (const [action, status] of steps) {
    await user.click(
      await within(await screen.findByRole('article', { name: 'Order ORD-1001' })).findByRole('button', {
        name: action,
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: action });
    await user.click(within(dialog).getByRole('button', { name: action }));
    expect(await screen.findByText(`Order ORD-1001 updated to ${status}.`)).toBeInTheDocument();
    // the answer moves the card: no reload of the board follows
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', url: '/api/kitchen-orders/1', body: { status } });
  }
  await waitFor(() => expect(within(card('ORD-1001')).queryByRole('button', { name: 'Complete Order' })).toBeNull());
  expect(within(card('ORD-1001')).getByText('Completed')).toBeInTheDocument();
});

test('cancelling the confirmation changes nothing', async () => {
  const user = userEvent.setup();
  const api = fakeOrdersApi([order()]);
  renderWithProviders(<OrderBoard />);
  await user.click(await screen.findByRole('button', { name: 'Start Preparing' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
});

test('a refused change is said once, in a dialog (not also in a toast)', async () => {
  const user = userEvent.setup();
  fakeOrdersApi([order()], () => ({ status: 409, body: { message: 'This order has already moved on.' } }));
  renderWithProviders(<OrderBoard />);
  await user.click(await screen.findByRole('button', { name: 'Start Preparing' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Start Preparing' }));
  const message = 'Failed to update order status: This order has already moved on.';
  const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
  expect(dialog).toHaveTextContent(message);
  // The dialog hides the rest of the page from assistive tech: the toasts' region is read hidden.
  expect(screen.getByRole('region', { name: /^Notifications/, hidden: true })).not.toHaveTextContent(message);
});

test("a missing order says 'Order not found', an unreachable server 'Error updating order status'", async () => {
  const user = userEvent.setup();
  let answer: 'missing' | 'offline' = 'missing';
  fakeOrdersApi([order()], () =>
    answer === 'missing' ? { status: 404, body: { message: 'Not found' } } : 'network-error',
  );
  renderWithProviders(<OrderBoard />);
  const confirmStart = async () => {
    await user.click(await screen.findByRole('button', { name: 'Start Preparing' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Start Preparing' }));
  };
  await confirmStart();
  expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('Order not found');
  await user.click(screen.getByRole('button', { name: 'OK' }));
  answer = 'offline';
  await confirmStart();
  expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('Error updating order status');
});

test('tabs and search narrow the cards', async () => {
  const user = userEvent.setup();
  fakeOrdersApi(orders);
  renderWithProviders(<OrderBoard />);
  await screen.findByRole('article', { name: 'Order ORD-1001' });

  const cards = () => screen.getAllByRole('article').map((node) => node.getAttribute('aria-label'));
  await user.click(screen.getByRole('tab', { name: /Ready/ }));
  await waitFor(() => expect(cards()).toEqual(['Order ORD-1003']));

  await user.click(screen.getByRole('tab', { name: /All Orders/ }));
  await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'tomatoes');
  await waitFor(() => expect(cards()).toEqual(['Order ORD-1002']));

  await user.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
  await user.click(screen.getByRole('searchbox', { name: 'Search orders' }));
  await user.paste('nothing like this'); // one change, not one per key: independent of machine speed
  expect(await screen.findByText('No orders found')).toBeInTheDocument();
});

test('a shared link or a reload opens the board on its status tab and search', async () => {
  const calls = fakeOrdersApi(orders).calls;
  renderWithProviders(<OrderBoard />, '/dashboard/orders?status=preparing&search=tomatoes');
  expect(await screen.findByRole('article', { name: 'Order ORD-1002' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.getByRole('tab', { name: /Preparing/ })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('tomatoes');
  const asked = new URL(calls[0]!.url, 'http://board.test').searchParams;
  expect(asked.get('status')).toBe('preparing');
  expect(asked.get('search')).toBe('tomatoes');
});

test('a flood of orders larger than a page leaves the first real order reachable, with true counts', async () => {
  const user = userEvent.setup();
  const real = order({
    id: 1,
    order_number: 'ORD-REAL',
    user: { name: 'Real Regular', location: null, contact: null },
  });
  const flood = Array.from({ length: 120 }, (_, index) =>
    order({
      id: 1000 - index,
      order_number: `ORD-FLOOD-${index}`,
      user: { name: 'Flooder', location: null, contact: null },
    }),
  );
  fakeOrdersApi([...flood, real]); // newest first: the real order, placed first, is last
  renderWithProviders(<OrderBoard kitchenDisplay />);

  await screen.findByRole('article', { name: 'Order ORD-FLOOD-0' });
  expect(screen.getByRole('tab', { name: /^New/ })).toHaveTextContent('121');
  expect(screen.getByRole('tab', { name: /^All Orders/ })).toHaveTextContent('121');
  expect(screen.getByText('Showing 50 of 121 orders')).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Order ORD-REAL' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Load more orders' }));
  await screen.findByText('Showing 100 of 121 orders');
  await user.click(screen.getByRole('button', { name: 'Load more orders' }));
  expect(await screen.findByRole('article', { name: 'Order ORD-REAL' })).toBeInTheDocument();
  expect(screen.getByText('Showing 121 of 121 orders')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
  expect(document.title).toBe('(121) New orders · FarmPlate');
});

test('a search asks the server, so an order on no loaded page is found', async () => {
  const user = userEvent.setup();
  const real = order({
    id: 1,
    order_number: 'ORD-REAL',
    user: { name: 'Real Regular', location: null, contact: null },
  });
  const flood = Array.from({ length: 60 }, (_, index) => order({ id: 100 + index, order_number: `ORD-F${index}` }));
  const { calls } = fakeOrdersApi([...flood, real]);
  renderWithProviders(<OrderBoard />);
  await screen.findByRole('article', { name: 'Order ORD-F0' });
  await user.click(screen.getByRole('searchbox', { name: 'Search orders' }));
  await user.paste('Real Regular');
  expect(await screen.findByRole('article', { name: 'Order ORD-REAL' })).toBeInTheDocument();
  expect(calls.at(-1)?.url).toContain('search=Real+Regular');
});

test('Refresh Orders loads the list again', async () => {
  const user = userEvent.setup();
  const api = fakeOrdersApi([order()]);
  renderWithProviders(<OrderBoard />);
  await screen.findByRole('article', { name: 'Order ORD-1001' });
  api.orders.push(order({ id: 9, order_number: 'ORD-1009' }));
  await user.click(screen.getByRole('button', { name: 'Refresh Orders' }));
  expect(await screen.findByRole('article', { name: 'Order ORD-1009' })).toBeInTheDocument();
});

test('Print Ticket prints a ticket of the order', async () => {
  const user = userEvent.setup();
  fakeOrdersApi(orders);
  let printed = '';
  const print = jest.spyOn(window, 'print').mockImplementation(() => {
    printed = document.querySelector('[data-print-ticket]')?.textContent ?? '';
  });
  renderWithProviders(<OrderBoard />);
  await user.click(
    within(await screen.findByRole('article', { name: 'Order ORD-1002' })).getByRole('button', {
      name: 'Print Ticket',
    }),
  );
  expect(print).toHaveBeenCalledTimes(1);
  expect(printed).toContain('Order ORD-1002');
  expect(printed).toContain('1 × Tomatoes');
  expect(printed).toContain('Special instructions: Extra pepper please');
  expect(printed).toContain('Total: $31.50');
  expect(document.querySelector('[data-print-ticket]')).toBeNull();
  print.mockRestore();
});

test("a list that fails to load says 'Failed to load orders'", async () => {
  configureApiClient({
    fetch: async () => ({ ok: false, status: 500, text: async () => '{"message":"boom"}' }) as Response,
  });
  renderWithProviders(<OrderBoard />);
  expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  expect(screen.getAllByText('Failed to load orders')).toHaveLength(2); // in place of the cards and as a toast
  expect(screen.getByRole('region', { name: /^Notifications/ })).toHaveTextContent('Failed to load orders');
});

test('order cards keep the heading order: the page h1, then an h2 per order (axe heading-order)', async () => {
  fakeOrdersApi(orders);
  renderWithProviders(<OrderBoard />);
  await screen.findByRole('article', { name: 'Order ORD-1002' });
  expect(within(card('ORD-1002')).getByRole('heading', { level: 2, name: 'ORD-1002' })).toBeInTheDocument();
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
  });
});

test('the order list is the tabpanel of the selected status tab', async () => {
  const user = userEvent.setup();
  fakeOrdersApi(orders);
  renderWithProviders(<OrderBoard />);
  await screen.findByRole('article', { name: 'Order ORD-1002' });
  await user.click(screen.getByRole('tab', { name: /^Ready/ }));
  const panel = screen.getByRole('tabpanel', { name: /^Ready/ });
  expect(within(panel).getByRole('article', { name: 'Order ORD-1003' })).toBeInTheDocument();
  expect(within(panel).queryByRole('article', { name: 'Order ORD-1001' })).not.toBeInTheDocument();
});

test('the kitchen display asks for the current orders, times each card and loads every older order on request', async () => {
  const late = order({ id: 9, order_number: 'ORD-LATE', created_at: new Date(Date.now() - 45 * 60_000).toISOString() });
  const fresh = order({
    id: 10,
    order_number: 'ORD-FRESH',
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  });
  const { calls } = fakeOrdersApi([late, fresh]);
  renderWithProviders(<OrderBoard kitchenDisplay targetPrepMinutes={20} />);

  const lateCard = await screen.findByRole('article', { name: 'Order ORD-LATE' });
  expect(within(lateCard).getByText(/Ordered 45 min ago · past the 20 min target/)).toBeInTheDocument();
  expect(lateCard).toHaveAttribute('data-late', 'true');
  const freshCard = card('ORD-FRESH');
  expect(within(freshCard).getByText('Ordered 5 min ago')).toBeInTheDocument();
  expect(freshCard).not.toHaveAttribute('data-late');
  expect(calls[0]?.url).toContain('scope=current');
  await waitFor(() => expect(document.title).toBe('(2) New orders · FarmPlate'));

  // older orders: the board's every order, paged like the current ones
  await userEvent.click(screen.getByRole('button', { name: 'Show older orders' }));
  await waitFor(() => expect(calls.at(-1)?.url).not.toContain('scope='));
  expect(await screen.findByRole('button', { name: 'Hide older orders' })).toBeInTheDocument();
});
