import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { configureApiClient } from '@farmplate/api-client';
import { FarmPlateThemeProvider, ToastProvider } from '@farmplate/design-system';
import { SIDEBAR_SCREENS } from '@farmplate/contracts';
import admin from './App';

// The screens' calls never answer here: only their titles are checked.
beforeAll(() => configureApiClient({ fetch: () => new Promise<Response>(() => undefined) }));

function renderScreen(path: string) {
  const Routes = () => useRoutes(admin.routes);
  // screens that load data need a query client (requests fail in jsdom: the headings still show)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FarmPlateThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes />
          </MemoryRouter>
        </ToastProvider>
      </FarmPlateThemeProvider>
    </QueryClientProvider>,
  );
}

test('the admin sidebar lists the screens of spec §2 in order, with Menu Items and Inventory', () => {
  expect(admin.title).toBe('Admin Dashboard');
  const screens = admin.sidebar?.map((item) => item.screen) ?? [];
  expect(screens.filter((screen) => screen !== 'menu-items' && screen !== 'inventory')).toEqual(SIDEBAR_SCREENS.admin);
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
