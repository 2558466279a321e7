import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderWithProviders } from '@farmplate/testing';
import { SiteRegionProvider } from '../region/SiteRegionContext';
import { TOKEN, trackedOrder } from '../test-support/fakeMenu';
import TrackingPage from './TrackingPage';

const renderTracking = (token = TOKEN) =>
  renderWithProviders(
    <SiteRegionProvider layout="us">
      <Routes>
        <Route path="/us/track/:token" element={<TrackingPage />} />
      </Routes>
    </SiteRegionProvider>,
    { url: `/us/track/${token}` },
  );
const step = (name: string) =>
  within(screen.getByRole('list', { name: 'Order progress' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(name))!;

test('shows the steps with the current one, and cancels within the window after asking', async () => {
  const user = userEvent.setup();
  const calls = fakeApi({
    'GET /orders/track/:token': () => ({ body: { data: trackedOrder() } }),
    'POST /orders/track/:token/cancel': () => ({
      body: {
        message: 'Your order has been cancelled.',
        data: trackedOrder({ status: 'cancelled', can_cancel: false }),
      },
    }),
  });
  renderTracking();
  expect(await screen.findByRole('heading', { name: 'Order FP-4F2A9C11D0' })).toBeInTheDocument();
  expect(step('Received')).toHaveAttribute('aria-current', 'step');
  expect(screen.getByText('$38.61')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel order' }));
  await user.click(
    within(screen.getByRole('alertdialog', { name: 'Cancel this order?' })).getByRole('button', {
      name: 'Yes, cancel it',
    }),
  );
  expect(await screen.findByText('This order was cancelled. Nothing will be charged.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  expect(calls.map((call) => `${call.method} ${call.params.token}`)).toContain(`POST ${TOKEN}`);
});

test('after the window, or once preparing, explains that preparation has begun', async () => {
  fakeApi({
    'GET /orders/track/:token': () => ({
      body: { data: trackedOrder({ status: 'preparing', can_cancel: false, started_at: new Date().toISOString() }) },
    }),
  });
  renderTracking();
  await waitFor(() => expect(step('Preparing')).toHaveAttribute('aria-current', 'step'));
  expect(step('Received')).not.toHaveAttribute('aria-current');
  expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  expect(
    screen.getByText(
      'Orders can be cancelled within 5 minutes of ordering. Preparation has begun, so this order can no longer be cancelled.',
    ),
  ).toBeInTheDocument();
});

test('follows the order as the kitchen moves it (the same query, fetched again)', async () => {
  let status: 'new' | 'ready' = 'new';
  fakeApi({
    'GET /orders/track/:token': () => ({ body: { data: trackedOrder({ status, can_cancel: status === 'new' }) } }),
  });
  renderTracking();
  await waitFor(() => expect(step('Received')).toHaveAttribute('aria-current', 'step'));
  status = 'ready';
  await waitFor(() => expect(step('Ready')).toHaveAttribute('aria-current', 'step'), { timeout: 5_000 });
});

test('a link that names no order says so', async () => {
  fakeApi({ 'GET /orders/track/:token': () => ({ status: 404, body: { message: 'We could not find this order.' } }) });
  renderTracking('x'.repeat(43));
  expect(await screen.findByText('Order not found')).toBeInTheDocument();
  expect(screen.getByText('We could not find this order. Check the link in your confirmation.')).toBeInTheDocument();
});

test("the steps' times read in the order's clock, the same for every visitor", async () => {
  const placed = '2026-11-26T14:05:00.000Z';
  fakeApi({
    'GET /orders/track/:token': () => ({
      body: { data: trackedOrder({ region: 'ng', created_at: placed, time_zone: 'Lagos (WAT)' }) },
    }),
  });
  renderTracking();
  // 14:05 UTC is 3:05 PM in Lagos and 9:05 AM in New York, whatever zone the browser is in
  await waitFor(() => expect(step('Received')).toHaveTextContent('3:05 PM'));
});
