import { act, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { apiRequest } from '@farmplate/api-client';
import { getToken, signIn, signOut } from '@farmplate/session';
import { loginNoticeAtom } from '../authNotice';
import { fakeApi, paged, renderWithProviders } from '@farmplate/testing';
import { AuthScreens, farmerUser } from '../AuthScreens.fixture';

const renderWithSessionKeeper = (url: string) => renderWithProviders(<AuthScreens withSessionKeeper />, { url });

afterEach(() => {
  sessionStorage.clear();
  signOut();
  localStorage.clear();
  getDefaultStore().set(loginNoticeAtom, null);
});

/** Lets pending answers and the renders they cause finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The server's copy of the signed-in user, told apart from the stored one by its name. */
const confirmedUser = { ...farmerUser, name: 'Kwame A. Mensah' };
/** Waits until GET /user-detail has confirmed the restored session. */
const sessionConfirmed = () =>
  waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(confirmedUser));

/** What the browser does in this tab when another tab changes localStorage. */
function otherTabWrites(key: string, value: string | null) {
  const oldValue = localStorage.getItem(key);
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }));
}

test('a restored session is confirmed with GET /user-detail and takes the server user', async () => {
  const calls = fakeApi({ 'GET /user-detail': () => ({ body: { user: confirmedUser } }) });
  signIn('tok-stored', farmerUser);
  renderWithSessionKeeper('/dashboard');

  await sessionConfirmed();
  expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: '/user-detail' })]);
  expect(calls[0]?.headers.authorization).toBe('Bearer tok-stored');
  expect(localStorage.getItem('token')).toBe('tok-stored');
});

test('a stored token the server rejects ends the session quietly', async () => {
  fakeApi({ 'GET /user-detail': () => ({ status: 401, body: { message: 'Unauthenticated.' } }) });
  signIn('tok-revoked', farmerUser);
  renderWithSessionKeeper('/');

  await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  await settle();
  expect(localStorage.getItem('user')).toBeNull();
  expect(screen.getByLabelText('Current location')).toHaveTextContent(/^\/$/);
  expect(screen.queryByText('Session expired. Please login again.')).not.toBeInTheDocument();
});

test('a 401 after the session was confirmed sends the visitor to /login with the spec message', async () => {
  let revoked = false;
  fakeApi({
    'GET /user-detail': () => ({ body: { user: confirmedUser } }),
    'GET /inventory-items': () =>
      revoked ? { status: 401, body: { message: 'Unauthenticated.' } } : { body: paged([]) },
  });
  signIn('tok-live', farmerUser);
  renderWithSessionKeeper('/dashboard');
  await sessionConfirmed();

  revoked = true;
  await act(() => apiRequest('/inventory-items').catch(() => undefined));

  expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Login to FarmPlate' })).toBeInTheDocument();
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
});

test('a fresh login is trusted: its later 401 is announced', async () => {
  fakeApi({
    'GET /user-detail': () => ({ status: 401, body: {} }),
    'GET /requests/summary': () => ({ status: 401, body: {} }),
  });
  renderWithSessionKeeper('/dashboard');
  act(() => signIn('tok-new', farmerUser));

  await act(() => apiRequest('/requests/summary').catch(() => undefined));
  expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
});

test('a logout in another tab ends the session here: with the message on the dashboard', async () => {
  fakeApi({ 'GET /user-detail': () => ({ body: { user: confirmedUser } }) });
  signIn('tok-shared', farmerUser);
  renderWithSessionKeeper('/dashboard');
  await sessionConfirmed();

  act(() => {
    otherTabWrites('token', null);
    otherTabWrites('user', null);
  });
  expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
  expect(getToken()).toBeNull();
});

test('a logout in another tab on a public page signs out without a detour', async () => {
  fakeApi({ 'GET /user-detail': () => ({ body: { user: confirmedUser } }) });
  signIn('tok-shared', farmerUser);
  renderWithSessionKeeper('/');
  await sessionConfirmed();

  act(() => otherTabWrites('token', null));
  await settle();
  expect(getToken()).toBeNull();
  expect(screen.getByLabelText('Current location')).toHaveTextContent(/^\/$/);
});

test('a login in another tab is picked up here', async () => {
  fakeApi({ 'GET /user-detail': () => ({ body: { user: farmerUser } }) });
  renderWithSessionKeeper('/login');

  act(() => {
    otherTabWrites('token', 'tok-other-tab');
    otherTabWrites('user', JSON.stringify(farmerUser));
  });
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(getToken()).toBe('tok-other-tab');
});
