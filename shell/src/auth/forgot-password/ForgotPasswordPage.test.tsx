import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeApi, renderWithProviders, type FakeHandlers } from '@farmplate/testing';
import { AuthScreens } from '../AuthScreens.fixture';

const renderAuthScreens = (url: string) => renderWithProviders(<AuthScreens />, { url });

/** A step's screen appears after the fake API answers; on a loaded machine that can pass findBy's 1 s default. */
const step = { timeout: 10_000 };

const SENT = 'If an account exists for that email, a 6-digit code has been sent.';

/** The API as the reset flow sees it: the code 123456 is the right one until it is used. */
function resetServer(overrides: FakeHandlers = {}) {
  return fakeApi({
    'POST /forgot-password': () => ({ body: { message: SENT } }),
    'POST /verify-otp': ({ body }) =>
      (body as { otp: string }).otp === '123456'
        ? { body: { message: 'Code verified.' } }
        : { status: 422, body: { message: 'Invalid or expired code.' } },
    'POST /reset-password': () => ({ body: { message: 'Password has been reset.' } }),
    ...overrides,
  });
}

async function requestCode(user: UserEvent) {
  await user.type(await screen.findByLabelText(/^Email/, {}, step), 'farmer@farmplate.test');
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  await screen.findByLabelText(/^Verification Code/, {}, step);
}

test('email, then the mailed code, then a new password; back to /login with a confirmation', async () => {
  const calls = resetServer();
  const user = userEvent.setup();
  renderAuthScreens('/forgot-password');

  await requestCode(user);
  expect(screen.getByText(SENT)).toBeInTheDocument();
  expect(screen.getByText('farmer@farmplate.test')).toBeInTheDocument();

  await user.type(screen.getByLabelText(/^Verification Code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  await user.type(await screen.findByLabelText(/^New Password/, {}, step), 'newpass1');
  await user.type(screen.getByLabelText(/^Confirm New Password/), 'newpass1');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));

  expect(await screen.findByRole('heading', { name: 'Login to FarmPlate' }, step)).toBeInTheDocument();
  expect(
    await screen.findByText('Password has been reset. You can now log in with your new password.', {}, step),
  ).toBeInTheDocument();
  expect(calls.map((call) => [call.path, call.body])).toEqual([
    ['/forgot-password', { email: 'farmer@farmplate.test' }],
    ['/verify-otp', { email: 'farmer@farmplate.test', otp: '123456' }],
    [
      '/reset-password',
      { email: 'farmer@farmplate.test', otp: '123456', password: 'newpass1', password_confirmation: 'newpass1' },
    ],
  ]);
});

test('each step checks its fields with the messages of spec §5', async () => {
  const calls = resetServer();
  const user = userEvent.setup();
  renderAuthScreens('/forgot-password');
  await user.click(await screen.findByRole('button', { name: 'Send Code' }, step));
  expect(await screen.findByText('Please enter your email', {}, step)).toBeInTheDocument();
  await requestCode(user);

  await user.type(screen.getByLabelText(/^Verification Code/), '12a4');
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  expect(await screen.findByText('Please enter the 6-digit code', {}, step)).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/^Verification Code/));
  await user.type(screen.getByLabelText(/^Verification Code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));

  await user.type(await screen.findByLabelText(/^New Password/, {}, step), 'abc');
  await user.type(screen.getByLabelText(/^Confirm New Password/), 'abcd');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('Password must be at least 6 characters long', {}, step)).toBeInTheDocument();
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  expect(calls.map((call) => call.path)).toEqual(['/forgot-password', '/verify-otp']);
});

test('a wrong or expired code says so and a new code can be requested', async () => {
  const calls = resetServer();
  const user = userEvent.setup();
  renderAuthScreens('/forgot-password');
  await requestCode(user);

  await user.type(screen.getByLabelText(/^Verification Code/), '000000');
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  expect(await screen.findByRole('alert', {}, step)).toHaveTextContent('Invalid or expired code.');

  await user.click(screen.getByRole('button', { name: 'Send a new code' }));
  expect(await screen.findByText(`A new code was requested. ${SENT}`, {}, step)).toBeInTheDocument();
  expect(screen.queryByText('Invalid or expired code.')).not.toBeInTheDocument();
  expect(calls.map((call) => call.path)).toEqual(['/forgot-password', '/verify-otp', '/forgot-password']);
});

test('a code that expires before the new password is saved leads back to the code step', async () => {
  resetServer({ 'POST /reset-password': () => ({ status: 422, body: { message: 'Invalid or expired code.' } }) });
  const user = userEvent.setup();
  renderAuthScreens('/forgot-password');
  await requestCode(user);
  await user.type(screen.getByLabelText(/^Verification Code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  await user.type(await screen.findByLabelText(/^New Password/, {}, step), 'newpass1');
  await user.type(screen.getByLabelText(/^Confirm New Password/), 'newpass1');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));

  expect(await screen.findByRole('alert', {}, step)).toHaveTextContent('Invalid or expired code.');
  expect(screen.getByLabelText(/^Verification Code/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
});

test('too many attempts shows the server message', async () => {
  resetServer({
    'POST /forgot-password': () => ({ status: 429, body: { message: 'Too many attempts. Please try again later.' } }),
  });
  const user = userEvent.setup();
  renderAuthScreens('/forgot-password');
  await user.type(await screen.findByLabelText(/^Email/, {}, step), 'farmer@farmplate.test');
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  expect(await screen.findByRole('alert', {}, step)).toHaveTextContent('Too many attempts. Please try again later.');
});
