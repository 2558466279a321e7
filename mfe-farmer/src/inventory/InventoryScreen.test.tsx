import { renderScreen } from '../test-support/renderScreen';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InventoryItem } from '@farmplate/contracts';
import { fakeApi, paged, type FakeRequest } from '../test-support/fakeApi';
import { inventoryItem } from '../test-support/fixtures';
import InventoryScreen from './InventoryScreen';

const items = [
  inventoryItem(),
  inventoryItem({ id: 2, produce_name: 'Tomatoes', quantity: 40, quality: 'Standard', description: 'Roma tomatoes' }),
  inventoryItem({
    id: 3,
    produce_name: 'Spinach',
    quantity: 12.5,
    unit: 'bunches',
    quality: 'Economy',
    description: null,
  }),
];

/** The farmer's inventory on a fake server that filters like the real one. */
function serveInventory(initial: InventoryItem[] = items, overrides: Parameters<typeof fakeApi>[0] = {}) {
  const stock = [...initial];
  const calls = fakeApi({
    'GET /inventory-items': ({ query }) => {
      const search = query.get('search')?.toLowerCase() ?? '';
      const quality = query.get('quality');
      const found = stock.filter(
        (item) => item.produce_name.toLowerCase().includes(search) && (!quality || item.quality === quality),
      );
      return { body: paged(found, 1, Number(query.get('per_page') ?? 10)) };
    },
    'POST /inventory-items': ({ body }) => {
      const fields = body instanceof FormData ? Object.fromEntries(body.entries()) : body;
      const created = inventoryItem({ ...(fields as Partial<InventoryItem>), id: 99 });
      stock.push(created);
      return { status: 201, body: { message: 'created', data: created } };
    },
    'PUT /inventory-items/:id': ({ params, body }) => {
      const index = stock.findIndex((item) => item.id === Number(params.id));
      const existing = stock[index];
      if (!existing) return { status: 404, body: { message: 'Not found' } };
      const updated = { ...existing, ...(body as Partial<InventoryItem>) };
      stock[index] = updated;
      return { body: { message: 'updated', data: updated } };
    },
    'DELETE /inventory-items/:id': ({ params }) => {
      stock.splice(
        stock.findIndex((item) => item.id === Number(params.id)),
        1,
      );
      return { body: { message: 'deleted' } };
    },
    ...overrides,
  });
  return { calls, stock };
}

