import { DEFAULT_CATEGORIES, type MenuItem } from '@farmplate/contracts';
import {
  categoryNames,
  dietaryBadges,
  itemCategory,
  itemDescription,
  itemName,
  kitchenFirstWord,
  menuItemValues,
  newMenuItemValues,
  toMenuItemInput,
  validateMenuItemForm,
  type MenuItemFormValues,
} from './menuItemRules';

const valid: MenuItemFormValues = {
  item_name: 'Jollof Rice',
  description: 'Smoky party jollof with plantain.',
  price: '12.50',
  category: 'Mains',
  kitchen: '',
  ingredients: 'rice, tomatoes, peppers',
  allergens: '',
  vegetarian: true,
  vegan: false,
  gluten_free: true,
  status: 'active',
  image: null,
};

describe('menu item form rules (spec §5)', () => {
  it('accepts a complete item', () => {
    expect(validateMenuItemForm(valid)).toEqual({});
  });

  it.each([
    [{ item_name: '' }, 'item_name', 'Item name is required'],
    [{ item_name: 'J' }, 'item_name', 'Item name must be at least 2 characters'],
    [{ description: '' }, 'description', 'Description is required'],
    [{ description: 'Too short' }, 'description', 'Description must be at least 10 characters'],
    [{ price: '' }, 'price', 'Price is required'],
    [{ price: '0' }, 'price', 'Price must be greater than 0'],
    [{ price: '-3' }, 'price', 'Price must be greater than 0'],
    [{ price: '10000' }, 'price', 'Price cannot exceed $9,999'],
    [{ category: '' }, 'category', 'Category is required'],
    [{ ingredients: '' }, 'ingredients', 'Ingredients are required'],
  ] as const)('%o gives %s the message %s', (change, field, message) => {
    expect(validateMenuItemForm({ ...valid, ...change })[field]).toBe(message);
  });

  it('keeps allergens and image optional and allows prices up to 9999', () => {
    expect(validateMenuItemForm({ ...valid, allergens: '', price: '9999' })).toEqual({});
  });
});

describe('new and edited items (spec §4)', () => {
  it('a new item is active, in the first category and the first active kitchen, dietary flags off', () => {
    const values = newMenuItemValues(
      ['Soups', 'Mains'],
      [
        { id: 4, name: 'Closed Kitchen', status: 'inactive' },
        { id: 7, name: 'Open Kitchen', status: 'active' },
      ],
    );
    expect(values).toMatchObject({
      status: 'active',
      category: 'Soups',
      kitchen: '7',
      vegetarian: false,
      vegan: false,
      gluten_free: false,
    });
  });

  it('uses the default categories when the categories call fails or gives none', () => {
    expect(categoryNames(undefined, true)).toEqual([...DEFAULT_CATEGORIES]);
    expect(categoryNames([], false)).toEqual(['Mains', 'Appetizers', 'Desserts', 'Beverages']);
    expect(categoryNames([{ name: 'Soups' }], false)).toEqual(['Soups']);
  });

  it('a kitchen never sends a kitchen; an admin sends the chosen one', () => {
    expect(toMenuItemInput({ ...valid, kitchen: '7' }, { ownKitchen: true })).not.toHaveProperty('kitchen');
    expect(toMenuItemInput({ ...valid, kitchen: '7' }, { ownKitchen: false })).toMatchObject({
      kitchen: 7,
      price: 12.5,
    });
  });

  it('loads an item into the form', () => {
    const item = { item_name: 'Suya', price: 9, category: null, kitchen: 3 } as MenuItem;
    expect(menuItemValues({ ...item, description: 'd', ingredients: 'beef', allergens: '' })).toMatchObject({
      item_name: 'Suya',
      price: '9',
      category: '',
      kitchen: '3',
    });
  });
});

describe('card texts and fallbacks (spec §2)', () => {
  it('falls back for a missing name, description, category and kitchen', () => {
    expect(itemName({ item_name: '  ' })).toBe('Untitled Item');
    expect(itemDescription({ description: '' })).toBe('No description available');
    expect(itemCategory({ category: null })).toBe('Uncategorized');
    expect(kitchenFirstWord({ kitchen_name: null })).toBe('Unknown Kitchen');
    expect(kitchenFirstWord({ kitchen_name: "Mama's Soul Kitchen" })).toBe("Mama's");
  });

  it('shows the dietary badges', () => {
    expect(dietaryBadges({ vegetarian: true, vegan: false, gluten_free: true })).toEqual(['Vegetarian', 'Gluten-Free']);
  });
});
