import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import type { Subscription } from '@farmplate/contracts';
import { fakeApi, renderWithProviders } from '@farmplate/testing';
import { SiteRegionProvider } from '../region/SiteRegionContext';
import SkipLinkPage from './SkipLinkPage';

const TOKEN = '11.2026-12-04.abcdefabcdef';

const renderSkip = () =>
  renderWithProviders(
    // as the app runs it: React's development double effect must not post the single-use link twice
    <StrictMode>
      <SiteRegionProvider layout="us">
        <SkipLinkPage />
      </SiteRegionProvider>
    </StrictMode>,
    { url: `/us/subscriptions/skip/${TOKEN}`, path: '/us/subscriptions/skip/:token' },
  );

const skipped: Subscription = {
  id: 11,
  box_id: 7,
  box_name: 'Harvest Box',
  farmer_id: 2,
  farm_name: 'Green Acres',
  size: 'medium',
  price: 34.5,
  frequency: 'weekly',
  delivery_day: 'friday',
  delivery_address: '12 Elm St',
  zip: '75201',
  payment_method: 'cash_on_delivery',
  status: 'active',
  next_delivery_date: '2026-12-11',
  next_cutoff_at: '2026-12-09T00:00:00.000Z',
  paused_until: null,
  created_at: '2026-11-01T00:00:00.000Z',
};

test('posts the token once and says the delivery is skipped, with the next one', async () => {
  const calls = fakeApi({
    'POST /subscriptions/skip/:token': () => ({ body: { message: 'Your next delivery is skipped.', data: skipped } }),
  });
  renderSkip();
  const status = (await screen.findByText('Your next delivery is skipped.')).closest('[role="status"]') as HTMLElement;
  expect(status).toHaveTextContent('Your next delivery is skipped.');
  expect(status).toHaveTextContent('Harvest Box: your next delivery is Friday, December 11, 2026.');
  expect(calls).toHaveLength(1);
  expect(calls[0]?.path).toBe(`/subscriptions/skip/${TOKEN}`);
});

test.each([
  ['used already or tampered', 'This skip link is not valid or has expired'],
  ['past the cut-off', 'The cut-off for this delivery has passed'],
  ['a cancelled subscription', 'This subscription is cancelled'],
])('a link %s says why, in the server’s words', async (_case, message) => {
  fakeApi({ 'POST /subscriptions/skip/:token': () => ({ status: 409, body: { message } }) });
  renderSkip();
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByText(/your next delivery is/)).toBeNull();
});

test('a subscription that is gone reads as an invalid link; no answer asks to try again', async () => {
  fakeApi({ 'POST /subscriptions/skip/:token': () => ({ status: 404, body: { message: 'Not found' } }) });
  const { unmount } = renderSkip();
  expect(await screen.findByRole('alert')).toHaveTextContent('This skip link is not valid or has expired');
  unmount();
  fakeApi({ 'POST /subscriptions/skip/:token': () => 'network-error' });
  renderSkip();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not reach FarmPlate. Please open the link again in a moment.',
  );
});
