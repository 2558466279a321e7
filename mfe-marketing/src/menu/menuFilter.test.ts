import { MENU_CATEGORY_IDS, menuFilterOf, menuFilterQuery } from '@farmplate/contracts';
import { MENU_CATEGORIES } from './dishes';

const filterOf = (query: string) => menuFilterOf(new URLSearchParams(query));

test("the address's categories are the chips'", () => {
  expect(MENU_CATEGORIES.map((category) => category.id)).toEqual(['all', ...MENU_CATEGORY_IDS]);
});

test('an address reads as its filter; bad values are ignored, never an error', () => {
  expect(filterOf('category=lunch&q=salad')).toEqual({ category: 'lunch', search: 'salad' });
  expect(filterOf('')).toEqual({ category: 'all', search: '' });
  expect(filterOf('category=brunch')).toEqual({ category: 'all', search: '' });
  expect(filterOf('category=&q=')).toEqual({ category: 'all', search: '' });
  expect(filterOf('category=LUNCH&category=dinner')).toEqual({ category: 'all', search: '' });
  expect(filterOf(`q=${'x'.repeat(500)}`).search).toHaveLength(100);
  expect(filterOf('q=red%0Ared').search).toBe('redred');
});

test('a filter writes only what is not the default, and reads back the same', () => {
  expect(menuFilterQuery({ category: 'all', search: '' })).toBe('');
  expect(menuFilterQuery({ category: 'dessert', search: '' })).toBe('category=dessert');
  const query = menuFilterQuery({ category: 'all', search: 'rice & peas' });
  expect(query).toBe('q=rice+%26+peas');
  expect(filterOf(query)).toEqual({ category: 'all', search: 'rice & peas' });
});
