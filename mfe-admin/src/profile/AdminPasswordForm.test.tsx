import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@farmplate/testing';
import { AdminPasswordForm } from './AdminPasswordForm';

// the server refuses the current password
beforeEach(() => {
  fakeApi({
    'POST /profile/password': () => ({ status: 422, body: { message: 'The current password is incorrect.' } }),
  });
});

test('a wrong current password is reported once, as a toast, not again above the button', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AdminPasswordForm onClose={() => undefined} />);
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
  expect(within(form).queryByText(/The current password is incorrect/)).toBeNull();
});
