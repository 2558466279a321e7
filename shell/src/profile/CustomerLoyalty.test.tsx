/**
 * @jest-environment @farmplate/testing/jest-environment
 */
// the API fakes (msw) need the test kit's environment
import { screen, within } from '@testing-library/react';
import { fakeApi, renderWithProviders, sessionUser } from '@farmplate/testing';
import { CustomerLoyalty } from './CustomerLoyalty';

const customer = sessionUser({ id: 9, role: 'customer' });

test('shows the balance, the rate and the history with signed points', async () => {
  fakeApi({
    'GET /loyalty': () => ({
      body: {
        balance: 1250,
        points_per_dollar: 2,
        points_per_free_delivery: 500,
        data: [
          {
            id: 5,
            order_id: 52,
            kind: 'returned',
            points: 500,
            reason: 'Free delivery of order FP-52 cancelled',
            created_at: '2026-11-23T15:00:00.000Z',
          },
          {
            id: 4,
            order_id: 52,
            kind: 'redeemed',
            points: -500,
            reason: 'Free delivery of order FP-52',
            created_at: '2026-11-22T15:00:00.000Z',
          },
          {
            id: 3,
            order_id: 41,
            kind: 'reversed',
            points: -40,
            reason: 'Order FP-41 refunded',
            created_at: '2026-11-21T15:00:00.000Z',
          },
          {
            id: 2,
            order_id: 41,
            kind: 'earned',
            points: 40,
            reason: 'Order FP-41 delivered',
            created_at: '2026-11-20T15:00:00.000Z',
          },
        ],
      },
    }),
  });
  renderWithProviders(<CustomerLoyalty />, { user: customer });
  const section = within(await screen.findByRole('region', { name: 'Loyalty Points' }));
  expect(await section.findByText('1,250 points')).toBeInTheDocument();
  expect(section.getByText(/You earn 2 points per dollar/)).toBeInTheDocument();
  const rows = within(section.getByRole('table', { name: 'Points history' })).getAllByRole('row');
  expect(section.getByText(/500 points pay for a free delivery at checkout/)).toBeInTheDocument();
  expect(rows[1]).toHaveTextContent(/Given back.*Free delivery of order FP-52 cancelled.*\+500/);
  expect(rows[2]).toHaveTextContent(/Free delivery.*Free delivery of order FP-52.*-500/);
  expect(rows[3]).toHaveTextContent(/Taken back.*Order FP-41 refunded.*-40/);
  expect(rows[4]).toHaveTextContent(/Earned.*Order FP-41 delivered.*\+40/);
});

test("a failed load is toasted with the server's reason and said in place", async () => {
  fakeApi({ 'GET /loyalty': () => ({ status: 403, body: { message: 'Forbidden' } }) });
  renderWithProviders(<CustomerLoyalty />, { user: customer });
  expect(await screen.findByText('Failed to load your points: Forbidden')).toBeInTheDocument();
  expect(screen.getByText('Your points could not be loaded. Please reload the page.')).toBeInTheDocument();
});
