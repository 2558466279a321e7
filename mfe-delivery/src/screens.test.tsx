import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELIVERY_MESSAGES } from '@farmplate/contracts';
import { installLiveStream, renderWithProviders, sessionUser } from '@farmplate/testing';
import ActiveDeliveryScreen from './active-delivery/ActiveDeliveryScreen';
import AvailableDeliveriesScreen from './available-deliveries/AvailableDeliveriesScreen';
import CourierDashboardScreen from './dashboard/CourierDashboardScreen';
import EarningsScreen from './earnings/EarningsScreen';
import DeliveryHistoryScreen from './history/DeliveryHistoryScreen';
import { CourierDetails } from './profile/CourierDetails';
import { ACTIVE_DELIVERY, availableDelivery, COURIER_ME, fakeCourierApi } from './delivery.fixtures';

const courier = sessionUser({ id: 9, name: 'Dayo Rider', email: 'delivery@farmplate.test', role: 'delivery' });
const render = (ui: React.ReactElement, url = '/dashboard', path = '/dashboard') =>
  renderWithProviders(ui, { user: courier, url, path });
const TAKEN = DELIVERY_MESSAGES.alreadyTaken;

describe('dashboard', () => {
  test('shows today’s deliveries and earnings, and the switch takes the courier offline', async () => {
    const calls = fakeCourierApi({
      'PUT /courier/availability': ({ body }) => ({
        body: { message: 'You are offline.', online: (body as { online: boolean }).online },
      }),
    });
    render(<CourierDashboardScreen />);
    expect(await screen.findByRole('heading', { name: 'Courier Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('$17.50')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Tips $4.00')).toBeInTheDocument();
    expect(screen.getByText('No active delivery.')).toBeInTheDocument();
    const online = screen.getByRole('switch', { name: 'Online' });
    expect(online).toBeChecked();
    await userEvent.click(online);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Online' })).not.toBeChecked());
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/courier/availability',
      body: { online: false },
    });
  });

  test('a refused switch says the server’s reason and stays offline (an expired licence)', async () => {
    const calls = fakeCourierApi({
      'GET /courier/me': () => ({ body: { data: { ...COURIER_ME, online: false } } }),
      'PUT /courier/availability': () => ({ status: 409, body: { message: DELIVERY_MESSAGES.licenceExpired } }),
    });
    render(<CourierDashboardScreen />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Online' }));
    expect(await screen.findByText(DELIVERY_MESSAGES.licenceExpired)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Online' })).not.toBeChecked();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ online: true });
  });

  test('the active delivery links to its screen', async () => {
    fakeCourierApi({
      'GET /courier/me': () => ({ body: { data: { ...COURIER_ME, active_delivery: ACTIVE_DELIVERY } } }),
    });
    render(<CourierDashboardScreen />);
    const card = await screen.findByRole('region', { name: 'Active Delivery' });
    expect(within(card).getByText('#FP-1041')).toBeInTheDocument();
    expect(within(card).getByText('Go to kitchen')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open active delivery' })).toHaveAttribute(
      'href',
      '/dashboard/active-delivery',
    );
  });
});

describe('available deliveries', () => {
  let live: ReturnType<typeof installLiveStream>;
  beforeEach(() => {
    live = installLiveStream();
  });
  afterEach(() => live.uninstall());

  test('offline, the courier sees no orders and nothing is asked for', async () => {
    const calls = fakeCourierApi({ 'GET /courier/me': () => ({ body: { data: { ...COURIER_ME, online: false } } }) });
    render(<AvailableDeliveriesScreen />);
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/courier/available-deliveries');
  });

  test('shows pickup kitchen, drop-off area, fee and age; a live event brings an order and another takes one away', async () => {
    let shown = [availableDelivery(1, { tip: 2 })];
    fakeCourierApi({ 'GET /courier/available-deliveries': () => ({ body: { data: shown } }) });
    render(<AvailableDeliveriesScreen />);
    const first = await screen.findByRole('listitem', { name: "Mama's Soul Kitchen → Plano" });
    expect(within(first).getByText("Mama's Soul Kitchen, Dallas")).toBeInTheDocument();
    expect(within(first).getByText('$3.99 + $2.00 tip')).toBeInTheDocument();
    expect(within(first).getByText('Ready 4 min ago')).toBeInTheDocument();
    // the customer is not named, nor their address: the drop-off area only
    expect(within(first).queryByText(/Tola|Main St/)).not.toBeInTheDocument();
    expect(screen.getByText('1 delivery available')).toBeInTheDocument();
    await waitFor(() => expect(live.isOpen).toBe(true));

    // a kitchen marks another order ready: it appears without a reload
    shown = [...shown, availableDelivery(2, { kitchen_name: 'Island Spice Cafe', dropoff_area: 'Uptown' })];
    act(() => live.emit({ type: 'delivery.available', data: { id: 2 } } as never));
    expect(await screen.findByRole('listitem', { name: 'Island Spice Cafe → Uptown' })).toBeInTheDocument();

    // another courier claims the first: it leaves
    shown = shown.filter((delivery) => delivery.id !== 1);
    act(() => live.emit({ type: 'delivery.taken', data: { id: 1 } } as never));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: "Mama's Soul Kitchen → Plano" })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1 delivery available')).toBeInTheDocument();
  });

  test('a lost claim says clearly that it was already taken, and the order leaves the list', async () => {
    let shown = [availableDelivery(1)];
    fakeCourierApi({
      'GET /courier/available-deliveries': () => ({ body: { data: shown } }),
      'POST /courier/deliveries/:id/claim': () => {
        shown = [];
        return { status: 409, body: { message: TAKEN } };
      },
    });
    render(<AvailableDeliveriesScreen />, '/dashboard/available-deliveries', '/dashboard/available-deliveries');
    const card = await screen.findByRole('listitem', { name: "Mama's Soul Kitchen → Plano" });
    await userEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TAKEN);
    expect(await screen.findByText('No deliveries right now')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/dashboard/available-deliveries',
    );
  });

  test('a won claim opens the active delivery', async () => {
    const calls = fakeCourierApi({
      'GET /courier/available-deliveries': () => ({ body: { data: [availableDelivery(41)] } }),
      'POST /courier/deliveries/:id/claim': () => ({ body: { message: 'Delivery claimed.', data: ACTIVE_DELIVERY } }),
      'GET /courier/deliveries/active': () => ({ body: { data: [ACTIVE_DELIVERY] } }),
    });
    render(<AvailableDeliveriesScreen />, '/dashboard/available-deliveries', '/dashboard/available-deliveries');
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/dashboard/active-delivery'),
    );
    expect(calls.some((call) => call.method === 'POST' && call.path === '/courier/deliveries/41/claim')).toBe(true);
  });

  test('the claiming tab takes its claim from the answer: it does not reload its lists for its own change', async () => {
    const calls = fakeCourierApi({
      'GET /courier/available-deliveries': () => ({ body: { data: [availableDelivery(41)] } }),
      'POST /courier/deliveries/:id/claim': () => ({ body: { message: 'Delivery claimed.', data: ACTIVE_DELIVERY } }),
    });
    render(<AvailableDeliveriesScreen />, '/dashboard/available-deliveries', '/dashboard/available-deliveries');
    await waitFor(() => expect(live.isOpen).toBe(true));
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/dashboard/active-delivery'),
    );
    const loads = (path: string) => calls.filter((call) => call.method === 'GET' && call.path === path).length;
    expect(loads('/courier/available-deliveries')).toBe(1);
    expect(loads('/courier/me')).toBe(1);
  });
});

