import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { FarmPlateThemeProvider, ToastProvider } from '@farmplate/design-system';
import { SIDEBAR_SCREENS } from '@farmplate/contracts';
import admin from './App';

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

test('the admin sidebar lists the screens of spec §2 in order', () => {
  expect(admin.title).toBe('Admin Dashboard');
  expect(admin.sidebar?.map((item) => item.screen)).toEqual(SIDEBAR_SCREENS.admin);
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
