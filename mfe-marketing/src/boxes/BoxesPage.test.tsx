import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Box, PublicBoxesResponse, Subscription } from '@farmplate/contracts';
import { fakeApi, renderWithProviders, sessionUser } from '@farmplate/testing';
import { SiteRegionProvider } from '../region/SiteRegionContext';
import BoxesPage from './BoxesPage';

const box = (overrides: Partial<Box> = {}): Box => ({
  id: 7,
  farmer_id: 2,
  farm_name: 'Green Acres',
  name: 'Harvest Box',
  kind: 'produce_box',
  size: 'medium',
  price: 34.5,
  description: 'What the farm picked this week.',
  image_url: null,
  offered_from: '2026-11-01',
  offered_until: null,
  weekly_limit: 20,
  status: 'active',
  contents: [{ inventory_item_id: 3, produce_name: 'Kale', unit: 'bunch', quantity: 2 }],
  places_left: 5,
  active_subscriptions: 15,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const served = (boxes: Box[]): PublicBoxesResponse => ({
  served: true,
  city: 'dallas',
  city_name: 'Dallas',
  message: null,
  waitlist: false,
  delivery_fee: 3.99,
  data: boxes,
});

const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 11,
  box_id: 7,
  box_name: 'Harvest Box',
  farmer_id: 2,
  farm_name: 'Green Acres',
  size: 'medium',
  price: 34.5,
  delivery_fee: 3.99,
  frequency: 'biweekly',
  delivery_day: 'friday',
  delivery_address: '12 Elm St, Dallas',
  zip: '75201',
  payment_method: 'bank_transfer',
  status: 'active',
  next_delivery_date: '2026-12-04',
  next_cutoff_at: '2026-12-02T00:00:00.000Z',
  paused_until: null,
  created_at: '2026-11-27T00:00:00.000Z',
  ...overrides,
});

const customer = sessionUser({ id: 9, name: 'Ada Obi', email: 'ada@example.test', role: 'customer' });

const renderBoxes = (url = '/us/boxes', user?: ReturnType<typeof sessionUser>) =>
  renderWithProviders(
    <SiteRegionProvider layout="us">
      <BoxesPage />
    </SiteRegionProvider>,
    { url, user },
  );

