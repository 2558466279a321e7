import { renderScreen } from '../test-support/renderScreen';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestStatus } from '@farmplate/contracts';
import { fakeApi, type FakeHandlers } from '../test-support/fakeApi';
import { kitchenRequest } from '../test-support/fixtures';
import RequestsScreen from './RequestsScreen';

const seeded = () => [
  kitchenRequest(),
  kitchenRequest({
    id: 32,
    status: 'accepted',
    created_at: '2026-03-03T09:00:00.000Z',
    kitchen_name: 'Island Spice Cafe',
    kitchen_id: 5,
    kitchen_contact: { email: 'kitchen2@farmplate.test', phone: null, address: null },
    inventory_item: { id: 2, produce_name: 'Tomatoes', quantity: 10, unit: 'kg' },
    items: [{ name: 'Tomatoes', quantity: 10, unit: 'kg' }],
    additional_notes: null,
  }),
  kitchenRequest({
    id: 33,
    status: 'fulfilled',
    created_at: '2026-02-20T09:00:00.000Z',
    fulfilled_at: '2026-02-25T15:00:00.000Z',
  }),
  kitchenRequest({
    id: 34,
    status: 'declined',
    created_at: '2026-02-10T09:00:00.000Z',
    decline_reason: 'Out of season',
  }),
];

/** Requests on a fake server with the real transitions and summary. */
function serveRequests(overrides: FakeHandlers = {}) {
  const requests = seeded();
  const summary = () => {
    const count = (status: RequestStatus) => requests.filter((request) => request.status === status).length;
    return {
      total_requests: requests.length,
      pending: count('pending'),
      accepted: count('accepted'),
      declined: count('declined'),
      fulfilled: count('fulfilled'),
      active: count('accepted'),
    };
  };
  const withStatus = (status: RequestStatus) => requests.filter((request) => request.status === status);
  const calls = fakeApi({
    'GET /requests/summary': () => ({ body: summary() }),
    'GET /requests/pending': () => ({ body: { data: withStatus('pending') } }),
    'GET /requests/accepted': () => ({ body: { data: withStatus('accepted') } }),
    'GET /requests/declined': () => ({ body: { data: withStatus('declined') } }),
    'GET /requests/fulfilled': () => ({ body: { data: withStatus('fulfilled') } }),
    'PUT /requests/:id/status': ({ params, body }) => {
      const request = requests.find((each) => each.id === Number(params.id))!;
      const change = body as { status: RequestStatus; decline_reason?: string };
      Object.assign(request, { status: change.status, decline_reason: change.decline_reason ?? null });
      return { body: { message: 'ok', data: request } };
    },
    ...overrides,
  });
  return { calls, requests };
}

const cards = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));
const card = (id: number) => screen.getByRole('article', { name: new RegExp(`^Request ${id} from`) });
const figure = (label: string) => screen.getByText(label, { selector: 'p' }).nextElementSibling;

test("shows the summary and 'All Requests' merges the four statuses, newest first", async () => {
  const { calls } = serveRequests();
  renderScreen(<RequestsScreen />, { path: 'requests' });
  await waitFor(() => expect(cards()).toHaveLength(4));
  expect(cards()).toEqual([
    'Request 32 from Island Spice Cafe',
    "Request 31 from Mama's Soul Kitchen",
    "Request 33 from Mama's Soul Kitchen",
    "Request 34 from Mama's Soul Kitchen",
  ]);
  expect(calls.filter((call) => call.path !== '/requests/summary').map((call) => call.path)).toEqual([
    '/requests/pending',
    '/requests/accepted',
    '/requests/declined',
    '/requests/fulfilled',
  ]);
  expect(figure('Total Requests')).toHaveTextContent('4');
  expect(figure('Pending')).toHaveTextContent('1');
  expect(figure('Fulfilled')).toHaveTextContent('1');
  expect(figure('Active')).toHaveTextContent('1');
});

test('each tab shows its status, and Pending carries its count', async () => {
  const user = userEvent.setup();
  const { calls } = serveRequests();
  renderScreen(<RequestsScreen />, { path: 'requests' });
  await waitFor(() => expect(cards()).toHaveLength(4));
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'All Requests',
    'Pending1',
    'Accepted',
    'Fulfilled',
    'Declined',
  ]);

  await user.click(screen.getByRole('tab', { name: 'Declined' }));
  await waitFor(() => expect(cards()).toEqual(["Request 34 from Mama's Soul Kitchen"]));
  expect(calls.at(-1)?.path).toBe('/requests/declined');
  await user.click(screen.getByRole('tab', { name: /Pending/ }));
  await waitFor(() => expect(cards()).toEqual(["Request 31 from Mama's Soul Kitchen"]));
});

