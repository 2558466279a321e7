import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_CHANGE_MESSAGES, PROFILE_MESSAGES, type RemoteApp } from '@farmplate/contracts';
import { signOut } from '@farmplate/session';
import { fakeApi } from '@farmplate/testing';
import { accountOf, clickAndSettle, renderShell } from '../remotes/fakeRemotes.fixture';

// the sign-in screens have their own suite: their stand-ins are auth/__mocks__
jest.mock('../auth');

// The shell's screens at their edges: not-found inside the dashboard, the profile of roles without a portal, the
// ways on from /unauthorized, document titles from route handles and the dashboard's skip link.

const farmer: RemoteApp = {
  name: 'farmer',
  title: 'Farmer/Grocery Portal',
  sidebar: [
    { screen: '', label: 'Dashboard' },
    { screen: 'inventory', label: 'Inventory' },
  ],
  routes: [
    { index: true, element: <h1>Farmer dashboard</h1>, handle: { title: 'Dashboard' } },
    { path: 'inventory', element: <h1>Inventory screen</h1>, handle: { title: 'Inventory' } },
  ],
};
const marketing: RemoteApp = {
  name: 'marketing',
  routes: [
    { index: true, element: <h1>Home page</h1>, handle: { title: 'Home' } },
    { path: 'about', element: <h1>About page</h1>, handle: { title: 'About Us' } },
  ],
};