describe('farm boxes', () => {
  test('a packed farm box is collected at its farm: the farm in the list, then its address and phone', async () => {
    const farmBox = {
      ...ACTIVE_DELIVERY,
      pickup_kind: 'farm' as const,
      kitchen: { name: 'Green Valley Farm', address: '9 Orchard Road, Ennis, TX', phone: '+1 555 0199', area: null },
    };
    fakeCourierApi({
      'GET /courier/available-deliveries': () => ({
        body: {
          data: [
            availableDelivery(41, {
              kitchen_name: 'Green Valley Farm',
              pickup_kind: 'farm',
              pickup_area: null,
              dropoff_area: 'Dallas',
            }),
          ],
        },
      }),
      'POST /courier/deliveries/:id/claim': () => ({ body: { message: 'Delivery claimed.', data: farmBox } }),
      'GET /courier/deliveries/active': () => ({ body: { data: [farmBox] } }),
    });
    const { unmount } = render(
      <AvailableDeliveriesScreen />,
      '/dashboard/available-deliveries',
      '/dashboard/available-deliveries',
    );
    const card = await screen.findByRole('listitem', { name: 'Green Valley Farm → Dallas' });
    expect(card).toHaveTextContent('PickupGreen Valley Farm (farm box)');
    unmount();

    render(<ActiveDeliveryScreen />);
    const steps = await screen.findByRole('list', { name: 'Delivery steps' });
    expect(within(steps).getByText('Go to farm').closest('li')).toHaveAttribute('aria-current', 'step');
    const farm = screen.getByRole('region', { name: 'Farm' });
    expect(within(farm).getByText('Green Valley Farm')).toBeInTheDocument();
    expect(within(farm).getByText('9 Orchard Road, Ennis, TX')).toBeInTheDocument();
    expect(within(farm).getByRole('link', { name: '+1 555 0199' })).toHaveAttribute('href', 'tel:+15550199');
    expect(screen.queryByRole('region', { name: 'Kitchen' })).not.toBeInTheDocument();
    expect(
      screen.getByText("The farmer tells you the order's code, or hands the box over on Box Orders."),
    ).toBeInTheDocument();
  });
});

