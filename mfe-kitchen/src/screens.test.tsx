import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import KitchenDashboardScreen from './dashboard/KitchenDashboardScreen';
import FarmerInventoryScreen from './farmer-inventory/FarmerInventoryScreen';
import OrderStatusScreen from './order-status/OrderStatusScreen';
import KitchenProfileScreen from './profile/KitchenProfileScreen';
import { renderWithProviders } from '@farmplate/testing';
import { fakeKitchenApi } from './kitchen.fixtures';

const produce = (id: number) => ({
  id,
  inventory_item_id: id,
  produce_name: `Produce ${id}`,
  description: null,
  farmer_name: 'Green Valley Farm',
  farmerId: 2,
  quantity: 10,
  unit: 'kg',
  quality: 'Premium',
  price: 2,
  total_price: 20,
  image_url: null,
});

test('the dashboard shows the live figures and previews four produce items with a link to the rest', async () => {
  fakeKitchenApi({ 'GET /available-produce': () => ({ body: { data: [1, 2, 3, 4, 5, 6].map(produce) } }) });
  renderWithProviders(<KitchenDashboardScreen />);
  expect(await screen.findByText('$61.50')).toBeInTheDocument();
  expect(screen.getByText('$20.50')).toBeInTheDocument();
  expect(screen.getByText('33.3%')).toBeInTheDocument();
  expect(screen.getByText('12.5 min')).toBeInTheDocument();
  expect(screen.getByText('+50%')).toBeInTheDocument();
  expect(screen.getByText('Jollof Rice')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'View 2 more items' })).toHaveAttribute('href', '/farmer-inventory');
  expect(screen.getByText('Produce 4')).toBeInTheDocument();
  expect(screen.queryByText('Produce 5')).not.toBeInTheDocument();
});

test('order status shows Unable to load data with Try Again when the history fails', async () => {
  fakeKitchenApi({ 'GET /kitchen-order-status-history': () => ({ status: 404, body: { message: 'Not found' } }) });
  renderWithProviders(<OrderStatusScreen />);
  expect(await screen.findByText('Unable to load data')).toBeInTheDocument();
  expect(screen.getByText('Failed to load order status data: Not found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});

test('the profile shows the live on-time figure and a settings switch saves at once', async () => {
  const calls = fakeKitchenApi();
  renderWithProviders(<KitchenProfileScreen />);
  expect(await screen.findByText(/On-time this month: 87.5%/)).toBeInTheDocument();
  expect(screen.queryByText(/94/)).not.toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Kitchen Information' })).getByText('Suya')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('switch', { name: 'Auto-Accept Orders' }));
  await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
  expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
    name: "Mama's Soul Kitchen",
    auto_accept_orders: true,
    order_notifications: true,
  });
});

test('saving a profile without a kitchen name says so and sends nothing', async () => {
  const calls = fakeKitchenApi();
  renderWithProviders(<KitchenProfileScreen />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await userEvent.clear(screen.getByLabelText(/^Kitchen Name/));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findAllByText('Kitchen name and email are required')).length).toBeGreaterThan(0);
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});

test('a refused password change is reported once, as a toast, not again above the button', async () => {
  // no answer for the password call: the server's refusal (404 here) is what the kitchen sees
  fakeKitchenApi();
  renderWithProviders(<KitchenProfileScreen />);
  const form = await screen.findByRole('form', { name: 'Change password' });
  await userEvent.type(within(form).getByLabelText(/^Current Password/), 'wrong-one');
  await userEvent.type(within(form).getByLabelText(/^New Password/), 'harvest2026');
  await userEvent.type(within(form).getByLabelText(/^Confirm New Password/), 'harvest2026');
  await userEvent.click(within(form).getByRole('button', { name: 'Update Password' }));
  const toasts = () => screen.queryAllByRole('status').filter((toast) => toast.textContent?.includes('password'));
  await waitFor(() => expect(toasts()).toHaveLength(1));
  expect(within(form).queryByText(/password/i, { selector: 'p' })).toBeNull();
});

test('order status opens on the period its link names, and asks for that period', async () => {
  const calls = fakeKitchenApi();
  renderWithProviders(<OrderStatusScreen />, { url: '/dashboard/order-status?period=month' });
  expect(await screen.findByText('87.5%')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'This Month' })).toHaveAttribute('aria-selected', 'true');
  expect(calls.find((call) => call.path === '/kitchen-order-status-history')?.query.get('period')).toBe('month');
});

