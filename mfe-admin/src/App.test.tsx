import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { SIDEBAR_SCREENS } from '@farmplate/contracts';
import { fakeApi, renderWithProviders } from '@farmplate/testing';
import admin from './App';

function renderScreen(path: string) {
  // The screens' calls are left unanswered (held open): only their titles are checked.
  const pending = () => new Promise<never>(() => undefined);
  fakeApi({
    'GET /admin-dashboard': pending,
    'GET /users': pending,
    'GET /admin-orders': pending,
    'GET /admin-orders/kitchens': pending,
    'GET /farmers-listing': pending,
    'GET /kitchens-listing': pending,
    'GET /admin-reports/sales': pending,
    'GET /settings': pending,
    'GET /platform-settings': pending,
    'GET /profile': pending,
    'GET /menu-items': pending,
    'GET /categories': pending,
    'GET /get-kitchens': pending,
  });
  const Routes = () => useRoutes(admin.routes);
  return renderWithProviders(<Routes />, { url: path });
}

test('the admin sidebar lists the screens of spec §2 in order, with Menu Items and Inventory', () => {
  expect(admin.title).toBe('Admin Dashboard');
  const screens = admin.sidebar?.map((item) => item.screen) ?? [];
  expect(screens).toEqual(SIDEBAR_SCREENS.admin);
  expect(screens).toEqual(expect.arrayContaining(['menu-items', 'inventory']));
});

test.each([
  ['/', 'Admin Dashboard'],
  ['/users', 'User Management'],
  ['/orders-management', 'Order Management'],
  ['/partners', 'Partner Management'],
  ['/reports', 'Reports & Analytics'],
  ['/settings', 'System Settings'],
  ['/profile', 'Admin Profile'],
  ['/menu-items', 'Menu Items'],
])('%s shows the screen titled %s', async (path, title) => {
  renderScreen(path);
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
});
