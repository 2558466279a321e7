import { useCallback, useSyncExternalStore } from 'react';
import type { OrderRegion } from '@farmplate/contracts';

/**
 * The cart: one kitchen's dishes, kept in localStorage so it survives a reload. The server's
 * render and the first render in the browser show the empty cart (getServerSnapshot); the stored
 * one follows right after hydration, so both renders agree.
 */

export interface CartLine {
  menuItemId: number;
  name: string;
  /** the price when added, for display only: checkout prices every line again on the server */
  price: number;
  quantity: number;
  notes: string;
}

export interface Cart {
  region: OrderRegion | null;
  kitchenId: number | null;
  kitchenName: string | null;
  lines: CartLine[];
}

export const CART_STORAGE_KEY = 'farmplate.cart';
export const MAX_QUANTITY = 50;
export const EMPTY_CART: Cart = { region: null, kitchenId: null, kitchenName: null, lines: [] };

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedCart: Cart = EMPTY_CART;

function isCart(value: unknown): value is Cart {
  const cart = value as Cart;
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

function readCart(): Cart {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return EMPTY_CART; // storage blocked: an empty cart
  }
  if (raw === cachedRaw) return cachedCart;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    cachedCart = isCart(parsed) && parsed.lines.length > 0 ? parsed : EMPTY_CART;
  } catch {
    cachedCart = EMPTY_CART;
  }
  return cachedCart;
}

export function writeCart(cart: Cart): void {
  try {
    if (cart.lines.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // storage full or blocked: the cart lasts as long as the page
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab changed the cart
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => EMPTY_CART;

/** What a dish needs to go into the cart. */
export interface CartDish {
  id: number;
  name: string;
  price: number;
  kitchenId: number;
  kitchenName: string;
  region: OrderRegion;
}

/** True when adding this dish needs a new cart: the cart holds another kitchen's (or region's) dishes. */
export const needsNewCart = (cart: Cart, dish: CartDish): boolean =>
  cart.lines.length > 0 && (cart.kitchenId !== dish.kitchenId || cart.region !== dish.region);

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

export const cartCount = (cart: Cart): number => cart.lines.reduce((sum, line) => sum + line.quantity, 0);

export function useCart() {
  const cart = useSyncExternalStore(subscribe, readCart, serverSnapshot);
  const updateLine = useCallback((menuItemId: number, change: Partial<Pick<CartLine, 'quantity' | 'notes'>>) => {
    const current = readCart();
    writeCart({
      ...current,
      lines: current.lines.map((line) => (line.menuItemId === menuItemId ? { ...line, ...change } : line)),
    });
  }, []);
  return {
    cart,
    add: useCallback((dish: CartDish) => writeCart(withDish(readCart(), dish)), []),
    setQuantity: useCallback(
      (menuItemId: number, quantity: number) =>
        updateLine(menuItemId, { quantity: Math.max(1, Math.min(MAX_QUANTITY, Math.round(quantity) || 1)) }),
      [updateLine],
    ),
    setNotes: useCallback((menuItemId: number, notes: string) => updateLine(menuItemId, { notes }), [updateLine]),
    remove: useCallback((menuItemId: number) => {
      const current = readCart();
      writeCart({ ...current, lines: current.lines.filter((line) => line.menuItemId !== menuItemId) });
    }, []),
    replace: useCallback((next: Cart) => writeCart(next), []),
    clear: useCallback(() => writeCart(EMPTY_CART), []),
  };
}
