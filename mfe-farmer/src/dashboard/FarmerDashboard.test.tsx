import { renderScreen } from '../test-support/renderScreen';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InventoryItem } from '@farmplate/contracts';
import { signIn, signOut } from '@farmplate/session';
import { fakeApi, paged, type FakeHandler } from '../test-support/fakeApi';
import { inventoryItem, kitchenRequest, requestSummary } from '../test-support/fixtures';
import FarmerDashboard from './FarmerDashboard';

function serveDashboard(overrides: Record<string, FakeHandler> = {}) {
  const stock: InventoryItem[] = [
    inventoryItem(),
    inventoryItem({ id: 2, produce_name: 'Cassava', quality: 'Standard' }),
  ];
  const now = new Date();
  const calls = fakeApi({
    'GET /inventory-items': () => ({ body: paged(stock, 1, 5, 7) }),
    'POST /inventory-items': ({ body }) => ({
      status: 201,
      body: { message: 'created', data: inventoryItem(body as Partial<InventoryItem>) },
    }),
    'DELETE /inventory-items/:id': () => ({ body: { message: 'deleted' } }),
    'GET /requests/summary': () => ({ body: requestSummary({ pending: 3 }) }),
    'GET /requests/pending': () => ({ body: { data: [kitchenRequest()] } }),
    'PUT /requests/:id/status': ({ body }) => ({ body: { message: 'ok', data: kitchenRequest(body as object) } }),
    // the server counts the orders completed since the month began (every order, not one page)
    'GET /kitchen-orders': ({ query }) => {
      const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
      const fulfilled = query.get('status') === 'completed' && query.get('completed_since') === monthStart;
      return {
        body: {
          orders: [],
          counts: { new: 0, preparing: 0, ready: 0, completed: fulfilled ? 120 : 0 },
          total: fulfilled ? 120 : 0,
          current_page: 1,
          last_page: fulfilled ? 120 : 1,
          per_page: 1,
        },
      };
    },
    ...overrides,
  });
  return calls;
}

const figure = (label: string) => screen.getByText(label).nextElementSibling;

beforeEach(() =>
  signIn('token', {
    id: 2,
    name: 'Kwame Mensah',
    email: 'farmer@farmplate.test',
    role: 'farmer',
    status: 'active',
    created_at: '2026-01-01',
  }),
);
afterEach(() => signOut());

test('greets the farmer by name and fills the cards from live data', async () => {
  serveDashboard();
  renderScreen(<FarmerDashboard />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    /^Good (morning|afternoon|evening), Kwame Mensah!$/,
  );
  await waitFor(() => expect(figure('Active Inventory Items')).toHaveTextContent('7'));
  await waitFor(() => expect(figure('Pending Requests')).toHaveTextContent('3'));
  await waitFor(() => expect(figure('Total Fulfilled')).toHaveTextContent('120'));
  expect(screen.getByText('Orders fulfilled this month')).toBeInTheDocument();
});

test("greets 'there' without a known name", () => {
  signOut();
  serveDashboard();
  renderScreen(<FarmerDashboard />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/, there!$/);
});

test('the quick-add form follows the inventory form’s rules: total price is required, and sent as entered', async () => {
  const user = userEvent.setup();
  const calls = serveDashboard();
  renderScreen(<FarmerDashboard />);
  const form = within(screen.getByRole('region', { name: 'Quick Add Inventory' }));
  expect(form.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Select produce',
    'Yams',
    'Millet',
    'Tomatoes',
    'Peppers',
    'Onions',
    'Spinach',
    'Cassava',
    'Premium',
    'Standard',
    'Economy',
  ]);
  await user.click(form.getByRole('button', { name: 'Add to Inventory' }));
  expect(form.getByText('Produce name is required')).toBeInTheDocument();
  expect(form.getByText('Quantity is required')).toBeInTheDocument();
  expect(form.getByText('Total price is required')).toBeInTheDocument();
  await user.type(form.getByLabelText(/^Quantity \(kg\)/), '0');
  expect(form.getByText('Quantity must be at least 1')).toBeInTheDocument();
  await user.type(form.getByLabelText(/^Total price/), '-1');
  expect(form.getByText('Total price cannot be negative')).toBeInTheDocument();

  await user.selectOptions(form.getByLabelText(/^Produce type/), 'Millet');
  await user.clear(form.getByLabelText(/^Quantity \(kg\)/));
  await user.type(form.getByLabelText(/^Quantity \(kg\)/), '80');
  await user.click(form.getByRole('button', { name: 'Add to Inventory' }));
  expect(form.getByText('Total price cannot be negative')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

  await user.clear(form.getByLabelText(/^Total price/));
  await user.type(form.getByLabelText(/^Total price/), '120');
  await user.selectOptions(form.getByLabelText(/^Quality/), 'Premium');
  await user.type(form.getByLabelText('Notes'), 'Pearl millet');
  await user.click(form.getByRole('button', { name: 'Add to Inventory' }));

  expect(await screen.findByText('Inventory item added successfully!')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
    produce_name: 'Millet',
    quantity: 80,
    unit: 'kg',
    quality: 'Premium',
    description: 'Pearl millet',
    total_price: 120,
    price_per_unit: 1.5,
  });
  await waitFor(() => expect(form.getByLabelText(/^Quantity \(kg\)/)).toHaveValue(null));
  expect(form.getByLabelText(/^Total price/)).toHaveValue(null);
  expect(form.queryByText('Produce name is required')).toBeNull();
}, 20_000); // many typed fields: user-event on a busy machine

test("the inventory table's Edit opens the item on the inventory screen and Remove asks first", async () => {
  const user = userEvent.setup();
  const calls = serveDashboard();
  renderScreen(<FarmerDashboard />);
  await user.click(await screen.findByRole('button', { name: 'Remove Cassava' }));
  await user.click(
    within(screen.getByRole('alertdialog', { name: 'Remove Item' })).getByRole('button', { name: 'Remove' }),
  );
  expect(await screen.findByText('Inventory item deleted successfully!')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/inventory-items/2');

  await user.click(screen.getByRole('button', { name: 'Edit Cassava' }));
  expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/dashboard/inventory?edit=2');
});

test('recent requests can be accepted and declined with a reason', async () => {
  const user = userEvent.setup();
  const calls = serveDashboard();
  renderScreen(<FarmerDashboard />);
  const row = await screen.findByRole('listitem', { name: "Request 31 from Mama's Soul Kitchen" });
  expect(row).toHaveTextContent('Yams — 25 kg');

  await user.click(within(row).getByRole('button', { name: 'Accept' }));
  await user.click(
    within(screen.getByRole('alertdialog', { name: 'Accept Request' })).getByRole('button', { name: 'Accept' }),
  );
  expect(await screen.findByText('Request accepted successfully!')).toBeInTheDocument();

  await user.click(within(row).getByRole('button', { name: 'Decline' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Decline Request' });
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  expect(within(dialog).getByText('You need to provide a reason for declining!')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Reason for declining'), 'Already sold');
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  expect(await screen.findByText('Request declined successfully!')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
    { status: 'accepted' },
    { status: 'declined', decline_reason: 'Already sold' },
  ]);
});