// calls a test does not answer get 404
beforeEach(() => fakeApi({}));

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('unknown /dashboard addresses', () => {
  test.each(['/dashboard/no-such-screen', '/dashboard/inventory/nothing-here/at-all', '/dashboard/farmers'])(
    '%s shows the not-found page inside the dashboard layout, at its own address',
    async (path) => {
      const { router } = await renderShell(path, { user: accountOf('farmer', 'Kwame Mensah'), remotes: { farmer } });
      const main = screen.getByRole('main');
      expect(await within(main).findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(within(main).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
      expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
      expect(within(screen.getByRole('banner')).getByText('Farmer/Grocery Portal')).toBeInTheDocument();
      expect(router.location.pathname).toBe(path);
      expect(document.title).toBe('Page not found · FarmPlate');
    },
  );

  test('a role without a portal gets the same not-found page', async () => {
    const { router } = await renderShell('/dashboard/whatever', { user: accountOf('customer', 'Chidi Okeke') });
    expect(await within(screen.getByRole('main')).findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(router.location.pathname).toBe('/dashboard/whatever');
  });

  test('a known screen of another role still goes to /unauthorized', async () => {
    const { router } = await renderShell('/dashboard/users', {
      user: accountOf('farmer', 'Kwame'),
      remotes: { farmer },
    });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/unauthorized');
  });
});

describe('/unauthorized', () => {
  test('offers the signed-in visitor their dashboard, the home page and Sign out', async () => {
    const calls = fakeApi({ 'GET /logout': () => ({ body: { message: 'Logged out' } }) });
    const { router } = await renderShell('/unauthorized', {
      user: accountOf('kitchen', 'Tunde Bakare'),
      remotes: { marketing },
    });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Access Denied · FarmPlate');
    await clickAndSettle(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
    expect(calls.map((call) => call.path)).toEqual(['/logout']);
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('offers home and Login when nobody is signed in', async () => {
    await renderShell('/unauthorized');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});

describe('document titles', () => {
  test('come from the matched route’s handle.title, in the dashboard and on the public site', async () => {
    const { router } = await renderShell('/dashboard/inventory', {
      user: accountOf('farmer', 'Kwame Mensah'),
      remotes: { farmer, marketing },
    });
    await screen.findByRole('heading', { name: 'Inventory screen' });
    expect(document.title).toBe('Inventory · FarmPlate');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await screen.findByRole('heading', { name: 'Farmer dashboard' });
    expect(document.title).toBe('Dashboard · FarmPlate');
    await router.navigate('/us/about');
    await screen.findByRole('heading', { name: 'About page' });
    expect(document.title).toBe('About Us · FarmPlate');
  });

  test.each([
    ['/login', 'Login · FarmPlate'],
    ['/register', 'Sign Up · FarmPlate'],
    ['/forgot-password', 'Forgot Password · FarmPlate'],
  ])('%s is titled %s', async (path, title) => {
    await renderShell(path);
    expect(document.title).toBe(title);
  });
});

test('the dashboard starts with a skip link to its main content', async () => {
  await renderShell('/dashboard', { user: accountOf('farmer', 'Kwame Mensah'), remotes: { farmer } });
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skip).toHaveAttribute('href', '#dashboard-main');
  expect(screen.getByRole('main')).toHaveAttribute('id', 'dashboard-main');
  await userEvent.tab();
  expect(skip).toHaveFocus();
});

describe('profile of a customer', () => {
  const profile = {
    id: 9,
    name: 'Chidi Okeke',
    email: 'customer@farmplate.test',
    phone: null,
    role: 'customer',
    created_at: '2026-01-01T00:00:00.000Z',
  };

  // a courier's profile is the delivery portal's (mfe-delivery), on the same profile module
  test('a customer’s sidebar Profile opens the profile screen', async () => {
    fakeApi({ 'GET /account/profile': () => ({ body: { data: profile } }) });
    const { router } = await renderShell('/dashboard', { user: accountOf('customer', 'Chidi Okeke') });
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/dashboard/profile');
    // the header shows at once, the profile once it has loaded
    expect(await screen.findByText('customer@farmplate.test')).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    expect(document.title).toBe('Profile · FarmPlate');
  });

  test('edits name, email and phone against the API and renames the header', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'GET /account/profile': () => ({ body: { data: profile } }),
      'PUT /account/profile': ({ body }) => ({
        body: { message: PROFILE_MESSAGES.updated, data: { ...profile, ...(body as Partial<typeof profile>) } },
      }),
    });
    await renderShell('/dashboard/profile', { user: accountOf('customer', 'Chidi Okeke') });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText(/^Full Name/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(PROFILE_MESSAGES.farmerRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.type(name, 'Chidi N. Okeke');
    await user.type(screen.getByLabelText(/^Phone/), '+234 800 000 0001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/account/profile',
      body: { name: 'Chidi N. Okeke', email: 'customer@farmplate.test', phone: '+234 800 000 0001' },
    });
    // the dashboard header (the screen's own PageHeader is a <header> too)
    expect(within(screen.getAllByRole('banner')[0]!).getByText('Chidi N. Okeke')).toBeInTheDocument();
  }, 20_000);

  test('changes the password with the rules of §5; a wrong current password is said once', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'GET /account/profile': () => ({ body: { data: profile } }),
      'POST /account/profile/password': () => ({
        status: 422,
        body: {
          message: PROFILE_MESSAGES.currentPasswordWrong,
          errors: { current_password: [PROFILE_MESSAGES.currentPasswordWrong] },
        },
      }),
    });
    await renderShell('/dashboard/profile', { user: accountOf('customer', 'Chidi Okeke') });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText(PASSWORD_CHANGE_MESSAGES.partner.required)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Current Password/), 'customer123');
    await user.type(screen.getByLabelText(/^New Password/), 'abc');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText(PASSWORD_CHANGE_MESSAGES.partner.short)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText(/^New Password/), 'def');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'def');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    // said once: by the password call's toast, not again under the form
    expect(
      await screen.findByText(`Failed to change password: ${PROFILE_MESSAGES.currentPasswordWrong}`),
    ).toBeInTheDocument();
    expect(screen.queryByText(PROFILE_MESSAGES.currentPasswordWrong)).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/account/profile/password',
      body: { current_password: 'customer123', new_password: 'abcdef', new_password_confirmation: 'abcdef' },
    });
  }, 20_000);
});
