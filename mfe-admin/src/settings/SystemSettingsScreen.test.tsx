import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS, type Settings } from '@farmplate/contracts';
import { fakeApi, renderWithProviders, type FakeRequest } from '@farmplate/testing';
import SystemSettingsScreen from './SystemSettingsScreen';

let calls: FakeRequest[] = [];
/** The settings the screen saved, in order. */
const sent = () => calls.filter((call) => call.method === 'PUT').map((call) => call.body);
beforeEach(() => {
  calls = fakeApi({
    'GET /settings': () => ({ body: { data: DEFAULT_SETTINGS } }),
    'GET /platform-settings': () => ({ body: { data: DEFAULT_SETTINGS } }),
    'PUT /settings': ({ body }) => ({ body: { message: 'Settings updated successfully!', data: body as Settings } }),
  });
});

function renderScreen() {
  return renderWithProviders(<SystemSettingsScreen />);
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
  expect(sent()).toEqual([]);
});

test('saves every field and shows the success message', async () => {
  const user = userEvent.setup();
  renderScreen();
  const name = await screen.findByLabelText(/^Platform Name/);
  await user.clear(name);
  await user.type(name, 'Harvest Hub');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(sent()).toEqual([{ ...DEFAULT_SETTINGS, platform_name: 'Harvest Hub' }]));
  expect((await screen.findAllByText('Settings updated successfully!')).length).toBeGreaterThan(0);
});

test('changes the checkout limit and the mail caps, and refuses a limit of 0 or a daily cap below the hourly one', async () => {
  const user = userEvent.setup();
  renderScreen();
  await user.click(await screen.findByRole('tab', { name: 'Orders' }));
  const perContact = screen.getByLabelText(/^Orders per Customer Email or Phone per Hour/);
  await user.clear(perContact);
  await user.type(perContact, '0');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Enter a whole number from 1 to 10,000')).toBeInTheDocument();
  await user.clear(perContact);
  await user.type(perContact, '4');
  await user.click(screen.getByRole('tab', { name: 'Notifications' }));
  const perDay = screen.getByLabelText(/^Mails per Recipient per Day/);
  await user.clear(perDay);
  await user.type(perDay, '5');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('The daily mail cap cannot be lower than the hourly one')).toBeInTheDocument();
  expect(sent()).toEqual([]);
  await user.clear(perDay);
  await user.type(perDay, '80');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() =>
    expect(sent()).toEqual([
      { ...DEFAULT_SETTINGS, checkout_orders_per_contact_per_hour: 4, mails_per_recipient_per_day: 80 },
    ]),
  );
});

test('a save the server refuses says why once, under the field on its tab, and keeps what was typed', async () => {
  calls = fakeApi({
    'GET /settings': () => ({ body: { data: DEFAULT_SETTINGS } }),
    'GET /platform-settings': () => ({ body: { data: DEFAULT_SETTINGS } }),
    'PUT /settings': () => ({
      status: 422,
      body: {
        message: 'Please enter a valid email address',
        errors: { support_email: ['Please enter a valid email address'] },
      },
    }),
  });
  const user = userEvent.setup();
  renderScreen();
  const name = await screen.findByLabelText(/^Platform Name/);
  await user.clear(name);
  await user.type(name, 'Harvest Hub');
  await user.click(screen.getByRole('tab', { name: 'Payments' }));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please fix the highlighted fields on: General.');
  await user.click(screen.getByRole('tab', { name: 'General' }));
  expect(screen.getAllByText('Please enter a valid email address')).toHaveLength(1);
  expect(screen.getByLabelText(/^Support Email/)).toHaveAccessibleDescription(/Please enter a valid email address/);
  expect(screen.getByLabelText(/^Platform Name/)).toHaveValue('Harvest Hub');
});

test('a save that fails says so once, in place, and keeps what was typed', async () => {
  calls = fakeApi({
    'GET /settings': () => ({ body: { data: DEFAULT_SETTINGS } }),
    'GET /platform-settings': () => ({ body: { data: DEFAULT_SETTINGS } }),
    'PUT /settings': () => ({ status: 500, body: {} }),
  });
  const user = userEvent.setup();
  renderScreen();
  const name = await screen.findByLabelText(/^Platform Name/);
  await user.clear(name);
  await user.type(name, 'Harvest Hub');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  const form = within(screen.getByRole('form', { name: 'System settings' }));
  expect(await form.findByRole('alert')).toHaveTextContent('Something went wrong.');
  expect(screen.getAllByText('Something went wrong.')).toHaveLength(1);
  expect(name).toHaveValue('Harvest Hub');
});
