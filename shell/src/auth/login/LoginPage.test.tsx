import { useEffect } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { SESSION_EXPIRED_MESSAGE, signIn, signOut } from '@farmplate/session';
import { loginNoticeAtom, useShowOnLogin } from '../authNotice';
import type { LoginResponse } from '@farmplate/contracts';
import { deferred, fakeApi, renderWithProviders, type FakeAnswer } from '@farmplate/testing';
import { AuthScreens, farmerUser } from '../AuthScreens.fixture';

const renderAuthScreens = (url: string) => renderWithProviders(<AuthScreens />, { url });

afterEach(() => {
  sessionStorage.clear();
  signOut();
  localStorage.clear();
  getDefaultStore().set(loginNoticeAtom, null);
});

async function fillAndSubmit(email = 'farmer@farmplate.test', password = 'farmer123') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

test('shows the welcome side, the form and the links of spec §2', async () => {
  fakeApi({});
  renderAuthScreens('/login');
  expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Login to FarmPlate' })).toBeInTheDocument();
  const images = screen.getAllByRole('img');
  expect(images).toHaveLength(4);
  images.forEach((image) => {
    expect(image).toHaveAttribute('alt', expect.stringMatching(/\w/));
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
  });
  expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');

  await userEvent.setup().click(screen.getByRole('link', { name: 'Sign up now' }));
  expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Personal Details' })).toBeInTheDocument();
});

test('a successful login stores token and user and goes to /dashboard, busy while waiting', async () => {
  const answer = deferred<FakeAnswer<LoginResponse>>();
  const calls = fakeApi({ 'POST /login': () => answer.promise });
  renderAuthScreens('/login');
  await fillAndSubmit();

  const busy = await screen.findByRole('button', { name: /Logging in\.\.\./ });
  expect(busy).toBeDisabled();
  expect(calls[0]).toMatchObject({
    method: 'POST',
    path: '/login',
    body: { email: 'farmer@farmplate.test', password: 'farmer123' },
  });

  answer.resolve({ body: { token: 'tok-farmer', user: farmerUser } });
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(localStorage.getItem('token')).toBe('tok-farmer');
  expect(JSON.parse(localStorage.getItem('user')!)).toEqual(farmerUser);
});

test('every role lands on /dashboard', async () => {
  fakeApi({ 'POST /login': () => ({ body: { token: 'tok-admin', user: { ...farmerUser, id: 1, role: 'admin' } } }) });
  renderAuthScreens('/login');
  await fillAndSubmit('admin@farmplate.test', 'admin123');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByLabelText('Current location')).toHaveTextContent('/dashboard');
});

test('wrong credentials show the spec message, and the next attempt starts without it', async () => {
  const second = deferred<FakeAnswer<LoginResponse>>();
  let attempt = 0;
  fakeApi({
    'POST /login': () =>
      ++attempt === 1 ? { status: 401, body: { message: 'Invalid email or password' } } : second.promise,
  });
  renderAuthScreens('/login');
  const user = await fillAndSubmit('farmer@farmplate.test', 'wrong');

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in. Please check your credentials.');
  expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  expect(localStorage.getItem('token')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('button', { name: /Logging in\.\.\./ });
  expect(screen.queryByText('Failed to sign in. Please check your credentials.')).not.toBeInTheDocument();
  second.resolve({ status: 401, body: { message: 'Invalid email or password' } });
  expect(await screen.findByText('Failed to sign in. Please check your credentials.')).toBeInTheDocument();
});

test.each([
  ['the token', { user: farmerUser }],
  ['the user', { token: 'tok-farmer' }],
])('an answer without %s is reported as an invalid response', async (_missing, body) => {
  // a malformed answer, on purpose
  fakeApi({ 'POST /login': () => ({ body: body as LoginResponse }) });
  renderAuthScreens('/login');
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid response format: missing token or user data');
  expect(localStorage.getItem('token')).toBeNull();
  expect(screen.getByLabelText('Current location')).toHaveTextContent('/login');
});

test('both fields are required before anything is sent', async () => {
  const calls = fakeApi({});
  renderAuthScreens('/login');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
  expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('a signed-in visitor who opens /login or /register goes to /dashboard', async () => {
  fakeApi({});
  signIn('tok-farmer', farmerUser);
  const { unmount } = renderAuthScreens('/login');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  unmount();
  renderAuthScreens('/register');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
});

test('a notice left by another screen is shown above the form, once', async () => {
  fakeApi({});
  getDefaultStore().set(loginNoticeAtom, { type: 'warning', message: SESSION_EXPIRED_MESSAGE });
  const { unmount } = renderAuthScreens('/login');
  const form = await screen.findByRole('form', { name: 'Login' });
  expect(await within(form).findByText('Session expired. Please login again.')).toBeInTheDocument();
  unmount();
  renderAuthScreens('/login');
  expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
  expect(screen.queryByText('Session expired. Please login again.')).not.toBeInTheDocument();
});

test('a notice left before a full load (the prerendered screens link to each other so) is shown, once', async () => {
  fakeApi({});
  function ResetDone() {
    const showOnLogin = useShowOnLogin();
    useEffect(() => showOnLogin({ type: 'success', message: 'Password has been reset.' }), [showOnLogin]);
    return null;
  }
  const { unmount: leave } = render(<ResetDone />);
  leave();
  // the next page starts with nothing in memory
  getDefaultStore().set(loginNoticeAtom, null);
  const { unmount } = renderAuthScreens('/login');
  const form = await screen.findByRole('form', { name: 'Login' });
  expect(await within(form).findByText('Password has been reset.')).toBeInTheDocument();
  unmount();
  renderAuthScreens('/login');
  expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
  expect(screen.queryByText('Password has been reset.')).not.toBeInTheDocument();
});

test('a login from a public page that asked for it (?next=) goes back there', async () => {
  fakeApi({ 'POST /login': () => ({ body: { token: 'tok-farmer', user: farmerUser } }) });
  renderAuthScreens(`/login?next=${encodeURIComponent('/us/boxes?zip=75201')}`);
  await fillAndSubmit();
  expect(await screen.findByLabelText('Current location')).toHaveTextContent('/us/boxes?zip=75201');
});
