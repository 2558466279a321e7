/**
 * Order regions and how a price is written in each. Kept apart from the order schemas: a page
 * that only shows prices (the public home page's dishes) then loads no schema builder.
 */

export const ORDER_REGIONS = ['us', 'ng'] as const;
export type OrderRegion = (typeof ORDER_REGIONS)[number];

export const CURRENCY_SYMBOL: Record<OrderRegion, string> = { us: '$', ng: '₦' };

/**
 * One formatter for every price: `toLocaleString` with options builds a new one per call, which
 * cost a phone 40 ms of the home page's hydration (its dish cards).
 */
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** $1,234.50 or ₦3,500.00: the region's symbol, grouped thousands, two decimals. */
export function formatMoney(amount: number, region: OrderRegion): string {
  const digits = twoDecimals.format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${CURRENCY_SYMBOL[region]}${digits}`;
}
