/**
 * @jest-environment @farmplate/testing/jest-environment
 */
// the API fakes (msw) need the test kit's environment
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders, sessionUser } from '@farmplate/testing';
import AccountProfileScreen from './AccountProfileScreen';

const customer = sessionUser({ role: 'customer', name: 'Chidi Okeke', email: 'chidi@example.com' });

test("a customer's profile opens its edit form beside the customer's orders", async () => {
  fakeApi({
    'GET /account/profile': () => ({
      body: {
        data: {
          id: customer.id,
          name: 'Chidi Okeke',
          email: 'chidi@example.com',
          phone: null,
          role: 'customer',
          created_at: '2026-11-01T09:00:00.000Z',
        },
      },
    }),
    'GET /customer-orders': () => ({ body: { data: [] } }),
  });
  renderWithProviders(<AccountProfileScreen />, { user: customer });
  await screen.findByRole('heading', { name: 'My Orders' });
  await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  expect(await screen.findByLabelText(/^Full Name/)).toHaveValue('Chidi Okeke');
  expect(screen.getByRole('table', { name: 'My orders' })).toBeInTheDocument();
});
