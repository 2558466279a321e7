import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { renderInLayout } from '../test-support/renderPublic';
import MenuPage from './MenuPage';

const dishNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

test('the menu shows the eight sample dishes with prices in dollars and links to their pages', () => {
  renderInLayout(<MenuPage />, { path: '/us/menu', layout: 'us' });
  expect(screen.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeInTheDocument();
  expect(dishNames()).toHaveLength(8);
  const pie = screen.getByRole('article', { name: 'Sweet Potato Pie' });
  expect(within(pie).getByText('$9.99')).toBeInTheDocument();
  expect(within(pie).getByRole('link', { name: 'Details of Sweet Potato Pie' })).toHaveAttribute('href', '/us/menu/8');
  expect(within(pie).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  expect(screen.getByText('$18.99')).toBeInTheDocument();
  expect(screen.getByText('$8.99')).toBeInTheDocument();
});

/** The browser's Back button. */
function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>Back</button>;
}

const renderMenuAt = (address: string) => renderInLayout(<MenuPage />, { path: address });
const address = () => screen.getByTestId('location').textContent;
const chip = (name: string) =>
  within(screen.getByRole('group', { name: 'Menu categories' })).getByRole('link', { name });

test('category chips and the search box filter together, and put the filter in the address', async () => {
  const user = userEvent.setup();
  renderMenuAt('/menu');
  const categories = within(screen.getByRole('group', { name: 'Menu categories' }));
  expect(categories.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'All',
    'Breakfast',
    'Lunch',
    'Dinner',
    'Vegetarian',
    'Dessert',
  ]);
  expect(chip('All')).toHaveAttribute('aria-current', 'true');
  // real links: they filter before the app has started and without JavaScript
  expect(chip('Dinner')).toHaveAttribute('href', '/menu?category=dinner');

  await user.click(chip('Dinner'));
  expect(address()).toBe('/menu?category=dinner');
  expect(chip('Dinner')).toHaveAttribute('aria-current', 'true');
  expect(dishNames()).toEqual([
    'Jollof Rice & Grilled Chicken',
    'Jerk Chicken with Rice & Peas',
    'Egusi Soup & Pounded Yam',
    'Braised Oxtail with Butter Beans',
  ]);

  await user.type(screen.getByPlaceholderText('Search menu...'), 'CARIBBEAN');
  expect(address()).toBe('/menu?category=dinner&q=CARIBBEAN');
  expect(dishNames()).toEqual(['Jerk Chicken with Rice & Peas', 'Braised Oxtail with Butter Beans']);
  expect(screen.getByRole('status')).toHaveTextContent('2 dishes');
  // a chip keeps the search
  expect(chip('Lunch')).toHaveAttribute('href', '/menu?category=lunch&q=CARIBBEAN');
});

test('the address drives the filter: a shared or bookmarked menu opens filtered', () => {
  renderMenuAt('/us/menu?category=dinner&q=nigerian');
  expect(dishNames()).toEqual(['Jollof Rice & Grilled Chicken', 'Egusi Soup & Pounded Yam']);
  expect(chip('Dinner')).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('searchbox', { name: 'Search menu' })).toHaveValue('nigerian');
});

test('without JavaScript the search posts to this page (never into an address itself), keeping the category', () => {
  renderMenuAt('/us/menu?category=dessert');
  const form = screen.getByRole('search');
  expect(form).toHaveAttribute('method', 'post');
  expect(form).not.toHaveAttribute('action');
  expect(screen.getByRole('searchbox', { name: 'Search menu' })).toHaveAttribute('name', 'q');
  expect(form).toHaveFormValues({ category: 'dessert', q: '' });
});

test('an unknown category shows All and an overlong search is cut to 100 characters, never an error', () => {
  renderMenuAt(`/us/menu?category=brunch&q=${'a'.repeat(150)}`);
  expect(chip('All')).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('searchbox', { name: 'Search menu' })).toHaveValue('a'.repeat(100));
  expect(screen.getByText('No items match your search')).toBeInTheDocument();
});

test('typing replaces the address; a chip is a step Back returns from', async () => {
  const user = userEvent.setup();
  renderInLayout(
    <>
      <MenuPage />
      <BackButton />
    </>,
    { path: '/us/menu' },
  );
  await user.click(chip('Dessert'));
  await user.type(screen.getByRole('searchbox', { name: 'Search menu' }), 'pie');
  expect(address()).toBe('/us/menu?category=dessert&q=pie');
  // one entry for the chip, none per key: Back is the unfiltered menu
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(address()).toBe('/us/menu');
  expect(dishNames()).toHaveLength(8);
  expect(screen.getByRole('searchbox', { name: 'Search menu' })).toHaveValue('');
});

test("nothing matching shows the empty state, and 'Clear all filters' resets category and search", async () => {
  const user = userEvent.setup();
  renderMenuAt('/menu');
  await user.click(chip('Dessert'));
  await user.type(screen.getByRole('searchbox', { name: 'Search menu' }), 'jollof');
  expect(dishNames()).toEqual([]);
  expect(screen.getByText('No items match your search')).toBeInTheDocument();
  expect(screen.getByText('Try adjusting your filters or search term')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
  expect(address()).toBe('/menu');
  expect(dishNames()).toHaveLength(8);
  expect(screen.getByRole('searchbox', { name: 'Search menu' })).toHaveValue('');
  expect(chip('All')).toHaveAttribute('aria-current', 'true');
});

test('the sections below the dishes lead to sign-up', () => {
  renderInLayout(<MenuPage />, { path: '/menu' });
  expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/register');
  expect(screen.getByRole('heading', { name: 'Ready to Order?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/register');
  for (const need of ['Gluten-free', 'Vegan and vegetarian', 'Allergen-free', 'Calorie-conscious']) {
    expect(screen.getByRole('heading', { name: need })).toBeInTheDocument();
  }
});
