import { formatQuantity } from './quantity';

test('a quantity is grouped, keeps at most two decimals and names its unit', () => {
  expect(formatQuantity(25, 'kg')).toBe('25 kg');
  expect(formatQuantity('2.50', 'lb')).toBe('2.5 lb');
  expect(formatQuantity(1250.456, 'units')).toBe('1,250.46 units');
});
