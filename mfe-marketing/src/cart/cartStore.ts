import { useCallback } from 'react';
// useAtomValue and useSetAtom: the names the shared 'jotai' module carries (federation/shared-jotai.ts)
import { useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { BoxSize, DeliveryDay, OrderRegion } from '@farmplate/contracts';

/**
 * The cart: one kitchen's dishes, or one farm box (a box is checked out on its own: it is the
 * farm's order for a delivery date, the dishes are the kitchen's for a time today), kept in
 * localStorage so it survives a reload and is shared by the tabs.
 */

export interface CartLine {
  menuItemId: number;
  name: string;
  /** the price when added, for display only: checkout prices every line again on the server */
  price: number;
  quantity: number;
  notes: string;
}

/** A farm box bought once, for the first delivery on its day whose cut-off is ahead. */
export interface CartBox {
  id: number;
  name: string;
  size: BoxSize;
  /** the price when added, for display only: the server prices the box */
  price: number;
  farmName: string | null;
  deliveryDay: DeliveryDay;
  zip: string;
}

export interface Cart {
  region: OrderRegion | null;
  kitchenId: number | null;
  kitchenName: string | null;
  lines: CartLine[];
  /** a farm box instead of dishes */
  box?: CartBox | null;
}

export const CART_STORAGE_KEY = 'farmplate.cart';
export const MAX_QUANTITY = 50;
export const EMPTY_CART: Cart = { region: null, kitchenId: null, kitchenName: null, lines: [] };

const isCartBox = (box: unknown): box is CartBox =>
  !!box &&
  typeof (box as CartBox).id === 'number' &&
  typeof (box as CartBox).name === 'string' &&
  typeof (box as CartBox).deliveryDay === 'string' &&
  typeof (box as CartBox).zip === 'string';

function isCart(value: unknown): value is Cart {
  const cart = value as Cart;
  if (cart?.box) return cart.region === 'us' && isCartBox(cart.box);
  return (
    !!cart &&
    (cart.region === 'us' || cart.region === 'ng') &&
    typeof cart.kitchenId === 'number' &&
    Array.isArray(cart.lines) &&
    cart.lines.every(
      (line) =>
        typeof line?.menuItemId === 'number' && typeof line.quantity === 'number' && typeof line.name === 'string',
    )
  );
}

/** The cart holds nothing: no dish and no box. */
export const isEmptyCart = (cart: Cart): boolean => cart.lines.length === 0 && !cart.box;

const storedCart = (value: unknown): Cart => (isCart(value) && !isEmptyCart(value) ? value : EMPTY_CART);

/**
 * localStorage as JSON (blocked storage reads as empty), with what another tab writes arriving
 * through the storage event; a broken stored cart reads as empty and an empty cart is removed.
 */
const json = createJSONStorage<Cart>();
const cartStorage: typeof json = {
  getItem: (key, initial) => storedCart(json.getItem(key, initial)),
  setItem: (key, cart) => {
    try {
      if (isEmptyCart(cart)) json.removeItem(key);
      else json.setItem(key, cart);
    } catch {
      // storage full or blocked: the cart lasts as long as the page
    }
  },
  removeItem: (key) => json.removeItem(key),
  subscribe: (key, callback, initial) =>
    json.subscribe?.(key, (cart) => callback(storedCart(cart)), initial) ?? (() => {}),
};

/**
 * The server's render and the first render in the browser show the empty cart; the stored one
 * follows right after hydration (read when the atom mounts), so both renders agree.
 */
const cartAtom = atomWithStorage<Cart>(CART_STORAGE_KEY, EMPTY_CART, cartStorage);

/** What a dish needs to go into the cart. */
export interface CartDish {
  id: number;
  name: string;
  price: number;
  kitchenId: number;
  kitchenName: string;
  region: OrderRegion;
}

/** True when adding this dish needs a new cart: the cart holds a box, or another kitchen's (or region's) dishes. */
export const needsNewCart = (cart: Cart, dish: CartDish): boolean =>
  !!cart.box || (cart.lines.length > 0 && (cart.kitchenId !== dish.kitchenId || cart.region !== dish.region));

/** What the cart holds, in words: for the question before it is replaced. */
export const cartHolds = (cart: Cart): string =>
  cart.box ? `the farm box ${cart.box.name}` : `dishes from ${cart.kitchenName ?? 'another kitchen'}`;

/** A box replaces what the cart holds (the page asks first when it holds something else). */
export const withBox = (box: CartBox): Cart => ({ region: 'us', kitchenId: null, kitchenName: null, lines: [], box });

export function withDish(cart: Cart, dish: CartDish): Cart {
  const base = needsNewCart(cart, dish) || cart.lines.length === 0 ? EMPTY_CART : cart;
  const existing = base.lines.find((line) => line.menuItemId === dish.id);
  const lines = existing
    ? base.lines.map((line) =>
        line === existing ? { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity + 1) } : line,
      )
    : [...base.lines, { menuItemId: dish.id, name: dish.name, price: dish.price, quantity: 1, notes: '' }];
  return { region: dish.region, kitchenId: dish.kitchenId, kitchenName: dish.kitchenName, lines };
}

export const cartCount = (cart: Cart): number =>
  cart.box ? 1 : cart.lines.reduce((sum, line) => sum + line.quantity, 0);

export function useCart() {
  const cart = useAtomValue(cartAtom);
  const setCart = useSetAtom(cartAtom);
  const updateLine = useCallback(
    (menuItemId: number, change: Partial<Pick<CartLine, 'quantity' | 'notes'>>) =>
      setCart((current) => ({
        ...current,
        lines: current.lines.map((line) => (line.menuItemId === menuItemId ? { ...line, ...change } : line)),
      })),
    [setCart],
  );
  return {
    cart,
    add: useCallback((dish: CartDish) => setCart((current) => withDish(current, dish)), [setCart]),
    addBox: useCallback((box: CartBox) => setCart(withBox(box)), [setCart]),
    setQuantity: useCallback(
      (menuItemId: number, quantity: number) =>
        updateLine(menuItemId, { quantity: Math.max(1, Math.min(MAX_QUANTITY, Math.round(quantity) || 1)) }),
      [updateLine],
    ),
    setNotes: useCallback((menuItemId: number, notes: string) => updateLine(menuItemId, { notes }), [updateLine]),
    remove: useCallback(
      (menuItemId: number) =>
        setCart((current) => ({ ...current, lines: current.lines.filter((line) => line.menuItemId !== menuItemId) })),
      [setCart],
    ),
    replace: setCart,
    clear: useCallback(() => setCart(EMPTY_CART), [setCart]),
  };
}