describe('active delivery', () => {
  test('first the kitchen’s address and phone and the pickup code; the customer’s only after pickup', async () => {
    let current = ACTIVE_DELIVERY;
    const calls = fakeCourierApi({
      'GET /courier/deliveries/active': () => ({ body: { data: current ? [current] : [] } }),
      'POST /courier/deliveries/:id/pickup': ({ body }) => {
        if ((body as { pickup_code: string }).pickup_code !== '4321')
          return { status: 422, body: { message: 'The pickup code is not this order’s.' } };
        current = { ...current, delivery_status: 'picked_up', picked_up_at: '2026-11-26T18:10:00.000Z' };
        return { body: { message: 'Picked up.', data: current } };
      },
    });
    render(<ActiveDeliveryScreen />);
    const steps = await screen.findByRole('list', { name: 'Delivery steps' });
    expect(within(steps).getByText('Go to kitchen').closest('li')).toHaveAttribute('aria-current', 'step');
    const kitchen = screen.getByRole('region', { name: 'Kitchen' });
    expect(within(kitchen).getByText('12 Elm Street, Dallas')).toBeInTheDocument();
    expect(within(kitchen).getByRole('link', { name: '+1 214 555 0101' })).toHaveAttribute('href', 'tel:+12145550101');
    expect(screen.queryByText('88 Main St, Plano')).not.toBeInTheDocument();

    // a code that is not 4 digits is refused before any call
    const code = screen.getByLabelText(/^Pickup code/);
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm pickup' }));
    expect(await screen.findByText('Enter the 4-digit code')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    // the server's refusal shows under the field
    await userEvent.clear(code);
    await userEvent.type(code, '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm pickup' }));
    expect(await screen.findByText('The pickup code is not this order’s.')).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '4321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm pickup' }));
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('88 Main St, Plano')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Delivery steps' }))
        .getByText('Picked up')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
  });

  test('after pickup the delivery code completes it; a failure without a reason is refused before any call', async () => {
    const pickedUp = { ...ACTIVE_DELIVERY, delivery_status: 'picked_up' as const };
    let current: typeof ACTIVE_DELIVERY | null = pickedUp;
    const calls = fakeCourierApi({
      'GET /courier/deliveries/active': () => ({ body: { data: current ? [current] : [] } }),
      'POST /courier/deliveries/:id/deliver': () => {
        current = null;
        return { body: { message: 'Delivered.', data: { ...pickedUp, delivery_status: 'delivered' } } };
      },
    });
    render(<ActiveDeliveryScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Report failed delivery' }));
    expect(await screen.findByText('Say why the delivery failed')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.type(screen.getByLabelText(/^Delivery code/), '0427');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(await screen.findByText('No active delivery')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/courier/deliveries/41/deliver',
      body: { delivery_code: '0427' },
    });
  });

  test('a failed delivery is reported with its reason and note', async () => {
    const pickedUp = { ...ACTIVE_DELIVERY, delivery_status: 'picked_up' as const };
    let current: typeof ACTIVE_DELIVERY | null = pickedUp;
    const calls = fakeCourierApi({
      'GET /courier/deliveries/active': () => ({ body: { data: current ? [current] : [] } }),
      'POST /courier/deliveries/:id/fail': () => {
        current = null;
        return { body: { message: 'Failed.', data: { ...pickedUp, delivery_status: 'failed' } } };
      },
    });
    render(<ActiveDeliveryScreen />);
    await userEvent.selectOptions(await screen.findByLabelText(/^Reason/), 'Customer unreachable');
    await userEvent.type(screen.getByLabelText(/^Note/), 'No answer at the gate');
    await userEvent.click(screen.getByRole('button', { name: 'Report failed delivery' }));
    expect(await screen.findByText('No active delivery')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/courier/deliveries/41/fail',
      body: { reason: 'customer_unreachable', note: 'No answer at the gate' },
    });
  });

  test('"left at the door" needs a photo, which goes up with the step (multipart)', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:door-photo');
    URL.revokeObjectURL = jest.fn();
    const pickedUp = { ...ACTIVE_DELIVERY, delivery_status: 'picked_up' as const };
    let current: typeof ACTIVE_DELIVERY | null = pickedUp;
    const calls = fakeCourierApi({
      'GET /courier/deliveries/active': () => ({ body: { data: current ? [current] : [] } }),
      'POST /courier/deliveries/:id/deliver': () => {
        current = null;
        return { body: { message: DELIVERY_MESSAGES.delivered, data: { ...pickedUp, delivery_status: 'delivered' } } };
      },
    });
    render(<ActiveDeliveryScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm left at the door' }));
    expect(await screen.findByText('Add a photo of the order at the door')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    const photo = new File(['door'], 'door.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText(/^Photo at the door/), photo);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm left at the door' }));
    expect(await screen.findByText('No active delivery')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(sent.get('left_at_door')).toBe('1');
    expect((sent.get('photo') as File).name).toBe('door.jpg');
  });
});