test('a card shows kitchen and id, status, dates, item with quantity and unit, reason and notes', async () => {
  serveRequests();
  renderScreen(<RequestsScreen />, { path: 'requests' });
  await waitFor(() => expect(cards()).toHaveLength(4));
  const pending = within(card(31));
  expect(pending.getByRole('heading', { name: "Mama's Soul Kitchen" })).toBeInTheDocument();
  expect(pending.getByText(/Kitchen ID: 4/)).toBeInTheDocument();
  expect(pending.getByText('Pending')).toBeInTheDocument();
  expect(pending.getByText('Yams — 25 kg')).toBeInTheDocument();
  expect(pending.getByText('Mar 9, 2026')).toBeInTheDocument();
  expect(pending.getByText('Deliver before noon')).toBeInTheDocument();
  expect(within(card(33)).getByText('Fulfilled', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
    'Feb 25, 2026',
  );
  expect(within(card(34)).getByText('Out of season')).toBeInTheDocument();
  expect(within(card(31)).queryByText('Decline reason')).toBeNull();
});

test('search reads kitchen name, kitchen id and item names; Clear search brings everything back', async () => {
  const user = userEvent.setup();
  serveRequests();
  renderScreen(<RequestsScreen />, { path: 'requests' });
  await waitFor(() => expect(cards()).toHaveLength(4));
  const search = screen.getByRole('searchbox', { name: 'Search requests' });
  await user.type(search, 'island');
  expect(cards()).toEqual(['Request 32 from Island Spice Cafe']);
  await user.clear(search);
  await user.type(search, '5');
  expect(cards()).toEqual(['Request 32 from Island Spice Cafe']);
  await user.clear(search);
  await user.type(search, 'TOMATOES');
  expect(cards()).toEqual(['Request 32 from Island Spice Cafe']);
  await user.clear(search);
  await user.type(search, 'plantain');
  expect(screen.getByText('No requests found')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(cards()).toHaveLength(4);
});

test('accepting asks first, then reloads the list and the summary', async () => {
  const user = userEvent.setup();
  const { calls } = serveRequests();
  renderScreen(<RequestsScreen />, { path: 'requests' });
  await waitFor(() => expect(cards()).toHaveLength(4));
  await user.click(within(card(31)).getByRole('button', { name: 'Accept' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Accept Request' });
  expect(dialog).toHaveTextContent("Accept the request from Mama's Soul Kitchen for 25 kg of Yams?");
  await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

  expect(await screen.findByText('Request accepted successfully!')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
    path: '/requests/31/status',
    body: { status: 'accepted' },
  });
  await waitFor(() => expect(within(card(31)).getByText('Accepted')).toBeInTheDocument());
  expect(figure('Pending')).toHaveTextContent('0');
  expect(figure('Active')).toHaveTextContent('2');
});

test("declining needs a reason: 'You need to provide a reason for declining!'", async () => {
  const user = userEvent.setup();
  const { calls } = serveRequests();
  renderScreen(<RequestsScreen />, { path: 'requests' });
  await waitFor(() => expect(cards()).toHaveLength(4));
  await user.click(within(card(31)).getByRole('button', { name: 'Decline' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Decline Request' });
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  expect(within(dialog).getByText('You need to provide a reason for declining!')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);

  await user.type(within(dialog).getByLabelText('Reason for declining'), '  Harvest was lost to floods ');
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  expect(await screen.findByText('Request declined successfully!')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
    status: 'declined',
    decline_reason: 'Harvest was lost to floods',
  });
  await waitFor(() => expect(within(card(31)).getByText('Harvest was lost to floods')).toBeInTheDocument());
});

test('fulfilling confirms that everything was delivered', async () => {
  const user = userEvent.setup();
  const { calls } = serveRequests();
  renderScreen(<RequestsScreen />, { path: 'requests' });
  await waitFor(() => expect(cards()).toHaveLength(4));
  expect(within(card(31)).queryByRole('button', { name: 'Mark as Fulfilled' })).toBeNull();
  await user.click(within(card(32)).getByRole('button', { name: 'Mark as Fulfilled' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Mark as Fulfilled' });
  expect(dialog).toHaveTextContent(
    'all items of this request (10 kg of Tomatoes) have been delivered to Island Spice Cafe',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Yes, all items delivered' }));
  expect(await screen.findByText('Request marked as fulfilled successfully!')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
    path: '/requests/32/status',
    body: { status: 'fulfilled' },
  });
  await waitFor(() => expect(figure('Fulfilled')).toHaveTextContent('2'));
});

test("a refused fulfilment shows 'Failed to fulfill request' with the server's reason", async () => {
  const user = userEvent.setup();
  serveRequests({
    'PUT /requests/:id/status': () => ({ status: 409, body: { message: 'Not enough stock to fulfil this request.' } }),
  });
  renderScreen(<RequestsScreen />, { path: 'requests' });
  await waitFor(() => expect(cards()).toHaveLength(4));
  await user.click(within(card(32)).getByRole('button', { name: 'Mark as Fulfilled' }));
  await user.click(screen.getByRole('button', { name: 'Yes, all items delivered' }));
  expect(
    await screen.findByText('Failed to fulfill request: Not enough stock to fulfil this request.'),
  ).toBeInTheDocument();
});

test('an unreachable server while accepting says Error accepting request', async () => {
  const user = userEvent.setup();
  serveRequests({ 'PUT /requests/:id/status': () => 'network-error' });
  renderScreen(<RequestsScreen />, { path: 'requests' });
  await waitFor(() => expect(cards()).toHaveLength(4));
  await user.click(within(card(31)).getByRole('button', { name: 'Accept' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Accept' }));
  expect(await screen.findByText('Error accepting request')).toBeInTheDocument();
});

test("'Contact Kitchen' shows the kitchen's contact details", async () => {
  const user = userEvent.setup();
  serveRequests();
  renderScreen(<RequestsScreen />, { path: 'requests' });
  await waitFor(() => expect(cards()).toHaveLength(4));
  await user.click(within(card(31)).getByRole('button', { name: 'Contact Kitchen' }));
  const dialog = screen.getByRole('dialog', { name: "Contact Mama's Soul Kitchen" });
  expect(within(dialog).getByRole('link', { name: 'kitchen@farmplate.test' })).toHaveAttribute(
    'href',
    'mailto:kitchen@farmplate.test',
  );
  expect(within(dialog).getByRole('link', { name: '+1 214 555 0199' })).toHaveAttribute('href', 'tel:+12145550199');
  expect(dialog).toHaveTextContent('500 Elm Street, Dallas');
  expect(dialog).toHaveTextContent('Tunde Bakare');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test("a list that fails to load is emptied and says 'Failed to load requests'", async () => {
  serveRequests({ 'GET /requests/pending': () => ({ status: 500 }) });
  renderScreen(<RequestsScreen />, { path: 'requests' });
  expect(await screen.findByText('Failed to load requests')).toBeInTheDocument();
  expect(screen.getByText('No requests found')).toBeInTheDocument();
});

test('requests of other states keep only their own actions', async () => {
  serveRequests();
  renderScreen(<RequestsScreen />, { path: 'requests' });
  await waitFor(() => expect(cards()).toHaveLength(4));
  for (const id of [33, 34]) {
    const actions = within(card(id))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(actions).toEqual(['Contact Kitchen']);
  }
});

test('the requests are the tabpanel of the selected tab, and the tab and search live in the URL', async () => {
  const user = userEvent.setup();
  serveRequests();
  renderScreen(<RequestsScreen />, { path: 'requests', at: '/dashboard/requests?tab=declined' });
  expect(await screen.findByRole('tab', { name: 'Declined' })).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel', { name: 'Declined' });
  expect(within(panel).getByRole('searchbox', { name: 'Search requests' })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: /Pending/ }));
  await user.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'x');
  expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
    /^\/dashboard\/requests\?tab=pending&search=x$/,
  );
});

test('request cards keep the heading order: the page h1, then an h2 per request (axe heading-order)', async () => {
  serveRequests();
  renderScreen(<RequestsScreen />, { path: 'requests' });
  await screen.findAllByRole('article');
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  expect(levels.slice(1).every((level) => level === 2)).toBe(true);
});
