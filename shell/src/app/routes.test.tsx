import { screen } from '@testing-library/react';
import type { RemoteApp } from '@farmplate/contracts';
import { signOut } from '@farmplate/session';
import * as auth from '../auth';
import { accountOf, renderShell } from '../remotes/fakeRemotes.fixture';

// the sign-in screens have their own suite: their stand-ins are auth/__mocks__
jest.mock('../auth');

const marketing: RemoteApp = {
  name: 'marketing',
  routes: [
    { index: true, element: <h1>Home from marketing</h1> },
    { path: 'about', element: <h1>About from marketing</h1> },
  ],
};

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

test.each(['/', '/us', '/ng'])('%s shows the marketing remote', async (path) => {
  await renderShell(path, { remotes: { marketing } });
  expect(await screen.findByRole('heading', { name: 'Home from marketing' })).toBeInTheDocument();
});

test('marketing routes are relative to /, /us and /ng', async () => {
  await renderShell('/ng/about', { remotes: { marketing } });
  expect(await screen.findByRole('heading', { name: 'About from marketing' })).toBeInTheDocument();
});

test('/login, /register and /unauthorized are the shell’s own pages', async () => {
  await renderShell('/login');
  expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  await renderShell('/register');
  expect(screen.getByRole('heading', { name: 'Register page' })).toBeInTheDocument();
  await renderShell('/unauthorized');
  // its own chunk, like the dashboard: not part of the public pages' first load
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText('You are not authorized to view this page.')).toBeInTheDocument();
});

test('/dashboard without a user lands on /login', async () => {
  const { router } = await renderShell('/dashboard/inventory');
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  expect(router.location.pathname).toBe('/login');
});

test.each([
  ['kitchen', '/dashboard/inventory'],
  ['farmer', '/dashboard/users'],
  ['admin', '/dashboard/requests'],
  ['customer', '/dashboard/inventory'],
  ['delivery', '/dashboard/users'],
] as const)('a %s opening %s lands on /unauthorized', async (role, path) => {
  const { router } = await renderShell(path, { user: accountOf(role, 'Someone') });
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(router.location.pathname).toBe('/unauthorized');
});

test('a marketing remote that cannot load shows the fallback, and the shell still routes', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { router } = await renderShell('/', { remotes: { marketing: new Error('down') } });
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  await router.navigate('/login');
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
});

test("a crash of the shell's own page shows the fallback, and another page still opens", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const registerPage = jest.mocked(auth.RegisterPage).getMockImplementation();
  jest.mocked(auth.RegisterPage).mockImplementation(() => {
    throw new Error('broken page');
  });
  const { router } = await renderShell('/register');
  jest.mocked(auth.RegisterPage).mockImplementation(registerPage);
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  await router.navigate('/login');
  expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
});
