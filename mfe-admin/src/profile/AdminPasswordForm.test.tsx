import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configureApiClient } from '@farmplate/api-client';
import { FarmPlateThemeProvider, ToastProvider } from '@farmplate/design-system';
import { AdminPasswordForm } from './AdminPasswordForm';

// the server refuses the current password (jsdom has no fetch Response: the client reads ok, status and text())
beforeEach(() =>
  configureApiClient({
    fetch: async () =>
      ({
        ok: false,
        status: 422,
        text: async () => JSON.stringify({ message: 'The current password is incorrect.' }),
      }) as Response,
  }),
);

test('a wrong current password is reported once, as a toast, not again above the button', async () => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FarmPlateThemeProvider>
        <ToastProvider>
          <AdminPasswordForm onClose={() => undefined} />
        </ToastProvider>
      </FarmPlateThemeProvider>
    </QueryClientProvider>,
  );
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
