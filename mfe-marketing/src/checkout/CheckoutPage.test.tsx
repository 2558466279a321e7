import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders, sessionUser } from '@farmplate/testing';
import { SiteRegionProvider } from '../region/SiteRegionContext';
import { CART_STORAGE_KEY } from '../cart/cartStore';
import { fakeMenu, MAMAS, TOKEN, trackedOrder } from '../test-support/fakeMenu';
import CheckoutPage from './CheckoutPage';

const renderCheckout = (layout: 'us' | 'ng' = 'us', user?: ReturnType<typeof sessionUser>) =>
  renderWithProviders(
    <SiteRegionProvider layout={layout}>
      <CheckoutPage />
    </SiteRegionProvider>,
    { url: `/${layout}/checkout`, ...(user && { user }) },
  );
const customer = sessionUser({ id: 9, role: 'customer', name: 'Tola Customer', email: 'tola@example.test' });
const points = (balance: number) => () => ({
  body: { balance, points_per_dollar: 1, points_per_free_delivery: 500, data: [] },
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({
      region: 'us',
      kitchenId: MAMAS.id,
      kitchenName: MAMAS.name,
      lines: [{ menuItemId: 3, name: 'Jollof Rice & Grilled Chicken', price: 15.99, quantity: 2, notes: 'No onions' }],
    }),
  );
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Full Name/), 'Tola Guest');
  await user.type(screen.getByLabelText(/^Email Address/), 'tola@example.test');
  await user.type(screen.getByLabelText(/^Phone Number/), '+1 214 555 0199');
  await user.type(screen.getByLabelText(/^Delivery Address/), '12 Elm St, Dallas, TX');
}

test('places the order without any price, with one key for every try, and opens its tracking page', async () => {
  const user = userEvent.setup();
  let attempts = 0;
  const calls = fakeApi({
    'GET /public-menu': () => ({ body: fakeMenu('us') }),
    'POST /orders': () =>
      ++attempts === 1
        ? {
            status: 422,
            body: {
              message: 'Jollof Rice & Grilled Chicken is no longer available. Remove it from your cart to continue.',
            },
          }
        : { status: 201, body: { message: 'Thank you! Your order has been placed.', data: trackedOrder() } },
  });
  renderCheckout();
  await fillIn(user);
  expect(screen.getByLabelText(/^Payment method/)).toHaveDisplayValue('Cash on delivery');
  await user.type(screen.getByLabelText(/^Special instructions/), 'Ring twice');
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Jollof Rice & Grilled Chicken is no longer available. Remove it from your cart to continue.',
  );
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(screen.getByLabelText('Current location')).toHaveTextContent(`/us/track/${TOKEN}`));

  const posts = calls.filter((call) => call.method === 'POST');
  expect(posts).toHaveLength(2);
  const body = posts[0]!.body as Record<string, unknown>;
  expect(body).toMatchObject({
    region: 'us',
    items: [{ menu_item_id: 3, quantity: 2, notes: 'No onions' }],
    customer_name: 'Tola Guest',
    payment_method: 'cod',
    special_instructions: 'Ring twice',
    idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
  expect(JSON.stringify(body)).not.toMatch(/price|total/);
  expect((posts[1]!.body as { idempotency_key: string }).idempotency_key).toBe(body.idempotency_key);
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
}, 30_000);

test('offers only the payment methods the API lists, and no special instructions when the kitchen takes none', async () => {
  fakeApi({ 'GET /public-menu': () => ({ body: fakeMenu('us', { specialRequests: false }) }) });
  renderCheckout();
  const payment = await screen.findByLabelText(/^Payment method/);
  expect([...payment.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Cash on delivery']);
  expect(screen.queryByLabelText(/^Special instructions/)).not.toBeInTheDocument();
  expect(screen.getByText("Mama's Soul Kitchen does not take special instructions.")).toBeInTheDocument();
  expect(screen.queryByText(/card number/i)).not.toBeInTheDocument();
});

test('delivery slots stay within the delivery hours', async () => {
  fakeApi({ 'GET /public-menu': () => ({ body: fakeMenu('us') }) });
  renderCheckout();
  const slots = [...(await screen.findByLabelText(/^Delivery time/)).querySelectorAll('option')].map((option) =>
    option.getAttribute('value')!,
  );
  expect(slots.length).toBeGreaterThan(20);
  for (const slot of slots) {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', hourCycle: 'h23' }).format(
        new Date(slot),
      ),
    );
    expect(hour).toBeGreaterThanOrEqual(8);
    expect(hour).toBeLessThanOrEqual(22);
  }
});