const listCalls = (calls: FakeRequest[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.query.get('per_page') === '10')
    .map((call) => call.query.toString());

const tableRows = () =>
  within(screen.getByRole('region', { name: 'Inventory items' }))
    .getAllByRole('row')
    .slice(1);

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

test('shows the summary and a table row per item with Produce, Quantity, Quality, Added On and Description', async () => {
  serveInventory();
  renderScreen(<InventoryScreen />, { path: 'inventory' });
  expect(await screen.findByText('White yams from the north field')).toBeInTheDocument();
  expect(screen.getByText('Total Items').nextElementSibling).toHaveTextContent('3');
  expect(screen.getByText('Premium Items').nextElementSibling).toHaveTextContent('1');
  expect(screen.getByText('Low Stock Items').nextElementSibling).toHaveTextContent('2');
  const headers = within(screen.getByRole('region', { name: 'Inventory items' }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers).toEqual(['Produce', 'Quantity', 'Quality', 'Added On', 'Description', 'Actions']);
  expect(tableRows()[2]).toHaveTextContent('Spinach');
  expect(tableRows()[2]).toHaveTextContent('12.5 bunches');
  expect(tableRows()[2]).toHaveTextContent('Low stock');
});

test('Add New Item opens the form and turns into Cancel, which closes it', async () => {
  const user = userEvent.setup();
  serveInventory();
  renderScreen(<InventoryScreen />, { path: 'inventory' });
  await user.click(screen.getByRole('button', { name: 'Add New Item' }));
  expect(screen.getByRole('heading', { name: 'Add New Inventory Item' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText(/^Unit/)).toHaveValue('kg'));
  expect(screen.getByLabelText(/^Quality/)).toHaveValue('Standard');
  expect(screen.getByRole('option', { name: 'bunches' })).toBeInTheDocument();
  // The first Cancel is the Add New Item button itself; the form has its own below.
  const [toggle] = screen.getAllByRole('button', { name: 'Cancel' });
  if (!toggle) throw new Error('Add New Item did not turn into Cancel.');
  await user.click(toggle);
  expect(screen.queryByRole('heading', { name: 'Add New Inventory Item' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Add New Item' })).toBeInTheDocument();
});

test('the form checks the required fields and shows the price per unit as it is typed', async () => {
  const user = userEvent.setup();
  const { calls } = serveInventory();
  renderScreen(<InventoryScreen />, { path: 'inventory' });
  await user.click(screen.getByRole('button', { name: 'Add New Item' }));
  await user.click(screen.getByRole('button', { name: 'Add Item' }));
  expect(screen.getByText('Produce name is required')).toBeInTheDocument();
  expect(screen.getByText('Quantity is required')).toBeInTheDocument();
  expect(screen.getByText('Total price is required')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  const pricePerUnit = screen.getByLabelText('Price per unit ($)');
  expect(pricePerUnit).toHaveAttribute('readonly');
  await user.type(screen.getByLabelText(/^Quantity/), '8');
  await user.type(screen.getByLabelText(/^Total price/), '20');
  expect(pricePerUnit).toHaveValue('2.50');
  await user.clear(screen.getByLabelText(/^Quantity/));
  await user.type(screen.getByLabelText(/^Quantity/), '0.5');
  await user.tab();
  expect(screen.getByText('Quantity must be at least 1')).toBeInTheDocument();
});

test("an image must be an image under 5MB, with the spec's messages", async () => {
  const user = userEvent.setup({ applyAccept: false });
  serveInventory();
  renderScreen(<InventoryScreen />, { path: 'inventory' });
  await user.click(screen.getByRole('button', { name: 'Add New Item' }));
  const picker = screen.getByLabelText('Produce image');

  await user.upload(picker, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
  expect(await screen.findByText('Please select a valid image file')).toBeInTheDocument();

  const big = new File(['x'], 'big.png', { type: 'image/png' });
  Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
  await user.upload(picker, big);
  expect(await screen.findByText('Image size must be less than 5MB')).toBeInTheDocument();

  await user.upload(picker, new File(['png'], 'okra.png', { type: 'image/png' }));
  expect(screen.queryByText('Image size must be less than 5MB')).toBeNull();
  expect(screen.getByAltText('Preview of the selected image')).toHaveAttribute('src', 'blob:preview');
});

test('adding an item sends every field (multipart with an image), toasts and reloads the list', async () => {
  const user = userEvent.setup();
  const { calls } = serveInventory();
  renderScreen(<InventoryScreen />, { path: 'inventory' });
  await screen.findByText('Yams');
  await user.click(screen.getByRole('button', { name: 'Add New Item' }));
  await user.type(screen.getByLabelText(/^Produce name/), 'Okra');
  await user.type(screen.getByLabelText(/^Quantity/), '60');
  await user.selectOptions(screen.getByLabelText(/^Unit/), 'lb');
  await user.selectOptions(screen.getByLabelText(/^Quality/), 'Premium');
  await user.type(screen.getByLabelText(/^Total price/), '90');
  await user.type(screen.getByLabelText(/^Stock alert/), '10');
  await user.type(screen.getByLabelText('Description'), 'Tender pods');
  await user.upload(screen.getByLabelText('Produce image'), new File(['png'], 'okra.png', { type: 'image/png' }));
  await user.click(screen.getByRole('button', { name: 'Add Item' }));

  expect(await screen.findByText('Inventory item added successfully!')).toBeInTheDocument();
  const form = calls.find((call) => call.method === 'POST')!.body as FormData;
  expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'image_file'))).toEqual({
    produce_name: 'Okra',
    quantity: '60',
    unit: 'lb',
    quality: 'Premium',
    description: 'Tender pods',
    total_price: '90',
    price_per_unit: '1.5',
    stock_alert: '10',
  });
  expect(form.get('image_file')).toMatchObject({ name: 'okra.png', type: 'image/png' });
  expect(screen.queryByRole('heading', { name: 'Add New Inventory Item' })).toBeNull();
  expect(await screen.findByText('Okra')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Total Items').nextElementSibling).toHaveTextContent('4'));
});

test('Edit loads the item, saves it as JSON without a new image and toasts', async () => {
  const user = userEvent.setup();
  const { calls } = serveInventory();
  renderScreen(<InventoryScreen />, { path: 'inventory' });
  await user.click(await screen.findByRole('button', { name: 'Edit Tomatoes' }));
  expect(screen.getByRole('heading', { name: 'Edit Inventory Item' })).toBeInTheDocument();
  // final-form fills the inputs once the fields have registered
  await waitFor(() => expect(screen.getByLabelText(/^Produce name/)).toHaveValue('Tomatoes'));
  expect(screen.getByLabelText(/^Quantity/)).toHaveValue(40);
  expect(screen.getByLabelText('Price per unit ($)')).toHaveValue('7.50');
  await user.clear(screen.getByLabelText(/^Quantity/));
  await user.type(screen.getByLabelText(/^Quantity/), '75');
  await user.click(screen.getByRole('button', { name: 'Update Item' }));

  expect(await screen.findByText('Inventory item updated successfully!')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
    path: '/inventory-items/2',
    body: { produce_name: 'Tomatoes', quantity: 75, total_price: 300, price_per_unit: 4 },
  });
  expect(await screen.findByText('75 kg')).toBeInTheDocument();
});

test("a failed update shows the spec's failure toast and keeps the form open", async () => {
  const user = userEvent.setup();
  serveInventory(items, { 'PUT /inventory-items/:id': () => ({ status: 500, body: {} }) });
  renderScreen(<InventoryScreen />, { path: 'inventory' });
  await user.click(await screen.findByRole('button', { name: 'Edit Yams' }));
  await user.click(screen.getByRole('button', { name: 'Update Item' }));
  expect(await screen.findByText('Failed to update inventory item')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Edit Inventory Item' })).toBeInTheDocument();
});

test('Remove asks first, then deletes and toasts', async () => {
  const user = userEvent.setup();
  const { calls } = serveInventory();
  renderScreen(<InventoryScreen />, { path: 'inventory' });
  await user.click(await screen.findByRole('button', { name: 'Remove Spinach' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Remove Item' });
  expect(dialog).toHaveTextContent('Are you sure you want to remove Spinach from your inventory?');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Remove Spinach' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Inventory item deleted successfully!')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/inventory-items/3');
  await waitFor(() => expect(screen.queryByText('Spinach')).toBeNull());
});

test('a failed removal toasts the failure', async () => {
  const user = userEvent.setup();
  serveInventory(items, { 'DELETE /inventory-items/:id': () => 'network-error' });
  renderScreen(<InventoryScreen />, { path: 'inventory' });
  await user.click(await screen.findByRole('button', { name: 'Remove Yams' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Error deleting inventory item')).toBeInTheDocument();
});

test('the quality buttons filter on the server', async () => {
  const user = userEvent.setup();
  const { calls } = serveInventory();
  renderScreen(<InventoryScreen />, { path: 'inventory' });
  await screen.findByText('Yams');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Economy' }));
  await waitFor(() => expect(tableRows()).toHaveLength(1));
  expect(tableRows()[0]).toHaveTextContent('Spinach');
  expect(listCalls(calls).at(-1)).toBe('quality=Economy&page=1&per_page=10');
});

test('the search waits 500 ms after the last keystroke before asking the server', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = serveInventory();
    renderScreen(<InventoryScreen />, { path: 'inventory' });
    await screen.findByText('Yams');
    await user.type(screen.getByRole('searchbox', { name: 'Search inventory' }), 'tom');
    act(() => jest.advanceTimersByTime(499));
    expect(listCalls(calls).some((query) => query.includes('search'))).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(listCalls(calls).filter((query) => query.includes('search'))).toEqual(['search=tom&page=1&per_page=10']);
  } finally {
    jest.useRealTimers();
  }
});

test("no match shows 'No inventory items found' and 'Clear all filters' resets the filters", async () => {
  const user = userEvent.setup();
  serveInventory();
  renderScreen(<InventoryScreen />, { path: 'inventory' });
  await screen.findByText('Yams');
  await user.click(screen.getByRole('button', { name: 'Premium' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search inventory' }), 'mango');
  expect(await screen.findByText('No inventory items found', {}, { timeout: 2000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
  expect(screen.getByRole('searchbox', { name: 'Search inventory' })).toHaveValue('');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(tableRows()).toHaveLength(3), { timeout: 2000 });
});

test('?edit={id} from the dashboard opens that item in the form', async () => {
  serveInventory();
  renderScreen(<InventoryScreen />, { path: 'inventory', at: '/dashboard/inventory?edit=2' });
  expect(await screen.findByRole('heading', { name: 'Edit Inventory Item' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText(/^Produce name/)).toHaveValue('Tomatoes'));
  // The link's parameter is used up, so a reload does not reopen the form.
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(/^\/dashboard\/inventory$/),
  );
});

test("a list that fails to load says 'Failed to load inventory items'", async () => {
  fakeApi({ 'GET /inventory-items': () => ({ status: 500, body: { message: 'Database unavailable' } }) });
  renderScreen(<InventoryScreen />, { path: 'inventory' });
  expect(await screen.findByText('Failed to load inventory items: Database unavailable')).toBeInTheDocument();
});

test('quality, search and page live in the URL: a link opens that list, a change is written back', async () => {
  const user = userEvent.setup();
  const { calls } = serveInventory();
  renderScreen(<InventoryScreen />, { path: 'inventory', at: '/dashboard/inventory?quality=Economy&search=spin' });
  expect(await screen.findByText('Spinach')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Economy' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('searchbox', { name: 'Search inventory' })).toHaveValue('spin');
  expect(listCalls(calls)[0]).toBe('search=spin&quality=Economy&page=1&per_page=10');
  expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Showing 1 to 1 of 1 results');

  await user.click(screen.getByRole('button', { name: 'All' }));
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      /^\/dashboard\/inventory\?search=spin$/,
    ),
  );
});
