import { configure, getConfig, screen, waitFor } from '@testing-library/react';
import type { Subscription } from '@farmplate/contracts';
import { fakeApi, renderWithProviders } from '@farmplate/testing';
import { SiteRegionProvider } from '../region/SiteRegionContext';
import SkipLinkPage from './SkipLinkPage';

const TOKEN = '11.2026-12-04.abcdefabcdef';

// As the app runs it, StrictMode at the root: React's development double effect (mount, unmount,
// mount) must not post the single-use link twice. A StrictMode element nested below the root
// does not replay effects in React 19, so the root itself is rendered in StrictMode.
const strictBefore = getConfig().reactStrictMode;
beforeAll(() => configure({ reactStrictMode: true }));
afterAll(() => configure({ reactStrictMode: strictBefore }));

const renderSkip = () =>
  renderWithProviders(
    <SiteRegionProvider layout="us">
      <SkipLinkPage />
    </SiteRegionProvider>,
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
  delivery_fee: 3.99,
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
  // as the server answers: the link skips once, a second post of it is refused
  let used = false;
  const calls = fakeApi({
    'POST /subscriptions/skip/:token': () => {
      if (used) return { status: 409, body: { message: 'This delivery was already skipped.' } };
      used = true;
      return { body: { message: 'Your next delivery is skipped.', data: skipped } };
    },
  });
  // every request the page sends, counted as it leaves (the fake records them only once read)
  const sent = jest.spyOn(globalThis, 'fetch');
  try {
    renderSkip();
    const status = (await screen.findByText('Your next delivery is skipped.')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(status).toHaveTextContent('Harvest Box: your next delivery is Friday, December 11, 2026.');
    // both of StrictMode's effect runs happened before the first answer came back, so any second
    // post has left by now: let it (and its answer) settle, then count
    await waitFor(() => expect(calls.length).toBe(sent.mock.calls.length));
    expect(sent.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input))).toEqual([
      expect.stringContaining(`/subscriptions/skip/${TOKEN}`),
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe(`/subscriptions/skip/${TOKEN}`);
    expect(status).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  } finally {
    sent.mockRestore();
  }
});

test.each([
  ['used already', 'This delivery was already skipped.'],
  ['tampered', 'This skip link is not valid.'],
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
  expect(await screen.findByRole('alert')).toHaveTextContent('This skip link is not valid.');
  unmount();
  fakeApi({ 'POST /subscriptions/skip/:token': () => 'network-error' });
  renderSkip();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not reach FarmPlate. Please open the link again in a moment.',
  );
});
