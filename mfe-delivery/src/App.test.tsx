import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { SIDEBAR_SCREENS } from '@farmplate/contracts';
import { renderWithProviders, sessionUser } from '@farmplate/testing';
import delivery from './App';
import { fakeCourierApi } from './delivery.fixtures';

function renderScreen(path: string) {
  fakeCourierApi({ 'GET /account/profile': () => ({ status: 404, body: { message: 'Not found' } }) });
  const Routes = () => useRoutes(delivery.routes);
  return renderWithProviders(<Routes />, { url: path, user: sessionUser({ role: 'delivery' }) });
}

test('the courier portal is the delivery role’s: its title and sidebar follow the access table', () => {
  expect(delivery.name).toBe('delivery');
  expect(delivery.title).toBe('Delivery Partner Portal');
  expect(delivery.sidebar?.map((item) => item.screen)).toEqual(SIDEBAR_SCREENS.delivery);
});

test.each([
  ['/', 'Courier Dashboard'],
  ['/available-deliveries', 'Available Deliveries'],
  ['/active-delivery', 'Active Delivery'],
  ['/history', 'Delivery History'],
  ['/earnings', 'Earnings'],
  ['/profile', 'My Profile'],
])('%s shows the screen titled %s', async (path, title) => {
  renderScreen(path);
  expect(await screen.findByRole('heading', { name: title }, { timeout: 10_000 })).toBeInTheDocument();
});
