import styled from 'styled-components';
import { CURRENCY_OF_REGION, formatMoney, type OrderRegion } from '@farmplate/contracts';
import type { CartSummary } from './cartSummary';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Subtotal, delivery fee (none for pickup), tax, the courier's tip when there is one, and total, in the region's currency. */
export function CartTotals({ summary, region }: { summary: CartSummary; region: OrderRegion }) {
  const money = (amount: number) => formatMoney(amount, CURRENCY_OF_REGION[region]);
  return (
    <Figures aria-label="Order total">
      <dt>Subtotal</dt>
      <dd>{money(summary.totals.subtotal)}</dd>
      <dt>Delivery fee</dt>
      <dd>{summary.fulfilment === 'pickup' ? 'None (pickup)' : money(summary.totals.delivery_fee)}</dd>
      <dt>Tax ({summary.taxRate}%)</dt>
      <dd>{money(summary.totals.tax)}</dd>
      {summary.totals.tip > 0 && (
        <>
          <dt>Tip for your courier</dt>
          <dd>{money(summary.totals.tip)}</dd>
        </>
      )}
      <dt className="total">Total</dt>
      <dd className="total">{money(summary.totals.total)}</dd>
    </Figures>
  );
}
