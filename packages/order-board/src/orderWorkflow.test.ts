import { countOrdersByStatus, filterOrders, orderItemName, paymentLabel } from './orderWorkflow';
import { order } from './test-support/renderBoard';

test('an item is named by its menu item, its produce, else Unknown Item', () => {
  const base = { id: 1, quantity: 1, price: 1, notes: null };
  expect(orderItemName({ ...base, menu_item: { item_name: 'Suya' }, inventory: null })).toBe('Suya');
  expect(orderItemName({ ...base, menu_item: null, inventory: { produce_name: 'Yams' } })).toBe('Yams');
  expect(orderItemName({ ...base, menu_item: null, inventory: null })).toBe('Unknown Item');
});

test('the payment label comes from the order', () => {
  expect(paymentLabel('card')).toBe('Card');
  expect(paymentLabel('paypal')).toBe('PayPal');
  expect(paymentLabel('cash_on_delivery')).toBe('Cash on Delivery');
  expect(paymentLabel('gift voucher')).toBe('Gift Voucher');
});

test('counts and filters by status and search text', () => {
  const list = [
    order(),
    order({ id: 2, order_number: 'ORD-2', status: 'ready', user: { name: 'Ada Obi', location: null, contact: null } }),
  ];
  expect(countOrdersByStatus(list)).toEqual({ new: 1, preparing: 0, ready: 1, completed: 0 });
  expect(filterOrders(list, 'ready', '').map((each) => each.id)).toEqual([2]);
  expect(filterOrders(list, 'all', 'ADA').map((each) => each.id)).toEqual([2]);
  expect(filterOrders(list, 'all', 'jollof').map((each) => each.id)).toEqual([1, 2]);
  expect(filterOrders(list, 'new', 'ada')).toEqual([]);
});
