import { formatMoney } from '@farmplate/contracts';
import { DISHES } from './dishes';
import { filterDishes } from './filterDishes';

const names = (category: Parameters<typeof filterDishes>[1], search: string) =>
  filterDishes(DISHES, category, search).map((dish) => dish.name);

test('the sample menu has eight dishes, ids 1 to 8, priced from $8.99 to $18.99', () => {
  expect(DISHES.map((dish) => dish.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  const prices = DISHES.map((dish) => dish.price);
  expect(formatMoney(Math.min(...prices), 'USD')).toBe('$8.99');
  expect(formatMoney(Math.max(...prices), 'USD')).toBe('$18.99');
});

test('All with an empty search shows every dish', () => {
  expect(names('all', '')).toHaveLength(8);
});

test('a category shows only the dishes listed in it', () => {
  expect(names('dessert', '')).toEqual(['Sweet Potato Pie']);
  expect(names('breakfast', '')).toEqual(['Akara & Pap Breakfast Plate', 'Shrimp & Grits']);
  expect(names('vegetarian', '')).toEqual([
    'Akara & Pap Breakfast Plate',
    'Red Red with Fried Plantain',
    'Sweet Potato Pie',
  ]);
});

test('the search matches the name, the description or a tag, ignoring case', () => {
  expect(names('all', 'JOLLOF')).toEqual(['Jollof Rice & Grilled Chicken']); // name
  expect(names('all', 'allspice')).toEqual(['Jerk Chicken with Rice & Peas', 'Braised Oxtail with Butter Beans']); // description
  expect(names('all', 'caribbean')).toEqual(['Jerk Chicken with Rice & Peas', 'Braised Oxtail with Butter Beans']); // tag
});

test('category and search must both match', () => {
  expect(names('dinner', 'nigerian')).toEqual(['Jollof Rice & Grilled Chicken', 'Egusi Soup & Pounded Yam']);
  expect(names('dessert', 'jollof')).toEqual([]);
});

test('ingredients are not searched, only name, description and tags', () => {
  expect(names('all', 'gari')).toEqual(['Red Red with Fried Plantain']); // in the description
  expect(names('all', 'browning sauce')).toEqual([]);
});
