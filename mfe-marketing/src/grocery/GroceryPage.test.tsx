import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApiClient } from '@farmplate/api-client';
import { fakeFetch, renderInLayout } from '../test-support/renderPublic';
import GroceryPage from './GroceryPage';

test("Subscribe Now and Shop Boxes store the visitor's email with the button's source", async () => {
  const fetch = fakeFetch(201, { message: 'Thank you for subscribing!' });
  configureApiClient({ fetch });
  const user = userEvent.setup();
  renderInLayout(<GroceryPage />, { path: '/us/grocery', layout: 'us' });

  const box = within(screen.getByRole('region', { name: 'Get your first box' }));
  await user.type(box.getByLabelText(/Email address/), 'ada@example.com');
  await user.click(box.getByRole('button', { name: 'Shop Boxes' }));
  expect(await box.findByText('Thank you for subscribing!')).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledWith('/api/newsletter-subscriptions', expect.objectContaining({ method: 'POST' }));
  expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body as string)).toEqual({
    email: 'ada@example.com',
    source: 'grocery-boxes',
  });
  expect(box.getByLabelText(/Email address/)).toHaveValue('');

  await user.type(box.getByLabelText(/Email address/), 'kemi@example.com{Enter}');
  await waitFor(() => expect(box.getByLabelText(/Email address/)).toHaveValue(''));
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(JSON.parse(fetch.mock.calls[1]?.[1]?.body as string)).toEqual({
    email: 'kemi@example.com',
    source: 'grocery-subscribe',
  });
  expect(box.getByText('Thank you for subscribing!')).toBeInTheDocument();
});
