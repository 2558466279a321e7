import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router, type Navigator } from 'react-router-dom';
import { fakeApi } from '@farmplate/testing';
import { FarmPlateThemeProvider } from '@farmplate/design-system';
import { fakeMenu } from '../test-support/fakeMenu';
import { MenuIslandRoot } from './MenuIsland';

// The menu on a page started by its islands: no router of the app; its links are full loads
// (islands/start.tsx), so the filter goes into the browser's history without leaving the page.
const fullLoads = { push: jest.fn(), replace: jest.fn(), go: jest.fn(), createHref: (to) => String(to) } as Navigator &
  Record<'push' | 'replace', jest.Mock>;

function renderIslandAt(address: string) {
  window.history.replaceState(null, '', address);
  const { pathname, search } = window.location;
  const here = { pathname, search, hash: '', state: null, key: 'default' };
  return render(
    <FarmPlateThemeProvider>
      <Router location={here} navigator={fullLoads}>
        <MenuIslandRoot layout="us" />
      </Router>
    </FarmPlateThemeProvider>,
  );
}

const dishNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const chip = (name: string) =>
  within(screen.getByRole('group', { name: 'Menu categories' })).getByRole('link', { name });
const address = () => window.location.pathname + window.location.search;
/** The browser's Back button: the history moves, and the page hears of it (popstate). */
const goBack = () =>
  act(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('popstate', () => resolve(), { once: true });
        window.history.back();
      }),
  );

beforeEach(() => {
  fakeApi({ 'GET /public-menu': () => ({ body: fakeMenu('us') }) });
  fullLoads.push.mockClear();
  fullLoads.replace.mockClear();
});

test('a chip and the search filter the dishes in place, with the filter in the address; Back restores the menu before', async () => {
  const user = userEvent.setup();
  renderIslandAt('/us/menu');
  const entries = window.history.length;
  expect(chip('Dessert')).toHaveAttribute('href', '/us/menu?category=dessert');

  await user.click(chip('Dinner'));
  await user.type(screen.getByRole('searchbox', { name: 'Search menu' }), 'caribbean');
  expect(address()).toBe('/us/menu?category=dinner&q=caribbean');
  expect(dishNames()).toEqual(['Jerk Chicken with Rice & Peas', 'Braised Oxtail with Butter Beans']);
  expect(chip('Dinner')).toHaveAttribute('aria-current', 'true');
  // the page stayed: no full load, one entry for the chip and none per key
  expect(fullLoads.push).not.toHaveBeenCalled();
  expect(fullLoads.replace).not.toHaveBeenCalled();
  expect(window.history.length).toBe(entries + 1);

  await goBack();
  expect(address()).toBe('/us/menu');
  expect(dishNames()).toHaveLength(8);
  expect(screen.getByRole('searchbox', { name: 'Search menu' })).toHaveValue('');
  expect(chip('All')).toHaveAttribute('aria-current', 'true');
});

test('a shared address opens filtered, and the live menu arrives for Add to Cart', async () => {
  renderIslandAt('/us/menu?category=dessert&q=pie');
  expect(dishNames()).toEqual(['Sweet Potato Pie']);
  expect(screen.getByRole('searchbox', { name: 'Search menu' })).toHaveValue('pie');
  const pie = screen.getByRole('article', { name: 'Sweet Potato Pie' });
  await waitFor(() => expect(within(pie).getByRole('button', { name: 'Add to Cart' })).toBeEnabled());
  await userEvent.click(within(pie).getByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByText('Sweet Potato Pie was added to your cart.')).toBeInTheDocument();
});

test("'Clear all filters' is a step Back returns from", async () => {
  const user = userEvent.setup();
  renderIslandAt('/us/menu?category=dessert&q=jollof');
  expect(screen.getByText('No items match your search')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
  expect(address()).toBe('/us/menu');
  expect(dishNames()).toHaveLength(8);
  await goBack();
  expect(address()).toBe('/us/menu?category=dessert&q=jollof');
  expect(dishNames()).toEqual([]);
});
