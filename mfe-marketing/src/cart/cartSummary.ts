import { missingForMinimum, orderTotals, type OrderTotals, type PublicMenuResponse } from '@farmplate/contracts';
import type { Cart, CartLine } from './cartStore';

export interface PricedLine extends CartLine {
  /** false when the live menu no longer has the dish (inactive, or its kitchen closed) */
  available: boolean;
}

export interface CartSummary {
  lines: PricedLine[];
  totals: OrderTotals;
  /** what is missing to the minimum order amount (0 when reached) */
  missing: number;
  minimum: number;
  taxRate: number;
  /** whether the kitchen takes special instructions (its profile switch) */
  specialRequests: boolean;
  canCheckOut: boolean;
}

/** The cart at today's menu prices, with the settings' delivery fee, tax and minimum for its region. */
export function summariseCart(cart: Cart, menu: PublicMenuResponse): CartSummary {
  const prices = new Map(menu.items.map((item) => [item.id, item.price]));
  const lines = cart.lines.map((line) => ({
    ...line,
    price: prices.get(line.menuItemId) ?? line.price,
    available: prices.has(line.menuItemId),
  }));
  const totals = orderTotals(
    lines.filter((line) => line.available),
    menu.pricing,
  );
  const missing = missingForMinimum(totals.subtotal, menu.pricing);
  return {
    lines,
    totals,
    missing,
    minimum: menu.pricing.minimum_order_amount,
    taxRate: menu.pricing.tax_rate,
    specialRequests: menu.kitchens.find((kitchen) => kitchen.id === cart.kitchenId)?.special_requests ?? false,
    canCheckOut: lines.length > 0 && lines.every((line) => line.available) && missing === 0,
  };
}
