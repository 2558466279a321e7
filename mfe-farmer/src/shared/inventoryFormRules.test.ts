import { inventoryItem } from '../test-support/fixtures';
import {
  inventoryFormValues,
  isLowStock,
  NEW_INVENTORY_VALUES,
  pricePerUnitText,
  toInventoryInput,
  validateInventoryForm,
} from './inventoryFormRules';

test('price per unit is total / quantity with 2 decimals', () => {
  expect(pricePerUnitText('120', '300')).toBe('2.50');
  expect(pricePerUnitText('3', '10')).toBe('3.33');
  expect(pricePerUnitText(7, 0)).toBe('0.00');
});

test('price per unit is only computed for a quantity above 0 and a total of 0 or more', () => {
  expect(pricePerUnitText('0', '300')).toBe('');
  expect(pricePerUnitText('-2', '300')).toBe('');
  expect(pricePerUnitText('10', '-1')).toBe('');
  expect(pricePerUnitText('', '300')).toBe('');
  expect(pricePerUnitText('10', '')).toBe('');
  expect(pricePerUnitText('abc', '5')).toBe('');
});

test('a new item starts in kg and Standard quality', () => {
  expect(NEW_INVENTORY_VALUES).toMatchObject({ unit: 'kg', quality: 'Standard' });
});

test('produce name, quantity and total price are required', () => {
  expect(validateInventoryForm(NEW_INVENTORY_VALUES)).toEqual({
    produce_name: 'Produce name is required',
    quantity: 'Quantity is required',
    total_price: 'Total price is required',
  });
  expect(validateInventoryForm({ ...NEW_INVENTORY_VALUES, quality: undefined, unit: undefined })).toMatchObject({
    quality: 'Quality is required',
    unit: 'Unit is required',
  });
});

test('quantity is at least 1, prices and the stock alert at least 0, all in steps of 0.01', () => {
  const valid = { ...NEW_INVENTORY_VALUES, produce_name: 'Okra', quantity: '1', total_price: '0', stock_alert: '0' };
  expect(validateInventoryForm(valid)).toEqual({});
  expect(validateInventoryForm({ ...valid, quantity: '0.99', total_price: '-1', stock_alert: '-0.01' })).toEqual({
    quantity: 'Quantity must be at least 1',
    total_price: 'Total price cannot be negative',
    stock_alert: 'Stock alert cannot be negative',
  });
  const tooPrecise = validateInventoryForm({ ...valid, quantity: '1.005', total_price: '2.999', stock_alert: '0.001' });
  expect(tooPrecise).toEqual({
    quantity: 'Quantity must have at most 2 decimals',
    total_price: 'Total price must have at most 2 decimals',
    stock_alert: expect.any(String),
  });
  expect(validateInventoryForm({ ...valid, quantity: '10.25', total_price: '19.99' })).toEqual({});
});

test('low stock means a quantity under 50', () => {
  expect(isLowStock({ quantity: 49.99 })).toBe(true);
  expect(isLowStock({ quantity: 50 })).toBe(false);
});

test('an edited item round-trips through the form with its computed price per unit', () => {
  const values = inventoryFormValues(inventoryItem({ stock_alert: null, description: null }));
  expect(values).toMatchObject({ quantity: '120', total_price: '300', stock_alert: '', description: '' });
  expect(toInventoryInput({ ...values, produce_name: ' Yams ' })).toEqual({
    produce_name: 'Yams',
    quantity: 120,
    unit: 'kg',
    quality: 'Premium',
    description: '',
    total_price: 300,
    price_per_unit: 2.5,
    stock_alert: null,
    image_file: null,
  });
});
