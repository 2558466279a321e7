import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@farmplate/testing';
import { renderInLayout } from '../test-support/renderPublic';
import GroceryPage from './GroceryPage';

test("Subscribe Now and Shop Boxes store the visitor's email with the button's source", async () => {
  const calls = fakeApi({
    'POST /newsletter-subscriptions': () => ({ status: 201, body: { message: 'Thank you for subscribing!' } }),
  });
  const user = userEvent.setup();
  renderInLayout(<GroceryPage />, { path: '/us/grocery', layout: 'us' });

  const box = within(screen.getByRole('region', { name: 'Get your first box' }));
  await user.type(box.getByLabelText(/Email address/), 'ada@example.com');
  await user.click(box.getByRole('button', { name: 'Shop Boxes' }));
  expect(await box.findByText('Thank you for subscribing!')).toBeInTheDocument();
  expect(calls[0]?.path).toBe('/newsletter-subscriptions');
  expect(calls[0]?.body).toEqual({
    email: 'ada@example.com',
    source: 'grocery-boxes',
  });
  expect(box.getByLabelText(/Email address/)).toHaveValue('');

  await user.type(box.getByLabelText(/Email address/), 'kemi@example.com{Enter}');
  await waitFor(() => expect(box.getByLabelText(/Email address/)).toHaveValue(''));
  expect(calls).toHaveLength(2);
  expect(calls[1]?.body).toEqual({
    email: 'kemi@example.com',
    source: 'grocery-subscribe',
  });
  expect(box.getByText('Thank you for subscribing!')).toBeInTheDocument();
});
