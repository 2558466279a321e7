import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@farmplate/testing';
import { SiteRegionProvider } from '../region/SiteRegionContext';
import { fakeMenu, MAMAS } from '../test-support/fakeMenu';
import { CART_STORAGE_KEY, type Cart } from './cartStore';
import CartPage from './CartPage';

const store = (cart: Cart) => localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
const jollof = { menuItemId: 3, name: 'Jollof Rice & Grilled Chicken', price: 15.99, quantity: 2, notes: '' };
const akara = { menuItemId: 1, name: 'Akara & Pap Breakfast Plate', price: 8.99, quantity: 1, notes: '' };
const renderCart = (url = '/us/cart', layout: 'us' | 'ng' = 'us') =>
  renderWithProviders(
    <SiteRegionProvider layout={layout}>
      <CartPage />
    </SiteRegionProvider>,
    { url },
  );
const figures = () => screen.getAllByRole('definition').map((value) => value.textContent);

beforeEach(() => localStorage.clear());

test('an empty cart says so and leads to the menu', () => {
  fakeApi({ 'GET /public-menu': () => ({ body: fakeMenu('us') }) });
  renderCart();
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse the Menu' })).toHaveAttribute('href', '/us/menu');
});

test("shows subtotal, delivery fee, tax and total from the settings at today's prices, and updates them", async () => {
  const user = userEvent.setup();
  store({ region: 'us', kitchenId: MAMAS.id, kitchenName: MAMAS.name, lines: [{ ...jollof, price: 1 }] });
  fakeApi({ 'GET /public-menu': () => ({ body: fakeMenu('us') }) });
  renderCart();
  await waitFor(() => expect(figures()).toEqual(['$31.98', '$3.99', '$2.64', '$38.61']));
  expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/us/checkout');

  const line = screen.getByRole('article', { name: jollof.name });
  await user.clear(within(line).getByLabelText('Quantity'));
  await user.type(within(line).getByLabelText('Quantity'), '3');
  await user.type(within(line).getByLabelText('Note for the kitchen'), 'No onions');
  await waitFor(() => expect(figures()[0]).toBe('$47.97'));
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).lines[0]).toMatchObject({
    quantity: 3,
    notes: 'No onions',
  });
});

test('below the minimum order the cart says how much is missing and Checkout waits', async () => {
  store({ region: 'us', kitchenId: MAMAS.id, kitchenName: MAMAS.name, lines: [akara] });
  fakeApi({ 'GET /public-menu': () => ({ body: fakeMenu('us') }) });
  renderCart();
  expect(await screen.findByText('The minimum order is $15.00. Add $6.01 more to check out.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
});

test('a dish no longer on the menu is flagged and can be removed', async () => {
  const user = userEvent.setup();
  store({ region: 'us', kitchenId: MAMAS.id, kitchenName: MAMAS.name, lines: [jollof, { ...akara, menuItemId: 99 }] });
  fakeApi({ 'GET /public-menu': () => ({ body: fakeMenu('us') }) });
  renderCart();
  expect(
    await screen.findByText('Akara & Pap Breakfast Plate is no longer available. Remove it to check out.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Remove Akara & Pap Breakfast Plate' }));
  expect(await screen.findByRole('link', { name: 'Checkout' })).toBeInTheDocument();
});

test("Nigeria's cart is in naira with the Nigerian delivery fee", async () => {
  store({
    region: 'ng',
    kitchenId: 9,
    kitchenName: 'Naija Pot Kitchen',
    lines: [{ menuItemId: 13, name: 'Jollof Rice & Grilled Chicken', price: 7500, quantity: 1, notes: '' }],
  });
  fakeApi({ 'GET /public-menu': () => ({ body: fakeMenu('ng') }) });
  renderCart('/ng/cart', 'ng');
  await waitFor(() => expect(figures()).toEqual(['₦7,500.00', '₦1,500.00', '₦618.75', '₦9,618.75']));
});

test('a reorder link fills the cart with the dishes still on the menu', async () => {
  fakeApi({ 'GET /public-menu': () => ({ body: fakeMenu('us') }) });
  renderCart('/us/cart?reorder=3:2,5:1,99:4');
  expect(await screen.findByText('One dish of your earlier order is no longer on the menu.')).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Jollof Rice & Grilled Chicken' })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Egusi Soup & Pounded Yam' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Current location')).toHaveTextContent(/^\/us\/cart$/));
});

test('a farm box in the cart: what it is, when it comes, its price with delivery, and the way to checkout', async () => {
  const user = userEvent.setup();
  store({
    region: 'us',
    kitchenId: null,
    kitchenName: null,
    lines: [],
    box: {
      id: 7,
      name: 'Harvest Box',
      size: 'large',
      price: 34.5,
      farmName: 'Green Acres',
      deliveryDay: 'friday',
      zip: '75201',
    },
  });
  fakeApi({ 'GET /public-menu': () => ({ body: fakeMenu('us') }) });
  renderCart();
  const item = within(await screen.findByRole('article', { name: 'Harvest Box' }));
  expect(item.getByText('Large · Green Acres · $34.50')).toBeInTheDocument();
  expect(
    item.getByText(/Delivered once to ZIP 75201, on the first Friday whose order cut-off is still ahead/),
  ).toBeInTheDocument();
  expect(item.getByText(/A farm box is checked out on its own/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/us/checkout');
  await user.click(item.getByRole('button', { name: 'Remove Harvest Box' }));
  expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
});
