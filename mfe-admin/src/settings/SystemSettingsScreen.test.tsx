import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { configureApiClient } from '@farmplate/api-client';
import { DEFAULT_SETTINGS } from '@farmplate/contracts';
import { FarmPlateThemeProvider, ToastProvider } from '@farmplate/design-system';
import SystemSettingsScreen from './SystemSettingsScreen';

const sent: unknown[] = [];
// jsdom has no fetch Response: the client reads only ok, status and text()
const answer = (body: unknown) => ({ ok: true, status: 200, text: async () => JSON.stringify(body) }) as Response;
beforeEach(() => {
  sent.length = 0;
  configureApiClient({
    fetch: async (_url, init) => {
      if (init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return answer({ message: 'Settings updated successfully!', data: sent[0] });
      }
      return answer({ data: DEFAULT_SETTINGS });
    },
  });
});

function renderScreen() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <FarmPlateThemeProvider>
        <ToastProvider>
          <MemoryRouter>
            <SystemSettingsScreen />
          </MemoryRouter>
        </ToastProvider>
      </FarmPlateThemeProvider>
    </QueryClientProvider>,
  );
}

test('a failed save names the tabs to fix and sends nothing', async () => {
  const user = userEvent.setup();
  renderScreen();
  const email = await screen.findByLabelText(/^Support Email/);
  await user.clear(email);
  await user.type(email, 'support@');
  await user.click(screen.getByRole('tab', { name: 'Payments' }));
  await user.click(screen.getByLabelText('Credit/Debit Card (Stripe)'));
  await user.click(screen.getByLabelText('Cash on Delivery'));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Select at least one payment method')).toBeInTheDocument();
  expect(await screen.findByRole('alert', {}, { timeout: 2000 })).toHaveTextContent('General, Payments');
  expect(sent).toEqual([]);
});

test('saves every field and shows the success message', async () => {
  const user = userEvent.setup();
  renderScreen();
  const name = await screen.findByLabelText(/^Platform Name/);
  await user.clear(name);
  await user.type(name, 'Harvest Hub');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(sent).toEqual([{ ...DEFAULT_SETTINGS, platform_name: 'Harvest Hub' }]));
  expect((await screen.findAllByText('Settings updated successfully!')).length).toBeGreaterThan(0);
});
