import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { configureApiClient } from '@farmplate/api-client';
import type { User } from '@farmplate/contracts';
import { FarmPlateThemeProvider, ToastProvider } from '@farmplate/design-system';
import UserManagementScreen from './UserManagementScreen';

const zara: User = {
  id: 42,
  name: 'Zara Bello',
  email: 'zara@example.test',
  role: 'customer',
  status: 'active',
  created_at: '2026-01-15T23:30:00Z',
  phone: null,
  location: null,
};

const queries: URLSearchParams[] = [];
beforeEach(() => {
  queries.length = 0;
  configureApiClient({
    fetch: async (input) => {
      const url = new URL(String(input), 'http://farmplate.test');
      let body: unknown = { data: { platform_name: 'FarmPlate', time_zone: 'Lagos (WAT)', default_currency: 'USD' } };
      if (url.pathname === '/api/users') {
        queries.push(url.searchParams);
        const search = url.searchParams.get('search');
        const data = !search || 'zara bello zara@example.test 42'.includes(search.toLowerCase()) ? [zara] : [];
        body = {
          data,
          current_page: 1,
          last_page: 1,
          from: data.length ? 1 : null,
          to: data.length || null,
          total: data.length,
          per_page: 10,
        };
      }
      return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
    },
  });
});

const renderScreen = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FarmPlateThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={['/dashboard/users']}>
            <UserManagementScreen />
          </MemoryRouter>
        </ToastProvider>
      </FarmPlateThemeProvider>
    </QueryClientProvider>,
  );

test('lists users with their joined date in the platform time zone and the count footer', async () => {
  renderScreen();
  expect(await screen.findByText('Zara Bello')).toBeInTheDocument();
  expect(screen.getByText('ID: 42')).toBeInTheDocument();
  // 23:30 UTC on Jan 15 is Jan 16 in Lagos
  expect(await screen.findByText('Jan 16, 2026')).toBeInTheDocument();
  expect(screen.getByText(/Showing 1 of 1 results/)).toBeInTheDocument();
});

test('the search goes to the API (all users, not the loaded page) and an empty answer says so', async () => {
  const user = userEvent.setup();
  renderScreen();
  await screen.findByText('Zara Bello');
  await user.type(screen.getByLabelText('Search users'), 'nobody');
  await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('nobody'));
  expect(await screen.findByText('No users match your search criteria')).toBeInTheDocument();
});
