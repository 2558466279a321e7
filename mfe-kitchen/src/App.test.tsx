import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { FarmPlateThemeProvider } from '@farmplate/design-system';
import { SIDEBAR_SCREENS } from '@farmplate/contracts';
import kitchen from './App';

function renderScreen(path: string) {
  const Routes = () => useRoutes(kitchen.routes);
  return render(
    <FarmPlateThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes />
      </MemoryRouter>
    </FarmPlateThemeProvider>,
  );
}

test('the kitchen sidebar lists the screens of spec §2 in order, farmer-inventory labelled Inventory', () => {
  expect(kitchen.title).toBe('Kitchen/Restaurant Management');
  expect(kitchen.sidebar?.map((item) => item.screen)).toEqual(SIDEBAR_SCREENS.kitchen);
  expect(kitchen.sidebar?.find((item) => item.screen === 'farmer-inventory')?.label).toBe('Inventory');
});

test.each([
  ['/', 'Kitchen Dashboard'],
  ['/orders', 'Orders'],
  ['/menu-items', 'Menu Items'],
  ['/farmer-inventory', 'Farmer Inventory'],
  ['/order-status', 'Order Status & Performance'],
  ['/profile', 'Kitchen Profile'],
])('%s shows the screen titled %s', async (path, title) => {
  renderScreen(path);
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
});
