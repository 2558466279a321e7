import type { KitchenOrder } from '@farmplate/contracts';
import {
  arrivedOrders,
  boardTitle,
  courierLine,
  formatWaited,
  orderItemName,
  orderTiming,
  paymentLabel,
} from './orderWorkflow';

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

describe('kitchen display timing: how long an order has waited', () => {
  const ordered = '2026-03-02T12:00:00.000Z';
  const at = (minutes: number) => Date.parse(ordered) + minutes * 60_000 + 30_000;

  it('counts whole minutes since the order and turns late past the target, only while open', () => {
    expect(orderTiming({ status: 'new', created_at: ordered }, at(20), 20)).toEqual({ minutes: 20, late: false });
    expect(orderTiming({ status: 'new', created_at: ordered }, at(21), 20)).toEqual({ minutes: 21, late: true });
    expect(orderTiming({ status: 'preparing', created_at: ordered }, at(35), 20).late).toBe(true);
    expect(orderTiming({ status: 'ready', created_at: ordered }, at(35), 20).late).toBe(false);
    expect(orderTiming({ status: 'completed', created_at: ordered }, at(90), 20).late).toBe(false);
    expect(orderTiming({ status: 'new', created_at: ordered }, at(-5), 20).minutes).toBe(0);
  });

  it('writes the waited time in minutes, hours or days', () => {
    expect(formatWaited(0)).toBe('0 min');
    expect(formatWaited(59)).toBe('59 min');
    expect(formatWaited(65)).toBe('1 h 05 min');
    expect(formatWaited(60 * 26)).toBe('1 d 2 h');
  });

  it('puts the count of new orders in the tab title', () => {
    expect(boardTitle(3)).toBe('(3) New orders · FarmPlate');
    expect(boardTitle(0)).toBe('Orders · FarmPlate');
  });

  it('finds the new orders newer than every order on the board before (not older ones of the next page)', () => {
    const list = [
      { id: 1, status: 'new' },
      { id: 5, status: 'new' },
      { id: 6, status: 'new' },
      { id: 7, status: 'preparing' },
    ] as KitchenOrder[];
    expect(arrivedOrders(list, 5)).toEqual([6]);
  });
});

test("a delivery order's courier line: waiting with its age, the courier, picked up, failed; none for pickup", () => {
  const now = Date.parse('2026-11-27T12:00:00.000Z');
  const ready = {
    fulfilment: 'delivery' as const,
    status: 'ready' as const,
    ready_at: '2026-11-27T11:56:30.000Z',
    delivery_status: 'unassigned' as const,
    courier: null,
  };
  expect(courierLine(ready, now)).toBe('Waiting for a courier (3 min)');
  const claimed = { ...ready, delivery_status: 'assigned' as const, courier: { first_name: 'Ada', vehicle: 'car' } };
  expect(courierLine(claimed, now)).toBe('Courier: Ada · Car');
  expect(courierLine({ ...claimed, courier: { first_name: 'Ada', vehicle: null } }, now)).toBe('Courier: Ada');
  expect(courierLine({ ...claimed, delivery_status: 'picked_up' }, now)).toBe('Picked up by Ada · Car');
  expect(courierLine({ ...claimed, delivery_status: 'failed' }, now)).toBe('Delivery failed: an admin is resolving it');
  expect(courierLine({ ...ready, fulfilment: 'pickup', delivery_status: null }, now)).toBeNull();
  // a delivery without dispatch (a farmer's grocery order): the board completes it as before
  expect(courierLine({ ...ready, delivery_status: null }, now)).toBeNull();
  expect(courierLine({ ...ready, status: 'preparing' }, now)).toBeNull();
});
