import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'jotai';
import {
  EMPTY_CART,
  CART_STORAGE_KEY,
  cartCount,
  cartHolds,
  needsNewCart,
  useCart,
  withBox,
  withDish,
  type CartDish,
} from './cartStore';

const jollof: CartDish = { id: 3, name: 'Jollof', price: 15.99, kitchenId: 3, kitchenName: "Mama's", region: 'us' };
const jerk: CartDish = { id: 4, name: 'Jerk', price: 16.99, kitchenId: 4, kitchenName: 'Island', region: 'us' };

test('a cart holds one kitchen: the same dish adds up, another kitchen needs a new cart', () => {
  const one = withDish(withDish(EMPTY_CART, jollof), jollof);
  expect(one.lines).toEqual([expect.objectContaining({ menuItemId: 3, quantity: 2 })]);
  expect(cartCount(one)).toBe(2);
  expect(needsNewCart(one, jerk)).toBe(true);
  expect(needsNewCart(one, { ...jollof, id: 5 })).toBe(false);
  expect(needsNewCart(one, { ...jollof, region: 'ng' })).toBe(true);
  expect(withDish(one, jerk)).toMatchObject({ kitchenId: 4, lines: [{ menuItemId: 4, quantity: 1 }] });
});

function Count() {
  const { cart } = useCart();
  return <span>Cart ({cartCount(cart)})</span>;
}

test('the server and the first render show the empty cart; the stored one follows after hydration', async () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(withDish(withDish(EMPTY_CART, jollof), jollof)));
  const html = renderToString(<Count />);
  expect(html).toBe('<span>Cart (<!-- -->0<!-- -->)</span>');
  const container = document.createElement('div');
  container.innerHTML = html;
  const errors: unknown[] = [];
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => {
    hydrateRoot(container, <Count />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(container.textContent).toBe('Cart (2)');
});

/** A page of its own (a fresh jotai store), hydrated over the server's empty cart. */
async function hydrated() {
  const container = document.createElement('div');
  const page = (
    <Provider>
      <Count />
    </Provider>
  );
  container.innerHTML = renderToString(page);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => {
    hydrateRoot(container, page);
  });
  return container;
}

test('a broken stored cart reads as empty', async () => {
  localStorage.setItem(CART_STORAGE_KEY, '{"lines": "nope"}');
  expect((await hydrated()).textContent).toBe('Cart (0)');
});

test("another tab's change to the cart shows here", async () => {
  localStorage.removeItem(CART_STORAGE_KEY);
  const page = await hydrated();
  const otherTab = JSON.stringify(withDish(EMPTY_CART, jerk));
  await act(async () => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: otherTab, storageArea: localStorage }),
    );
  });
  expect(page.textContent).toBe('Cart (1)');
});

test("a cart holds one farm box or one kitchen's dishes: each replaces the other", () => {
  const box = {
    id: 7,
    name: 'Harvest Box',
    size: 'medium' as const,
    price: 34.5,
    farmName: 'Green Acres',
    deliveryDay: 'thursday' as const,
    zip: '75201',
  };
  const boxed = withBox(box);
  expect(cartCount(boxed)).toBe(1);
  expect(cartHolds(boxed)).toBe('the farm box Harvest Box');
  expect(needsNewCart(boxed, jollof)).toBe(true);
  expect(withDish(boxed, jollof)).toMatchObject({ kitchenId: jollof.kitchenId });
  expect(withDish(boxed, jollof).box).toBeUndefined();
  expect(withDish(boxed, jollof).lines).toHaveLength(1);
});
