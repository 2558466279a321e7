import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

test('category chips and the search box filter together', async () => {
  const user = userEvent.setup();
  renderInLayout(<MenuPage />, { path: '/menu' });
  const categories = within(screen.getByRole('group', { name: 'Menu categories' }));
  expect(categories.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
    'All',
    'Breakfast',
    'Lunch',
    'Dinner',
    'Vegetarian',
    'Dessert',
  ]);
  expect(categories.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(categories.getByRole('button', { name: 'Dinner' }));
  expect(dishNames()).toEqual([
    'Jollof Rice & Grilled Chicken',
    'Jerk Chicken with Rice & Peas',
    'Egusi Soup & Pounded Yam',
    'Braised Oxtail with Butter Beans',
  ]);

  await user.type(screen.getByPlaceholderText('Search menu...'), 'CARIBBEAN');
  expect(dishNames()).toEqual(['Jerk Chicken with Rice & Peas', 'Braised Oxtail with Butter Beans']);
  expect(screen.getByRole('status')).toHaveTextContent('2 dishes');
});

test("nothing matching shows the empty state, and 'Clear all filters' resets category and search", async () => {
  const user = userEvent.setup();
  renderInLayout(<MenuPage />, { path: '/menu' });
  await user.click(screen.getByRole('button', { name: 'Dessert' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search menu' }), 'jollof');
  expect(dishNames()).toEqual([]);
  expect(screen.getByText('No items match your search')).toBeInTheDocument();
  expect(screen.getByText('Try adjusting your filters or search term')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
  expect(dishNames()).toHaveLength(8);
  expect(screen.getByRole('searchbox', { name: 'Search menu' })).toHaveValue('');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
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