// Delivery or pickup where the kitchen allows it, an optional tip for the courier.
const totals = () => screen.getByLabelText('Order total');

test('delivery with a tip: the tip is in the total and the order, with the drop-off area', async () => {
  const user = userEvent.setup();
  const calls = fakeApi({
    'GET /public-menu': () => ({ body: fakeMenu('us') }),
    'POST /orders': () => ({ status: 201, body: { message: 'Thank you!', data: trackedOrder() } }),
  });
  renderCheckout();
  await fillIn(user);
  // no pickup at this kitchen: nothing to choose
  expect(screen.queryByLabelText(/^Delivery or pickup/)).not.toBeInTheDocument();
  expect(screen.getByText("Delivery to your door. Mama's Soul Kitchen does not offer pickup.")).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText(/^Delivery area/), 'Plano');
  await user.type(screen.getByLabelText(/^Tip for your courier/), 'lots');
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(screen.getByLabelText(/^Tip for your courier/)).toHaveAccessibleDescription(
    expect.stringContaining('Please enter a tip of 0 or more.'),
  );
  await user.clear(screen.getByLabelText(/^Tip for your courier/));
  await user.type(screen.getByLabelText(/^Tip for your courier/), '3.50');
  // $31.98 + $3.99 delivery + $2.64 tax + $3.50 tip
  expect(within(totals()).getByText('$3.50')).toBeInTheDocument();
  expect(within(totals()).getByText('$42.11')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
    fulfilment: 'delivery',
    delivery_zone: 'Plano',
    tip: 3.5,
  });
}, 30_000);

