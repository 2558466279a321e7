/**
 * Money as every screen writes it: $1,234.50 or ₦3,500.00, by the amount's currency. Kept apart
 * from the schemas: a page that only shows prices (the public home page's dishes) then loads no
 * schema builder.
 */

export const ORDER_REGIONS = ['us', 'ng'] as const;
export type OrderRegion = (typeof ORDER_REGIONS)[number];

/**
 * 1234.5 → '1,234.50', as en-US's number format writes it with two decimals (money.test.ts
 * compares the two). Written out because the home page's dish cards paid for Intl: building one
 * `Intl.NumberFormat` took 44 ms of the page's start in a CPU profile at 4× slowdown.
 */
function twoDecimals(value: number): string {
  const [whole = '0', cents = '00'] = value.toFixed(2).split('.');
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
  return `${groups.join(',')}.${cents}`;
}

/** An order's currency is its region's: US orders are in dollars, Nigerian ones in naira. */
export const CURRENCIES = ['USD', 'NGN'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_OF_REGION: Record<OrderRegion, Currency> = { us: 'USD', ng: 'NGN' };
export const CURRENCY_SYMBOL: Record<Currency, string> = { USD: '$', NGN: '₦' };

/** An amount in one currency. Amounts in two currencies are never added together. */
export interface CurrencyAmount {
  currency: Currency;
  amount: number;
}

/**
 * $1,234.50 or ₦3,500.00: the currency's symbol, grouped thousands, two decimals (half a cent
 * rounds as toFixed does), a minus sign first. Prices the platform keeps without a currency (a
 * kitchen's menu, a farmer's inventory) are in dollars: pass 'USD'. An order's region ('us', 'ng')
 * stands for its currency.
 */
export function formatMoney(amount: number, currency: Currency | OrderRegion): string {
  const code = currency === 'us' || currency === 'ng' ? CURRENCY_OF_REGION[currency] : currency;
  const digits = twoDecimals(Math.abs(amount));
  const negative = amount < 0 && digits !== '0.00';
  return `${negative ? '-' : ''}${CURRENCY_SYMBOL[code]}${digits}`;
}

/** '$1,234.00 · ₦56,000.00': each currency on its own, in CURRENCIES order; none at all: '$0.00'. */
export function formatAmounts(amounts: readonly CurrencyAmount[]): string {
  const shown = CURRENCIES.flatMap((currency) => amounts.filter((each) => each.currency === currency));
  if (shown.length === 0) return formatMoney(0, 'USD');
  return shown.map((each) => formatMoney(each.amount, each.currency)).join(' · ');
}
