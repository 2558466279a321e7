import { formatAmounts, formatCurrency, formatMoney } from './money';

const enUs = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('a price is written as en-US writes a number with two decimals, after its region’s symbol', () => {
  const amounts = [0, 0.5, 1, 9.99, 12.345, 12.355, 100, 999.995, 1000, 1234.5, 99999.99, 1_000_000, 123_456_789.01];
  for (const amount of amounts) {
    expect(formatMoney(amount, 'us')).toBe(`$${enUs.format(amount)}`);
    expect(formatMoney(amount, 'ng')).toBe(`₦${enUs.format(amount)}`);
    expect(formatMoney(-amount, 'us')).toBe(amount === 0 ? '$0.00' : `-$${enUs.format(amount)}`);
  }
});

test('every amount in cents up to 100,000.00 is written as en-US writes it', () => {
  for (let cents = 0; cents <= 10_000_000; cents += 997) {
    const amount = cents / 100;
    expect(formatMoney(amount, 'us')).toBe(`$${enUs.format(amount)}`);
  }
});

test('amounts in two currencies are written side by side, never added', () => {
  expect(
    formatAmounts([
      { currency: 'NGN', amount: 56_000 },
      { currency: 'USD', amount: 1234 },
    ]),
  ).toBe('$1,234.00 · ₦56,000.00');
  expect(formatAmounts([{ currency: 'NGN', amount: 5000 }])).toBe('₦5,000.00');
  expect(formatAmounts([])).toBe('$0.00');
  expect(formatCurrency(12.5, 'NGN')).toBe('₦12.50');
});