test('a ZIP that is not five digits is refused in place and asks nothing', async () => {
  const calls = fakeApi({});
  const user = userEvent.setup();
  renderBoxes();
  await user.type(screen.getByLabelText('Your ZIP code'), '752');
  await user.click(screen.getByRole('button', { name: 'Find boxes' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 5-digit ZIP code');
  expect(screen.getByLabelText('Your ZIP code')).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toHaveLength(0);
});

test("shows the boxes delivered at the visitor's ZIP, and a sold-out box without its button", async () => {
  const calls = fakeApi({
    'GET /boxes': () => ({
      body: served([box(), box({ id: 8, name: 'Pantry Bundle', kind: 'grocery_bundle', places_left: 0 })]),
    }),
  });
  const user = userEvent.setup();
  renderBoxes();
  await user.type(screen.getByLabelText('Your ZIP code'), '75201{Enter}');
  const offer = within(await screen.findByRole('region', { name: 'Boxes delivered in Dallas' }));
  expect(calls[0]?.query.toString()).toBe('region=us&zip=75201');
  expect(screen.getByLabelText('Current location')).toHaveTextContent('/us/boxes?zip=75201');
  const harvest = within(offer.getByRole('listitem', { name: 'Harvest Box' }));
  expect(harvest.getByText('$34.50')).toBeInTheDocument();
  // the delivery fee each box order adds, said before subscribing
  expect(harvest.getByText('$34.50').closest('p')).toHaveTextContent('$34.50 a delivery + $3.99 delivery fee');
  expect(harvest.getByText('Produce box · medium · Green Acres')).toBeInTheDocument();
  expect(harvest.getByText('2 bunch Kale')).toBeInTheDocument();
  const pantry = within(offer.getByRole('listitem', { name: 'Pantry Bundle' }));
  expect(pantry.getByText('This box is sold out for now')).toBeInTheDocument();
  expect(pantry.queryByRole('button')).toBeNull();
});

test('a ZIP not served yet shows the message and joins its waitlist with the email and ZIP', async () => {
  let tries = 0;
  const calls = fakeApi({
    'GET /boxes': () => ({
      body: {
        served: false,
        city: 'houston',
        city_name: 'Houston',
        message: 'We do not deliver to Houston yet: join the waitlist',
        waitlist: true,
        delivery_fee: 3.99,
        data: [],
      },
    }),
    'POST /box-waitlist': () =>
      ++tries === 1
        ? {
            status: 422,
            body: { message: 'Validation failed', errors: { email: ['Please enter a valid email address'] } },
          }
        : { status: 201, body: { message: "You're on the waitlist: we'll email you when we deliver to your city." } },
  });
  const user = userEvent.setup();
  renderBoxes('/us/boxes?zip=77002');
  const waitlist = within(await screen.findByRole('region', { name: 'Not in your area yet' }));
  expect(waitlist.getByText('We do not deliver to Houston yet: join the waitlist')).toBeInTheDocument();
  await user.type(waitlist.getByLabelText('Email address'), 'ada@example');
  await user.click(waitlist.getByRole('button', { name: 'Join the waitlist' }));
  expect(await waitlist.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
  await user.type(waitlist.getByLabelText('Email address'), '.test');
  await user.click(waitlist.getByRole('button', { name: 'Join the waitlist' }));
  expect(await waitlist.findByRole('status')).toHaveTextContent(
    "You're on the waitlist: we'll email you when we deliver to your city.",
  );
  const posts = calls.filter((call) => call.method === 'POST');
  expect(posts[1]?.body).toEqual({ email: 'ada@example.test', zip: '77002' });
});

test('a visitor who is not signed in is sent to log in and back to the same boxes', async () => {
  const calls = fakeApi({ 'GET /boxes': () => ({ body: served([box()]) }) });
  const user = userEvent.setup();
  renderBoxes('/us/boxes?zip=75201');
  await user.click(await screen.findByRole('button', { name: 'Subscribe to Harvest Box' }));
  const panel = within(screen.getByRole('region', { name: 'Subscribe to Harvest Box' }));
  expect(panel.getByRole('heading', { name: 'Subscribe to Harvest Box' })).toHaveFocus();
  expect(panel.queryByRole('form')).toBeNull();
  expect(panel.getByRole('link', { name: 'Log in to subscribe' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent('/us/boxes?zip=75201')}`,
  );
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
});

test("a customer subscribes: the body sent, the server's refusal shown, then the confirmation", async () => {
  let tries = 0;
  const calls = fakeApi({
    'GET /boxes': () => ({ body: served([box()]) }),
    'POST /subscriptions': () =>
      ++tries === 1
        ? { status: 409, body: { message: 'This box is sold out for now' } }
        : {
            status: 201,
            body: { message: 'Subscribed! Your first box is on its way on the date shown.', data: subscription() },
          },
  });
  const user = userEvent.setup();
  renderBoxes('/us/boxes?zip=75201', customer);
  await user.click(await screen.findByRole('button', { name: 'Subscribe to Harvest Box' }));
  const form = within(screen.getByRole('form', { name: 'Subscribe to Harvest Box' }));

  await user.click(form.getByRole('button', { name: 'Subscribe' }));
  expect(await form.findByText('Please choose a delivery day')).toBeInTheDocument();
  expect(form.getByText('Delivery address is required')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

  await user.selectOptions(form.getByLabelText(/^How often/), 'Every two weeks');
  await user.selectOptions(form.getByLabelText(/^Delivery day/), 'Friday');
  await user.type(form.getByLabelText(/^Delivery address/), '12 Elm St, Dallas');
  await user.selectOptions(form.getByLabelText(/^Payment/), 'Bank transfer');
  await user.click(form.getByRole('button', { name: 'Subscribe' }));
  expect(await form.findByRole('alert')).toHaveTextContent('This box is sold out for now');

  await user.click(form.getByRole('button', { name: 'Subscribe' }));
  const confirmation = (await screen.findByText('Subscribed! Your first box is on its way on the date shown.')).closest(
    '[role="status"]',
  ) as HTMLElement;
  expect(confirmation).toHaveTextContent('Subscribed! Your first box is on its way on the date shown.');
  expect(confirmation).toHaveTextContent(
    'Harvest Box, every two weeks on Fridays. First delivery: Friday, December 4, 2026.',
  );
  expect(within(confirmation).getByRole('link', { name: 'Manage my subscriptions' })).toHaveAttribute(
    'href',
    '/dashboard/profile',
  );
  const posts = calls.filter((call) => call.method === 'POST');
  expect(posts).toHaveLength(2);
  expect(posts[1]?.body).toEqual({
    box_id: 7,
    frequency: 'biweekly',
    delivery_day: 'friday',
    delivery_address: '12 Elm St, Dallas',
    zip: '75201',
    payment_method: 'bank_transfer',
  });
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Subscribe to Harvest Box' })).toBeNull());
}, 30_000);

describe('Add to Cart: a box bought once', () => {
  beforeEach(() => localStorage.clear());

  test('a customer picks the day and the box goes into the cart on its own', async () => {
    fakeApi({ 'GET /boxes': () => ({ body: served([box()]) }) });
    const user = userEvent.setup();
    renderBoxes('/us/boxes?zip=75201', customer);
    const harvest = within(await screen.findByRole('listitem', { name: 'Harvest Box' }));
    await user.click(harvest.getByRole('button', { name: 'Add to Cart' }));
    const panel = within(screen.getByRole('region', { name: 'Buy Harvest Box once' }));
    await user.click(panel.getByRole('button', { name: 'Add to Cart' }));
    expect(panel.getByText('Please choose a delivery day')).toBeInTheDocument();
    await user.selectOptions(panel.getByLabelText('Delivery day'), 'Thursday');
    await user.click(panel.getByRole('button', { name: 'Add to Cart' }));
    expect(await panel.findByRole('status')).toHaveTextContent('Harvest Box is in your cart.');
    expect(panel.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/us/cart');
    expect(JSON.parse(localStorage.getItem('farmplate.cart')!)).toMatchObject({
      region: 'us',
      lines: [],
      box: { id: 7, name: 'Harvest Box', deliveryDay: 'thursday', zip: '75201', price: 34.5 },
    });
  });

  test('a cart of dishes is replaced only after the page says so', async () => {
    localStorage.setItem(
      'farmplate.cart',
      JSON.stringify({
        region: 'us',
        kitchenId: 4,
        kitchenName: "Mama's Kitchen",
        lines: [{ menuItemId: 3, name: 'Jollof Rice', price: 15.99, quantity: 2, notes: '' }],
      }),
    );
    fakeApi({ 'GET /boxes': () => ({ body: served([box()]) }) });
    const user = userEvent.setup();
    renderBoxes('/us/boxes?zip=75201', customer);
    const harvest = within(await screen.findByRole('listitem', { name: 'Harvest Box' }));
    await user.click(harvest.getByRole('button', { name: 'Add to Cart' }));
    const panel = within(screen.getByRole('region', { name: 'Buy Harvest Box once' }));
    expect(
      panel.getByText(
        "Your cart holds dishes from Mama's Kitchen. A farm box is checked out on its own: adding it replaces what your cart holds.",
      ),
    ).toBeInTheDocument();
    await user.selectOptions(panel.getByLabelText('Delivery day'), 'Friday');
    await user.click(panel.getByRole('button', { name: 'Replace my cart with this box' }));
    expect(JSON.parse(localStorage.getItem('farmplate.cart')!)).toMatchObject({ lines: [], box: { id: 7 } });
  });

  test('a visitor is asked to log in to buy a box', async () => {
    fakeApi({ 'GET /boxes': () => ({ body: served([box()]) }) });
    const user = userEvent.setup();
    renderBoxes('/us/boxes?zip=75201');
    const harvest = within(await screen.findByRole('listitem', { name: 'Harvest Box' }));
    await user.click(harvest.getByRole('button', { name: 'Add to Cart' }));
    const panel = within(screen.getByRole('region', { name: 'Buy Harvest Box once' }));
    expect(panel.getByRole('link', { name: 'Log in to buy a box' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/us/boxes?zip=75201')}`,
    );
  });
});
