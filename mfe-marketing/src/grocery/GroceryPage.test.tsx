import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLayout } from '../test-support/renderPublic';
import GroceryPage from './GroceryPage';

test('Subscribe Now and Shop Boxes lead to the boxes page of the layout', async () => {
  const user = userEvent.setup();
  renderInLayout(<GroceryPage />, { path: '/us/grocery', layout: 'us' });

  const box = within(screen.getByRole('region', { name: 'Get your first box' }));
  expect(box.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/us/boxes');
  await user.click(box.getByRole('link', { name: 'Shop Boxes' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/us/boxes');
});

test('in the general layout they lead to /boxes', () => {
  renderInLayout(<GroceryPage />, { path: '/grocery', layout: 'general' });
  const box = within(screen.getByRole('region', { name: 'Get your first box' }));
  expect(box.getByRole('link', { name: 'Shop Boxes' })).toHaveAttribute('href', '/boxes');
});