test('history asks for the page in the URL and shows each delivery’s earnings', async () => {
  const calls = fakeCourierApi({
    'GET /courier/deliveries': ({ query }) => ({
      body: {
        data: [{ ...ACTIVE_DELIVERY, delivery_status: 'delivered', delivered_at: '2026-11-26T18:30:00.000Z' }],
        current_page: Number(query.get('page')),
        last_page: 3,
        from: 21,
        to: 21,
        total: 41,
        per_page: 20,
      },
    }),
  });
  render(<DeliveryHistoryScreen />, '/dashboard/history?page=2', '/dashboard/history');
  expect(await screen.findByText('#FP-1041')).toBeInTheDocument();
  expect(screen.getByText('$5.19')).toBeInTheDocument();
  expect(screen.getByText('Delivered')).toBeInTheDocument();
  expect(calls.find((call) => call.path === '/courier/deliveries')?.query.get('page')).toBe('2');
});

test('earnings: the range in the URL, fee share and 100 % of the tip per delivery, day and week, and the CSV statement', async () => {
  const calls = fakeCourierApi({
    'GET /courier/earnings.csv': () => ({ body: 'order,fee_share,tip\n' as never }),
  });
  render(<EarningsScreen />, '/dashboard/earnings?from=2026-11-20&to=2026-11-26', '/dashboard/earnings');
  expect(await screen.findByRole('table', { name: 'Earnings per delivery' })).toBeInTheDocument();
  expect(calls.find((call) => call.path === '/courier/earnings')?.query.toString()).toBe(
    'from=2026-11-20&to=2026-11-26',
  );
  const perDelivery = screen.getByRole('table', { name: 'Earnings per delivery' });
  expect(within(perDelivery).getByText('$3.19')).toBeInTheDocument();
  expect(within(perDelivery).getByText('$2.00')).toBeInTheDocument();
  expect(within(perDelivery).getByText('$5.19')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Earnings per week' })).getByText('2026-11-23')).toBeInTheDocument();
  expect(screen.getByText('80% of each delivery fee')).toBeInTheDocument();
  // the browser saves the file: jsdom cannot follow the link
  const save = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await userEvent.click(screen.getByRole('button', { name: 'Download CSV statement' }));
  expect(await screen.findByText(/^Statement downloaded/)).toBeInTheDocument();
  expect(save).toHaveBeenCalled();
  save.mockRestore();
  expect(calls.find((call) => call.path === '/courier/earnings.csv')?.query.toString()).toBe(
    'from=2026-11-20&to=2026-11-26',
  );
});

describe('profile', () => {
  const motorbike = {
    ...COURIER_ME,
    vehicle: 'motorbike' as const,
    documents: {
      licence_number: 'TX-99812',
      licence_expiry: '2020-01-31',
      registration_number: 'REG-1',
      insurance_number: 'INS-1',
      insurance_expiry: '2099-12-31',
      expired: true,
    },
  };

  test('a motorbike’s documents show their expiry, an expired licence marked', async () => {
    fakeCourierApi({ 'GET /courier/me': () => ({ body: { data: motorbike } }) });
    render(<CourierDetails />);
    const details = await screen.findByRole('region', { name: 'Courier Details' });
    expect(within(details).getByText('Expired')).toBeInTheDocument();
    expect(within(details).getByText('Valid')).toBeInTheDocument();
    expect(within(details).getByLabelText(/^Driver's licence number/)).toHaveValue('TX-99812');
    // the server keeps a motor vehicle with an expired licence offline: the portal says why
    expect(
      within(details).getByText('Your driver’s licence has expired. Update it in your profile to go online.'),
    ).toBeInTheDocument();
  });

  test('a bicycle needs no documents; the zones are the region’s, at least one, and saving sends them', async () => {
    const calls = fakeCourierApi({
      'PUT /courier/me': ({ body }) => ({
        body: { message: 'Profile updated.', data: { ...COURIER_ME, ...(body as object) } },
      }),
    });
    render(<CourierDetails />);
    const zones = await screen.findByRole('group', { name: 'Zones' });
    // the form registers its fields in an effect once the account has loaded
    await act(async () => undefined);
    expect(within(zones).getAllByRole('checkbox')).toHaveLength(7);
    expect(screen.queryByLabelText(/^Driver's licence number/)).not.toBeInTheDocument();
    await userEvent.click(within(zones).getByRole('checkbox', { name: 'Dallas' }));
    await userEvent.click(within(zones).getByRole('checkbox', { name: 'Plano' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update courier details' }));
    expect(await screen.findByText('Please choose at least one zone.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await userEvent.click(within(zones).getByRole('checkbox', { name: 'Irving' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update courier details' }));
    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ vehicle: 'bicycle', zones: ['Irving'] });
  });

  test('choosing a car asks for its documents and sends them', async () => {
    const calls = fakeCourierApi({
      'PUT /courier/me': ({ body }) => ({
        body: { message: 'Profile updated.', data: { ...COURIER_ME, ...(body as object) } },
      }),
    });
    render(<CourierDetails />);
    const vehicle = await screen.findByLabelText(/^Vehicle/);
    await act(async () => undefined);
    await userEvent.selectOptions(vehicle, 'Car');
    await userEvent.type(screen.getByLabelText(/^Driver's licence number/), 'TX-1');
    await userEvent.type(screen.getByLabelText(/^Licence expiry/), '2030-01-31');
    await userEvent.type(screen.getByLabelText(/^Vehicle registration number/), 'REG-9');
    await userEvent.type(screen.getByLabelText(/^Insurance number/), 'INS-9');
    await userEvent.type(screen.getByLabelText(/^Insurance expiry/), '2030-06-30');
    await userEvent.click(screen.getByRole('button', { name: 'Update courier details' }));
    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      vehicle: 'car',
      zones: ['Dallas', 'Plano'],
      documents: {
        licence_number: 'TX-1',
        licence_expiry: '2030-01-31',
        registration_number: 'REG-9',
        insurance_number: 'INS-9',
        insurance_expiry: '2030-06-30',
      },
    });
  });
});
