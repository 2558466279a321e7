/**
 * @jest-environment @farmplate/testing/jest-environment
 */
// the API fakes (msw) need the test kit's environment
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders, sessionUser } from '@farmplate/testing';
import AccountProfileScreen from './AccountProfileScreen';

const customer = sessionUser({ role: 'customer', name: 'Chidi Okeke', email: 'chidi@example.com' });

test("a customer's profile opens its edit form beside the customer's orders, subscriptions and points", async () => {
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
    'GET /subscriptions': () => ({ body: { data: [] } }),
    'GET /loyalty': () => ({ body: { balance: 0, points_per_dollar: 1, points_per_free_delivery: 500, data: [] } }),
  });
  renderWithProviders(<AccountProfileScreen />, { user: customer });
  await screen.findByRole('heading', { name: 'My Orders' });
  expect(await screen.findByRole('heading', { name: 'My Subscriptions' })).toBeInTheDocument();
  expect(await screen.findByText('No subscriptions yet')).toBeInTheDocument();
  expect(await screen.findByText('No points yet')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  expect(await screen.findByLabelText(/^Full Name/)).toHaveValue('Chidi Okeke');
  expect(screen.getByRole('table', { name: 'My orders' })).toBeInTheDocument();
});

test('a wrong current password is said once, as the toast of its mutation, not again in the form', async () => {
  const user = userEvent.setup();
  fakeApi({
    'GET /account/profile': () => ({
      body: {
        data: {
          id: customer.id,
          name: 'Chidi Okeke',
          email: 'chidi@example.com',
          phone: null,
          role: 'delivery',
          created_at: '2026-11-01T09:00:00.000Z',
        },
      },
    }),
    'POST /account/profile/password': () => ({
      status: 422,
      body: {
        message: 'The current password is incorrect.',
        errors: { current_password: ['The current password is incorrect.'] },
      },
    }),
  });
  renderWithProviders(<AccountProfileScreen />, { user: sessionUser({ role: 'delivery' }) });
  await user.click(await screen.findByRole('button', { name: 'Change Password' }));
  const form = screen.getByRole('form', { name: 'Change password' });
  await user.type(within(form).getByLabelText(/^Current Password/), 'not-mine');
  await user.type(within(form).getByLabelText(/^New Password/), 'brand-new-1');
  await user.type(within(form).getByLabelText(/^Confirm New Password/), 'brand-new-1');
  await user.click(within(form).getByRole('button', { name: 'Update Password' }));
  expect(await screen.findByText('Failed to change password: The current password is incorrect.')).toBeInTheDocument();
  expect(within(form).queryByText(/current password is incorrect/)).toBeNull();
  expect(screen.queryByRole('heading', { name: 'My Orders' })).toBeNull();
});

test("a password change that never reaches the server says spec §8's 'Error changing password'", async () => {
  const user = userEvent.setup();
  fakeApi({
    'GET /account/profile': () => ({
      body: {
        data: {
          id: customer.id,
          name: 'Chidi Okeke',
          email: 'chidi@example.com',
          phone: null,
          role: 'delivery',
          created_at: '2026-11-01T09:00:00.000Z',
        },
      },
    }),
    'POST /account/profile/password': () => 'network-error',
  });
  renderWithProviders(<AccountProfileScreen />, { user: sessionUser({ role: 'delivery' }) });
  await user.click(await screen.findByRole('button', { name: 'Change Password' }));
  const form = screen.getByRole('form', { name: 'Change password' });
  await user.type(within(form).getByLabelText(/^Current Password/), 'customer123');
  await user.type(within(form).getByLabelText(/^New Password/), 'brand-new-1');
  await user.type(within(form).getByLabelText(/^Confirm New Password/), 'brand-new-1');
  await user.click(within(form).getByRole('button', { name: 'Update Password' }));
  expect(await screen.findByText('Error changing password')).toBeInTheDocument();
});