test("the farmers' produce list keeps its farmer, quality and search in the URL", async () => {
  const farm = {
    id: 2,
    name: 'Green Valley Farm',
    farmer_name: 'Kwame Mensah',
    location: null,
    rating: null,
    total_items: 1,
    total_quantity: 10,
    total_value: 20,
  };
  const calls = fakeKitchenApi({
    'GET /farmers': () => ({ body: { data: [farm] } }),
    'GET /available-produce': ({ query }) => ({ body: { data: query.get('search') === 'yam' ? [produce(7)] : [] } }),
  });
  renderWithProviders(<FarmerInventoryScreen />, {
    url: '/dashboard/farmer-inventory?farmer=2&quality=Premium&search=yam',
  });
  const table = await screen.findByRole('table', { name: 'Available Produce' });
  expect(await within(table).findByText('Produce 7')).toBeInTheDocument();
  // the section (the table's own scroll region shares its name)
  const filters = within(screen.getAllByRole('region', { name: 'Available Produce' })[0]!);
  expect(filters.getByRole('searchbox', { name: 'Search produce' })).toHaveValue('yam');
  expect(filters.getByRole('combobox', { name: 'Quality' })).toHaveTextContent('Premium');
  await waitFor(() => expect(filters.getByRole('combobox', { name: 'Farmer' })).toHaveTextContent('Green Valley Farm'));
  const asked = calls.find((call) => call.path === '/available-produce' && call.query.has('search'))?.query;
  expect(Object.fromEntries(asked ?? [])).toMatchObject({ farmer: '2', quality: 'Premium', search: 'yam' });

  await userEvent.click(filters.getByRole('button', { name: 'Reset Filters' }));
  await waitFor(() => expect(filters.getByRole('searchbox', { name: 'Search produce' })).toHaveValue(''));
  expect(screen.getByRole('status', { name: 'Current location' })).not.toHaveTextContent('?');
});

test('a refused quick request is said once, in the toast, and not again in the form', async () => {
  const user = userEvent.setup();
  const farm = {
    id: 2,
    name: 'Green Valley Farm',
    farmer_name: 'Kwame Mensah',
    location: null,
    rating: null,
    total_items: 1,
    total_quantity: 10,
    total_value: 20,
  };
  fakeKitchenApi({
    'GET /farmers': () => ({ body: { data: [farm] } }),
    'GET /available-produce': () => ({ body: { data: [produce(7)] } }),
    'POST /submit-request': () => ({ status: 409, body: { message: 'Not enough stock.' } }),
  });
  renderWithProviders(<KitchenDashboardScreen />);
  const form = within(await screen.findByRole('region', { name: /Request/ }));
  await user.selectOptions(
    form.getByRole('combobox', { name: /Farmer/ }),
    await form.findByRole('option', { name: 'Green Valley Farm' }),
  );
  await user.selectOptions(
    form.getByRole('combobox', { name: /Ingredient/ }),
    await form.findByRole('option', { name: /Produce 7 \(/ }),
  );
  await user.type(form.getByRole('spinbutton', { name: /Quantity/ }), '3');
  await user.click(form.getByRole('button', { name: /Submit|Send/ }));
  expect(await screen.findByText('Failed to submit request: Not enough stock.')).toBeInTheDocument();
  expect(screen.getAllByText(/Failed to submit request/)).toHaveLength(1);
  // the toast says it: the form does not say it again
  expect(form.queryByText(/Failed to submit request/)).toBeNull();
});
