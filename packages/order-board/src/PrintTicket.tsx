import { createPortal } from 'react-dom';
import { formatMoney, type KitchenOrder } from '@farmplate/contracts';
import { usePlatformTime } from '@farmplate/api-client';
import styled, { createGlobalStyle } from 'styled-components';
import { orderItemName, paymentLabel } from './orderWorkflow';

/**
 * While a ticket is mounted, printing shows only the ticket: it is hidden on screen, and in print
 * every other child of <body> (the app, toasts) is hidden instead.
 */
const PrintOnlyTicket = createGlobalStyle`
  @media screen {
    [data-print-ticket] { display: none; }
  }
  @media print {
    /* a kitchen ticket printer's roll: 80 mm wide, as long as the ticket */
    @page { size: 80mm auto; margin: 4mm; }
    body > *:not([data-print-ticket]) { display: none !important; }
    [data-print-ticket] { display: block; }
  }
`;

const Ticket = styled.div`
  max-width: 80mm;
  margin: 0 auto;
  color: #000;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 12pt;

  h1 {
    margin: 0 0 4pt;
    font-size: 16pt;
    text-align: center;
  }
  p {
    margin: 2pt 0;
  }
  hr {
    border: 0;
    border-top: 1px dashed #000;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  td {
    padding: 2pt 0;
    vertical-align: top;
  }
  td:last-child {
    text-align: right;
  }
`;

/** The order as a kitchen ticket, mounted at the end of <body> for printing. */
export function PrintTicket({ order }: { order: KitchenOrder }) {
  const time = usePlatformTime();
  return createPortal(
    <div data-print-ticket="">
      <PrintOnlyTicket />
      <Ticket>
        <h1>FarmPlate</h1>
        <p>
          <strong>Order {order.order_number}</strong>
        </p>
        <p>{time.dateTime(order.created_at)}</p>
        <hr />
        <p>Customer: {order.user.name}</p>
        <p>Phone: {order.user.contact || 'Phone not provided'}</p>
        <p>Address: {order.user.location || 'Address not provided'}</p>
        <hr />
        <table>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.quantity} × {orderItemName(item)}
                  {item.notes && <div>Note: {item.notes}</div>}
                </td>
                <td>{formatMoney(item.price * item.quantity, 'USD')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {order.special_instructions && <p>Special instructions: {order.special_instructions}</p>}
        <hr />
        <p>
          <strong>Total: {formatMoney(order.total_amount, 'USD')}</strong>
        </p>
        <p>Payment: {paymentLabel(order.payment_method)}</p>
      </Ticket>
    </div>,
    document.body,
  );
}