test('pickup where the kitchen allows it: no delivery fee, no tip, and the order says pickup', async () => {
  const user = userEvent.setup();
  const calls = fakeApi({
    'GET /public-menu': () => ({ body: fakeMenu('us', { allowsPickup: true }) }),
    'POST /orders': () => ({ status: 201, body: { message: 'Thank you!', data: trackedOrder() } }),
  });
  renderCheckout();
  await fillIn(user);
  await user.selectOptions(screen.getByLabelText(/^Delivery or pickup/), "Pickup at Mama's Soul Kitchen");
  expect(screen.queryByLabelText(/^Tip for your courier/)).not.toBeInTheDocument();
  // collected at the counter: no address is asked for
  expect(screen.queryByLabelText(/^Delivery Address/)).not.toBeInTheDocument();
  expect(screen.getByLabelText(/^Pickup time/)).toBeInTheDocument();
  expect(within(totals()).getByText('None (pickup)')).toBeInTheDocument();
  // $31.98 + $2.64 tax
  expect(within(totals()).getByText('$34.62')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
  expect(body.fulfilment).toBe('pickup');
  expect(body).not.toHaveProperty('delivery_address');
  expect(body).not.toHaveProperty('tip');
  expect(body).not.toHaveProperty('delivery_zone');
}, 30_000);

describe('loyalty points for a free delivery', () => {
  test('a customer with enough points ticks "Use 500 points for free delivery": the fee goes and the order says so', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'GET /public-menu': () => ({ body: fakeMenu('us') }),
      'GET /loyalty': points(640),
      'POST /orders': () => ({
        status: 201,
        body: { message: 'Thank you! Your order has been placed.', data: trackedOrder() },
      }),
    });
    renderCheckout('us', customer);
    const box = await screen.findByRole('checkbox', { name: 'Use 500 points for free delivery' });
    expect(screen.getByText('You have 640 points.')).toBeInTheDocument();
    const totals = screen.getByLabelText('Order total');
    expect(totals).toHaveTextContent('Delivery fee$3.99');
    await user.click(box);
    expect(totals).toHaveTextContent('Delivery fee$0.00');
    await user.type(screen.getByLabelText(/^Phone Number/), '+1 214 555 0199');
    await user.type(screen.getByLabelText(/^Delivery Address/), '12 Elm St, Dallas, TX');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ use_points: true });
  }, 30_000);

  test('too few points: no checkbox, the balance and what a free delivery takes instead', async () => {
    fakeApi({ 'GET /public-menu': () => ({ body: fakeMenu('us') }), 'GET /loyalty': points(120) });
    renderCheckout('us', customer);
    expect(await screen.findByText('You have 120 points: a free delivery takes 500.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /points for free delivery/ })).not.toBeInTheDocument();
  });

  test('a guest is not offered points and their points are not asked for', async () => {
    const calls = fakeApi({ 'GET /public-menu': () => ({ body: fakeMenu('us') }) });
    renderCheckout();
    await screen.findByLabelText(/^Full Name/);
    expect(screen.queryByRole('checkbox', { name: /points for free delivery/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/loyalty')).toBe(false);
  });
});

describe('a farm box in the cart', () => {
  const boxCart = {
    region: 'us',
    kitchenId: null,
    kitchenName: null,
    lines: [],
    box: {
      id: 7,
      name: 'Weekly Greens',
      size: 'medium',
      price: 35,
      farmName: 'Green Acres',
      deliveryDay: 'thursday',
      zip: '75201',
    },
  };
  beforeEach(() => localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(boxCart)));

  test('a customer checks the box out on its own: cash or bank transfer, one key, then its tracking page', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'POST /box-orders': () => ({
        status: 201,
        body: { message: 'Thank you! Your order has been placed.', data: trackedOrder() },
      }),
    });
    renderCheckout('us', customer);
    const summary = within(await screen.findByRole('region', { name: 'Your order' }));
    expect(summary.getByText('Weekly Greens (Medium) from Green Acres')).toBeInTheDocument();
    expect(summary.getByText(/first Thursday whose order cut-off is still ahead/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Payment method/)).toHaveDisplayValue('Cash on delivery');
    await user.type(screen.getByLabelText(/^Phone Number/), '+1 214 555 0199');
    await user.type(screen.getByLabelText(/^Delivery Address/), '1200 Main St, Dallas');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByLabelText('Current location')).toHaveTextContent(`/us/track/${TOKEN}`));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      box_id: 7,
      delivery_day: 'thursday',
      zip: '75201',
      delivery_address: '1200 Main St, Dallas',
      customer_phone: '+1 214 555 0199',
      payment_method: 'cod',
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  }, 30_000);

  test("a customer with enough points pays the box's delivery with them, as at meal checkout; too few: the balance instead", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'GET /public-menu': () => ({ body: fakeMenu('us') }),
      'GET /loyalty': points(640),
      'POST /box-orders': () => ({
        status: 201,
        body: { message: 'Thank you! Your order has been placed.', data: trackedOrder() },
      }),
    });
    const { unmount } = renderCheckout('us', customer);
    const summary = await screen.findByRole('region', { name: 'Your order' });
    const box = await screen.findByRole('checkbox', { name: 'Use 500 points for free delivery' });
    expect(screen.getByText('You have 640 points.')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Box $35.00 + delivery fee $3.99 = Total $38.99');
    await user.click(box);
    expect(summary).toHaveTextContent('Box $35.00 + delivery fee $0.00 (paid with points) = Total $35.00');
    await user.type(screen.getByLabelText(/^Phone Number/), '+1 214 555 0199');
    await user.type(screen.getByLabelText(/^Delivery Address/), '1200 Main St, Dallas');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ box_id: 7, use_points: true });
    unmount();

    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(boxCart));
    fakeApi({ 'GET /public-menu': () => ({ body: fakeMenu('us') }), 'GET /loyalty': points(120) });
    renderCheckout('us', customer);
    expect(await screen.findByText('You have 120 points: a free delivery takes 500.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /points for free delivery/ })).not.toBeInTheDocument();
  }, 30_000);

  test('a guest is asked to log in to buy a box', async () => {
    fakeApi({});
    renderCheckout();
    expect(await screen.findByRole('link', { name: 'Log in to buy a box' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/us/checkout')}`,
    );
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });
});
