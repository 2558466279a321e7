import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteApp } from '@farmplate/contracts';
import { signOut } from '@farmplate/session';
import { fakeApi } from '@farmplate/testing';
import { accountOf, clickAndSettle, renderShell } from '../remotes/fakeRemotes.fixture';

// the sign-in screens have their own suite: their stand-ins are auth/__mocks__
jest.mock('../auth');

const farmer: RemoteApp = {
  name: 'farmer',
  title: 'Farmer/Grocery Portal',
  sidebar: [
    { screen: '', label: 'Home' },
    { screen: 'inventory', label: 'My Produce' },
  ],
  routes: [
    { index: true, element: <h1>Farmer dashboard</h1> },
    { path: 'inventory', element: <h1>Inventory screen</h1> },
  ],
};

/** The public site, where Logout ends. */
const marketing: RemoteApp = { name: 'marketing', routes: [{ index: true, element: <h1>Home page</h1> }] };

const titleOnlyPortal = (name: 'kitchen' | 'admin' | 'delivery'): RemoteApp => ({
  name,
  routes: [{ index: true, element: <h1>{name} dashboard</h1> }],
});

/** Expected failures log through React and the boundary; keep the test output about the test. */
const quietErrors = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

// calls a test does not answer get 404 (the dashboard reads the platform name on its way in)
beforeEach(() => fakeApi({}));

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

test('a farmer sees the portal title, name, role, initial avatar and the portal’s own sidebar', async () => {
  await renderShell('/dashboard', { user: accountOf('farmer', 'Kwame Mensah'), remotes: { farmer } });
  const header = screen.getByRole('banner');
  expect(within(header).getByText('Farmer/Grocery Portal')).toBeInTheDocument();
  expect(within(header).getByText('Kwame Mensah')).toBeInTheDocument();
  expect(within(header).getByText('Farmer')).toBeInTheDocument();
  expect(within(header).getByRole('img', { name: 'Kwame Mensah' })).toHaveTextContent('K');
  expect(screen.getByRole('heading', { name: 'Farmer dashboard' })).toBeInTheDocument();
  expect(sidebarLinks()).toEqual([
    ['Home', '/dashboard'],
    ['My Produce', '/dashboard/inventory'],
  ]);
});

test('the sidebar opens the portal’s screens', async () => {
  await renderShell('/dashboard', { user: accountOf('farmer', 'Kwame Mensah'), remotes: { farmer } });
  await userEvent.click(screen.getByRole('link', { name: 'My Produce' }));
  expect(await screen.findByRole('heading', { name: 'Inventory screen' })).toBeInTheDocument();
});

test.each([
  ['kitchen', 'Kitchen/Restaurant Management'],
  ['admin', 'Admin Dashboard'],
  ['customer', 'Dashboard'],
  ['delivery', 'Delivery Partner Portal'],
] as const)('the header title of a %s is %s', async (role, title) => {
  await renderShell('/dashboard', {
    user: accountOf(role, 'Someone'),
    remotes: {
      kitchen: titleOnlyPortal('kitchen'),
      admin: titleOnlyPortal('admin'),
      delivery: titleOnlyPortal('delivery'),
    },
  });
  expect(within(screen.getByRole('banner')).getByText(title, { exact: true })).toBeInTheDocument();
});

test('a customer sees Dashboard and Profile only, and Access Denied on the index', async () => {
  await renderShell('/dashboard', { user: accountOf('customer', 'Chidi Okeke') });
  expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(sidebarLinks()).toEqual([
    ['Dashboard', '/dashboard'],
    ['Profile', '/dashboard/profile'],
  ]);
});

test('a courier’s /dashboard loads the delivery portal, not the generic menu', async () => {
  await renderShell('/dashboard', {
    user: accountOf('delivery', 'Dayo Rider'),
    remotes: { delivery: titleOnlyPortal('delivery') },
  });
  expect(within(screen.getByRole('main')).getByRole('heading', { name: 'delivery dashboard' })).toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByText('Delivery Partner Portal')).toBeInTheDocument();
  // the remote names no sidebar here: the shell's own labels of the courier's screens
  expect(sidebarLinks()).toEqual([
    ['Dashboard', '/dashboard'],
    ['Available Deliveries', '/dashboard/available-deliveries'],
    ['Active Delivery', '/dashboard/active-delivery'],
    ['History', '/dashboard/history'],
    ['Earnings', '/dashboard/earnings'],
    ['Profile', '/dashboard/profile'],
  ]);
});

test('a portal that cannot load shows the fallback in the content only; the sidebar falls back to the role’s screens', async () => {
  quietErrors();
  await renderShell('/dashboard', {
    user: accountOf('kitchen', 'Tunde Bakare'),
    remotes: { kitchen: new Error('down') },
  });
  const main = screen.getByRole('main');
  expect(within(main).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(
    within(main).getByText("We're sorry, but something unexpected happened. Please try refreshing the page."),
  ).toBeInTheDocument();
  expect(within(main).getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByText('Kitchen/Restaurant Management')).toBeInTheDocument();
  expect(sidebarLinks().map(([, href]) => href)).toEqual([
    '/dashboard',
    '/dashboard/orders',
    '/dashboard/menu-items',
    '/dashboard/farmer-inventory',
    '/dashboard/order-status',
    '/dashboard/profile',
  ]);
});

test('a screen that throws shows the fallback, and another screen of the portal still opens', async () => {
  quietErrors();
  const Broken = () => {
    throw new Error('broken screen');
  };
  const brokenFarmer: RemoteApp = {
    ...farmer,
    routes: [{ index: true, element: <Broken /> }, ...farmer.routes.slice(1, 2)],
  };
  await renderShell('/dashboard', { user: accountOf('farmer', 'Kwame Mensah'), remotes: { farmer: brokenFarmer } });
  expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'My Produce' }));
  expect(await screen.findByRole('heading', { name: 'Inventory screen' })).toBeInTheDocument();
});

test('Logout revokes the token, clears the session and goes to /', async () => {
  const calls = fakeApi({ 'GET /logout': () => ({ body: { message: 'Logged out' } }) });
  const { router } = await renderShell('/dashboard', {
    user: accountOf('farmer', 'Kwame Mensah'),
    remotes: { farmer, marketing },
  });
  await clickAndSettle(screen.getByRole('button', { name: 'Logout' }));
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  expect(router.location.pathname).toBe('/');
  expect(calls.map((call) => call.path)).toEqual(['/logout']);
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
});

test('Logout still signs out when the server cannot be reached', async () => {
  fakeApi({ 'GET /logout': () => 'network-error' });
  const { router } = await renderShell('/dashboard', {
    user: accountOf('admin', 'Amara Admin'),
    remotes: { admin: titleOnlyPortal('admin'), marketing },
  });
  await clickAndSettle(screen.getByRole('button', { name: 'Logout' }));
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  expect(router.location.pathname).toBe('/');
  expect(localStorage.getItem('token')).toBeNull();
});
