import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  CURRENCIES,
  CURRENCY_OF_REGION,
  type Currency,
  type CurrencyAmount,
  type OrderRegion,
} from '@farmplate/contracts';

/**
 * An order's currency is its region's (US orders are in dollars, Nigerian ones in naira; every
 * order has a region since migration 0008). Money over orders of both regions is summed per
 * currency and never added together.
 */
export const currencyOf = (region: SQLWrapper) => sql<Currency>`(case when ${region} = 'ng' then 'NGN' else 'USD' end)`;

export const currencyOfRegion = (region: string | null): Currency => CURRENCY_OF_REGION[region as OrderRegion] ?? 'USD';

const cents = (value: number) => Math.round(value * 100) / 100;

/** Rows of (currency, amount) as one amount per currency that has a row, in CURRENCIES order. */
export function amountsByCurrency(
  rows: readonly { currency: string; amount: number | string | null }[],
): CurrencyAmount[] {
  return CURRENCIES.flatMap((currency) => {
    const mine = rows.filter((row) => row.currency === currency);
    if (mine.length === 0) return [];
    return [{ currency, amount: cents(mine.reduce((sum, row) => sum + Number(row.amount ?? 0), 0)) }];
  });
}
