import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@farmplate/testing';
import { SiteRegionProvider } from '../region/SiteRegionContext';
import { CART_STORAGE_KEY } from '../cart/cartStore';
import { fakeMenu } from '../test-support/fakeMenu';
import MenuPage from './MenuPage';

const renderMenu = (layout: 'us' | 'ng' = 'us') =>
  renderWithProviders(
    <SiteRegionProvider layout={layout}>
      <MenuPage />
    </SiteRegionProvider>,
    { url: `/${layout}/menu` },
  );
const addButton = (name: string) =>
  within(screen.getByRole('article', { name })).getByRole('button', { name: 'Add to Cart' });
const storedCart = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');

beforeEach(() => localStorage.clear());

test('the first screen shows the sample dishes at once; Add to Cart works once the live menu has arrived', async () => {
  const calls = fakeApi({ 'GET /public-menu': () => ({ body: fakeMenu('us') }) });
  renderMenu();
  expect(screen.getAllByRole('article')).toHaveLength(8);
  expect(addButton('Sweet Potato Pie')).toBeDisabled();
  await waitUntilEnabled(() => addButton('Sweet Potato Pie'));
  expect(calls[0]?.query.get('region')).toBe('us');
  await userEvent.click(addButton('Sweet Potato Pie'));
  expect(await screen.findByText('Sweet Potato Pie was added to your cart.')).toBeInTheDocument();
  expect(storedCart()).toMatchObject({
    region: 'us',
    kitchenId: 3,
    lines: [{ menuItemId: 8, name: 'Sweet Potato Pie', quantity: 1 }],
  });
});

test("a dish of another kitchen asks before starting a new cart, and 'Keep my cart' keeps it", async () => {
  const user = userEvent.setup();
  fakeApi({ 'GET /public-menu': () => ({ body: fakeMenu('us') }) });
  renderMenu();
  await waitUntilEnabled(() => addButton('Shrimp & Grits'));
  await user.click(addButton('Shrimp & Grits'));
  await user.click(addButton('Jerk Chicken with Rice & Peas'));
  const dialog = await screen.findByRole('alertdialog', { name: 'Start a new cart?' });
  expect(dialog).toHaveTextContent("Your cart holds dishes from Mama's Soul Kitchen");
  await user.click(within(dialog).getByRole('button', { name: 'Keep my cart' }));
  expect(storedCart().lines.map((line: { name: string }) => line.name)).toEqual(['Shrimp & Grits']);

  await user.click(addButton('Jerk Chicken with Rice & Peas'));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Start a new cart' }));
  expect(storedCart()).toMatchObject({
    kitchenName: 'Island Spice Cafe',
    lines: [{ name: 'Jerk Chicken with Rice & Peas' }],
  });
});

test('the Nigerian menu is priced in naira, before and after the live menu', async () => {
  fakeApi({ 'GET /public-menu': () => ({ body: fakeMenu('ng') }) });
  renderMenu('ng');
  expect(
    within(screen.getByRole('article', { name: 'Jollof Rice & Grilled Chicken' })).getByText('₦7,500.00'),
  ).toBeInTheDocument();
  await waitUntilEnabled(() => addButton('Jollof Rice & Grilled Chicken'));
  expect(
    within(screen.getByRole('article', { name: 'Jollof Rice & Grilled Chicken' })).getByText('₦7,500.00'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/\$\d/)).not.toBeInTheDocument();
});

/** Waits until the live menu enabled the button. */
const waitUntilEnabled = (button: () => HTMLElement) => waitFor(() => expect(button()).toBeEnabled());
