import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderBurst } from '@farmplate/contracts';
import { fakeApi, renderWithProviders } from '@farmplate/testing';
import { OrderFloodsPanel, spanText } from './OrderFloodsPanel';

const burst: OrderBurst = {
  kind: 'email',
  key: 'victim@inbox.test',
  orders: 3,
  first_at: '2026-11-26T10:00:00.000Z',
  last_at: '2026-11-26T10:09:40.000Z',
  totals: [
    { currency: 'USD', amount: 1234 },
    { currency: 'NGN', amount: 56_000 },
  ],
  kitchens: ['Mama Put Kitchen'],
  order_ids: [11, 12, 13],
};

test('lists the suspected floods and voids one after a confirmation', async () => {
  const user = userEvent.setup();
  let bursts = [burst];
  const calls = fakeApi({
    'GET /admin-orders/bursts': () => ({ body: { data: bursts } }),
    'POST /admin-orders/void': () => {
      bursts = [];
      return { body: { message: '3 orders voided.', voided: 3 } };
    },
  });
  renderWithProviders(<OrderFloodsPanel />);

  await screen.findByText('victim@inbox.test');
  const row = within(screen.getByRole('table', { name: 'Suspected order floods' }))
    .getAllByRole('row')
    .find((each) => each.textContent?.includes('victim@inbox.test'))!;
  expect(row).toHaveTextContent('Same email · Mama Put Kitchen');
  expect(row).toHaveTextContent('9 min 40 s');
  // dollars and naira side by side, never added
  expect(row).toHaveTextContent('$1,234.00 · ₦56,000.00');

  await user.click(within(row).getByRole('button', { name: 'Void 3 orders' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Void 3 orders?' });
  expect(dialog).toHaveTextContent('taken out of revenue');
  // Cancel changes nothing
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  await user.click(within(row).getByRole('button', { name: 'Void 3 orders' }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Void 3 orders?' })).getByRole('button', {
      name: 'Void orders',
    }),
  );
  await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ order_ids: [11, 12, 13] }));
  expect(await screen.findByText('3 orders voided.')).toBeInTheDocument();
  expect(await screen.findByText('No order floods found.')).toBeInTheDocument();
});

test('a void refused because an order moved on says why', async () => {
  const user = userEvent.setup();
  fakeApi({
    'GET /admin-orders/bursts': () => ({ body: { data: [burst] } }),
    'POST /admin-orders/void': () => ({
      status: 409,
      body: {
        message: 'Some of these orders were completed or cancelled since the list was loaded. Reload it and try again.',
      },
    }),
  });
  renderWithProviders(<OrderFloodsPanel />);
  await user.click(await screen.findByRole('button', { name: 'Void 3 orders' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', {
      name: 'Void orders',
    }),
  );
  expect(await screen.findByText(/completed or cancelled since the list was loaded/)).toBeInTheDocument();
});

test('the time span is written in seconds, minutes or hours', () => {
  expect(spanText('2026-11-26T10:00:00Z', '2026-11-26T10:00:42Z')).toBe('42 s');
  expect(spanText('2026-11-26T10:00:00Z', '2026-11-26T12:05:00Z')).toBe('2 h 05 min');
});
