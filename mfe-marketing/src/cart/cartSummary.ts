import {
  missingForMinimum,
  orderTotals,
  type Fulfilment,
  type OrderTotals,
  type PublicMenuResponse,
} from '@farmplate/contracts';
import type { Cart, CartLine } from './cartStore';

export interface PricedLine extends CartLine {
  /** false when the live menu no longer has the dish (inactive, or its kitchen closed) */
  available: boolean;
}

export interface CartSummary {
  lines: PricedLine[];
  /** with the courier's tip (0 without one) in the total */
  totals: OrderTotals & { tip: number };
  fulfilment: Fulfilment;
  /** what is missing to the minimum order amount (0 when reached) */
  missing: number;
  minimum: number;
  taxRate: number;
  /** whether the kitchen takes special instructions (its profile switch) */
  specialRequests: boolean;
  canCheckOut: boolean;
}

/**
 * The cart at today's menu prices, with the settings' delivery fee, tax and minimum for its region;
 * a pickup order has no delivery fee (nor one paid with loyalty points), and a tip (delivery only) goes on top of the total.
 */
export function summariseCart(
  cart: Cart,
  menu: PublicMenuResponse,
  {
    fulfilment = 'delivery',
    tip,
    freeDelivery = false,
  }: { fulfilment?: Fulfilment; tip?: number; freeDelivery?: boolean } = {},
): CartSummary {
  const prices = new Map(menu.items.map((item) => [item.id, item.price]));
  const lines = cart.lines.map((line) => ({
    ...line,
    price: prices.get(line.menuItemId) ?? line.price,
    available: prices.has(line.menuItemId),
  }));
  const priced = orderTotals(
    lines.filter((line) => line.available),
    fulfilment === 'pickup' || freeDelivery ? { ...menu.pricing, delivery_fee: 0 } : menu.pricing,
  );
  const tipped = fulfilment === 'delivery' && tip !== undefined && Number.isFinite(tip) && tip > 0 ? tip : 0;
  const totals = { ...priced, tip: tipped, total: Math.round((priced.total + tipped) * 100) / 100 };
  const missing = missingForMinimum(totals.subtotal, menu.pricing);
  return {
    lines,
    totals,
    fulfilment,
    missing,
    minimum: menu.pricing.minimum_order_amount,
    taxRate: menu.pricing.tax_rate,
    specialRequests: menu.kitchens.find((kitchen) => kitchen.id === cart.kitchenId)?.special_requests ?? false,
    canCheckOut: lines.length > 0 && lines.every((line) => line.available) && missing === 0,
  };
}
