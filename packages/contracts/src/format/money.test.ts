import { formatAmounts, formatMoney } from './money';

const enUs = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('an amount is written as en-US writes a number with two decimals, after its currency’s symbol', () => {
  const amounts = [0, 0.5, 1, 9.99, 12.345, 12.355, 100, 999.995, 1000, 1234.5, 99999.99, 1_000_000, 123_456_789.01];
  for (const amount of amounts) {
    expect(formatMoney(amount, 'USD')).toBe(`$${enUs.format(amount)}`);
    expect(formatMoney(amount, 'NGN')).toBe(`₦${enUs.format(amount)}`);
    expect(formatMoney(-amount, 'USD')).toBe(amount === 0 ? '$0.00' : `-$${enUs.format(amount)}`);
  }
});

test('every amount in cents up to 100,000.00 is written as en-US writes it', () => {
  for (let cents = 0; cents <= 10_000_000; cents += 997) {
    const amount = cents / 100;
    expect(formatMoney(amount, 'USD')).toBe(`$${enUs.format(amount)}`);
  }
});

test('naira use ₦, dollars $; zero, negatives and rounding', () => {
  expect(formatMoney(3500, 'NGN')).toBe('₦3,500.00');
  expect(formatMoney(12.5, 'USD')).toBe('$12.50');
  expect(formatMoney(0, 'NGN')).toBe('₦0.00');
  expect(formatMoney(-42.1, 'NGN')).toBe('-₦42.10');
  expect(formatMoney(-1234.5, 'USD')).toBe('-$1,234.50');
  // a refund smaller than half a cent is no refund: no "-$0.00"
  expect(formatMoney(-0.004, 'USD')).toBe('$0.00');
  expect(formatMoney(0.005, 'USD')).toBe(`$${enUs.format(0.005)}`);
  expect(formatMoney(19.999, 'USD')).toBe('$20.00');
  // an order's region stands for its currency
  expect(formatMoney(3500, 'ng')).toBe('₦3,500.00');
  expect(formatMoney(3500, 'us')).toBe('$3,500.00');
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
});
