import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { SIDEBAR_SCREENS } from '@farmplate/contracts';
import kitchen from './App';
import { renderWithProviders } from '@farmplate/testing';
import { fakeKitchenApi } from './kitchen.fixtures';

function renderScreen(path: string) {
  fakeKitchenApi();
  const Routes = () => useRoutes(kitchen.routes);
  return renderWithProviders(<Routes />, { url: path });
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
