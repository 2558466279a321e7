/**
 * Order regions and how a price is written in each. Kept apart from the order schemas: a page
 * that only shows prices (the public home page's dishes) then loads no schema builder.
 */

export const ORDER_REGIONS = ['us', 'ng'] as const;
export type OrderRegion = (typeof ORDER_REGIONS)[number];

export const CURRENCY_SYMBOL: Record<OrderRegion, string> = { us: '$', ng: '₦' };

/** $1,234.50 or ₦3,500.00: the region's symbol, grouped thousands, two decimals. */
export function formatMoney(amount: number, region: OrderRegion): string {
  const digits = Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${amount < 0 ? '-' : ''}${CURRENCY_SYMBOL[region]}${digits}`;
}
