import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@farmplate/contracts';
import { fakeApi, paged, renderWithProviders } from '@farmplate/testing';
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
  fakeApi({
    'GET /platform-settings': () => ({
      body: { data: { platform_name: 'FarmPlate', time_zone: 'Lagos (WAT)', default_currency: 'USD' } },
    }),
    'GET /users': ({ query }) => {
      queries.push(query);
      const search = query.get('search');
      const data = !search || 'zara bello zara@example.test 42'.includes(search.toLowerCase()) ? [zara] : [];
      return { body: paged(data) };
    },
  });
});

const renderScreen = () => renderWithProviders(<UserManagementScreen />, { url: '/dashboard/users' });

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
