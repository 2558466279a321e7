import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { MenuItem } from '@farmplate/contracts';
import { configureApiClient } from '@farmplate/api-client';
import { FarmPlateThemeProvider, ToastProvider } from '@farmplate/design-system';
import { signIn, signOut } from '@farmplate/session';
import { MenuItemsScreen } from './MenuItemsScreen';

const item = (overrides: Partial<MenuItem>): MenuItem => ({
  id: 1,
  item_name: 'Jollof Rice',
  description: 'Smoky party jollof with plantain.',
  price: 12.5,
  category: 'Mains',
  category_id: 1,
  kitchen: 5,
  kitchen_name: "Mama's Soul Kitchen",
  ingredients: 'rice',
  allergens: '',
  vegetarian: true,
  vegan: false,
  gluten_free: false,
  status: 'active',
  image_path: null,
  image_url: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function fakeApi(items: MenuItem[], { categoriesFail = false } = {}) {
  const calls: { method: string; url: string }[] = [];
  configureApiClient({
    origin: '',
    fetch: async (input, init = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      calls.push({ method, url });
      const path = url.split('?')[0];
      let status = 200;
      let body: unknown = { message: 'Not found' };
      if (path === '/api/menu-items')
        body = {
          data: items,
          current_page: 1,
          last_page: 1,
          from: 1,
          to: items.length,
          total: items.length,
          per_page: 9,
        };
      else if (path === '/api/categories')
        [status, body] = categoriesFail
          ? [500, { message: 'Server error' }]
          : [200, { data: [{ id: 1, name: 'Soups' }] }];
      else if (path === '/api/get-kitchens')
        body = {
          data: [
            { id: 5, name: "Mama's Soul Kitchen", status: 'active' },
            { id: 6, name: 'Island Spice Cafe', status: 'active' },
          ],
        };
      else status = 404;
      const text = JSON.stringify(body);
      return { ok: status < 300, status, text: async () => text } as Response;
    },
  });
  return calls;
}

function renderScreen(ui: ReactElement, url = '/dashboard/menu-items') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FarmPlateThemeProvider>
        <MemoryRouter initialEntries={[url]}>
          <ToastProvider>{ui}</ToastProvider>
        </MemoryRouter>
      </FarmPlateThemeProvider>
    </QueryClientProvider>,
  );
}

const signInAs = (role: 'kitchen' | 'admin', id: number) =>
  signIn('token', { id, name: 'Someone', email: 'a@b.co', role, status: 'active', created_at: '2026-01-01' });

afterEach(() => signOut());

test('a kitchen sees its own items only: the Kitchen filter is fixed to it', async () => {
  signInAs('kitchen', 5);
  const calls = fakeApi([item({})]);
  renderScreen(<MenuItemsScreen />);
  expect(await screen.findByRole('article', { name: 'Jollof Rice' })).toBeInTheDocument();
  const kitchenFilter = screen.getByRole('combobox', { name: 'Kitchen' });
  expect(kitchenFilter).toBeDisabled();
  await waitFor(() => expect(kitchenFilter).toHaveTextContent("Mama's Soul Kitchen"));
  expect(calls.find((call) => call.url.startsWith('/api/menu-items'))?.url).toContain('kitchen=5');
});

test('cards show every fallback, the price with 2 decimals and the paging line', async () => {
  signInAs('admin', 1);
  fakeApi([
    item({}),
    item({ id: 2, item_name: '', description: '', category: null, kitchen_name: null, vegetarian: false }),
  ]);
  renderScreen(<MenuItemsScreen />);
  const untitled = await screen.findByRole('article', { name: 'Untitled Item' });
  for (const text of ['No description available', 'Uncategorized', 'Unknown Kitchen', 'No Image'])
    expect(within(untitled).getByText(new RegExp(text))).toBeInTheDocument();
  const jollof = screen.getByRole('article', { name: 'Jollof Rice' });
  expect(within(jollof).getByText('$12.50')).toBeInTheDocument();
  expect(within(jollof).getByText(/Mama's/)).toBeInTheDocument();
  expect(within(jollof).getByText('Vegetarian')).toBeInTheDocument();
  expect(within(jollof).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
  expect(screen.getByText('Showing 2 of 2 results')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Kitchen' })).toBeEnabled();
});

test('no items: No menu items match your search criteria', async () => {
  signInAs('admin', 1);
  fakeApi([]);
  renderScreen(<MenuItemsScreen />);
  expect(await screen.findByText('No menu items match your search criteria')).toBeInTheDocument();
});

test('the form uses the default categories when the call fails, and a bad submit sends nothing', async () => {
  signInAs('kitchen', 5);
  const calls = fakeApi([], { categoriesFail: true });
  renderScreen(<MenuItemsScreen />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add Menu Item' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Menu Item' });
  const category = within(dialog).getByLabelText(/^Category/);
  await waitFor(() =>
    expect([...category.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Mains',
      'Appetizers',
      'Desserts',
      'Beverages',
    ]),
  );
  // a kitchen adds to its own menu: no kitchen to choose
  expect(within(dialog).queryByLabelText(/^Kitchen/)).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
  expect((await screen.findAllByText('Please fix the form errors before submitting')).length).toBeGreaterThan(0);
  expect(within(dialog).getByText('Item name is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Price is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Ingredients are required')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

test('a shared link or a reload keeps the filters, the search and the page', async () => {
  signInAs('admin', 1);
  const calls = fakeApi([item({ item_name: 'Pepper Soup', category: 'Soups', status: 'inactive' })]);
  renderScreen(<MenuItemsScreen />, '/dashboard/menu-items?category=Soups&status=inactive&search=pepper&page=2');
  expect(await screen.findByRole('article', { name: 'Pepper Soup' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search menu items' })).toHaveValue('pepper');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Soups'));
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Inactive');
  const asked = new URL(calls.find((call) => call.url.startsWith('/api/menu-items'))!.url, 'http://farmplate.test');
  expect(Object.fromEntries(asked.searchParams)).toMatchObject({
    category: 'Soups',
    status: 'inactive',
    search: 'pepper',
    page: '2',
  });
});
