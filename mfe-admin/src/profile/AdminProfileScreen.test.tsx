import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProfile } from '@farmplate/contracts';
import { fakeApi, paged, renderWithProviders, sessionUser, type FakeHandlers } from '@farmplate/testing';
import AdminProfileScreen from './AdminProfileScreen';

const admin: AdminProfile = {
  id: 1,
  name: 'Amara Okafor',
  email: 'admin@farmplate.test',
  contact: null,
  phone: null,
  location: 'Dallas, TX',
  role: 'admin',
  department: 'Operations',
  created_at: '2026-01-01T09:00:00.000Z',
  updated_at: '2026-01-01T09:00:00.000Z',
  last_login: null,
  password_changed_at: null,
  image: null,
  image_url: null,
};

function serveAdmin(overrides: FakeHandlers = {}) {
  return fakeApi({
    'GET /profile': () => ({ body: { data: admin } }),
    'GET /users': () => ({ body: paged([], 1, 1, 12) }),
    ...overrides,
  });
}

const renderScreen = () => renderWithProviders(<AdminProfileScreen />, { user: sessionUser({ role: 'admin' }) });

test('a wrong current password is reported once, as a toast, not again above the button', async () => {
  const user = userEvent.setup();
  serveAdmin({
    'POST /profile/password': () => ({ status: 422, body: { message: 'The current password is incorrect.' } }),
  });
  renderScreen();
  await user.click(await screen.findByRole('button', { name: 'Change Password' }));
  const form = screen.getByRole('form', { name: 'Change password' });
  await user.type(within(form).getByLabelText(/^Current Password/), 'wrong-one');
  await user.type(within(form).getByLabelText(/^New Password/), 'harvest2026');
  await user.type(within(form).getByLabelText(/^Confirm New Password/), 'harvest2026');
  await user.click(within(form).getByRole('button', { name: 'Update Password' }));
  const toasts = () =>
    screen
      .queryAllByRole('status')
      .filter((toast) => toast.textContent?.includes('The current password is incorrect.'));
  await waitFor(() => expect(toasts()).toHaveLength(1));
  expect(toasts()[0]).toHaveTextContent('Failed to change password: The current password is incorrect.');
  expect(within(form).queryByText(/The current password is incorrect/)).toBeNull();
});

test("a save refused field by field says 'Please fix the form errors before submitting.' and marks the field", async () => {
  const user = userEvent.setup();
  serveAdmin({
    'PUT /profile': () => ({
      status: 422,
      body: { message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } },
    }),
  });
  renderScreen();
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  const form = screen.getByRole('form', { name: 'Edit profile' });
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  expect(await within(form).findByText('Please fix the form errors before submitting.')).toBeInTheDocument();
  expect(within(form).getByText('The email has already been taken.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
});

test("a profile that fails to load says 'Failed to load profile' with the server's reason, under the header", async () => {
  serveAdmin({ 'GET /profile': () => ({ status: 403, body: { message: 'Forbidden' } }) });
  renderScreen();
  expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
  expect(screen.getByText('Forbidden')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Admin Profile' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});
