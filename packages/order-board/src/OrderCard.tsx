import { memo } from 'react';
import { formatMoney, ON_TIME_PREP_MINUTES, type KitchenOrder } from '@farmplate/contracts';
import { usePlatformTime } from '@farmplate/api-client';
import {
  Button,
  FactList,
  RecordCard,
  RecordCardActions,
  RecordCardHeader,
  RecordCardTitle,
  StatusBadge,
} from '@farmplate/design-system';
import styled from 'styled-components';
import {
  courierLine,
  formatWaited,
  HANDOVER_ACTION,
  isDispatched,
  ORDER_ACTIONS,
  orderItemName,
  orderTiming,
  paymentLabel,
} from './orderWorkflow';

const Items = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  list-style: none;

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-style: italic;
`;

const Instructions = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.saffron};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Waited = styled.p<{ $late: boolean }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 700;
  color: ${({ theme, $late }) => ($late ? theme.colors.danger : theme.colors.text)};
  background: ${({ theme, $late }) => ($late ? theme.colors.accentSoft : theme.colors.surfaceAlt)};
`;

/** A late card wears a warning border (and says so in words too). */
const TimedCard = styled(RecordCard)<{ $late: boolean }>`
  ${({ theme, $late }) => ($late ? `border: 3px solid ${theme.colors.danger};` : '')}
`;

const CourierLine = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-weight: 700;
`;

export interface OrderCardProps {
  order: KitchenOrder;
  onAdvance: (order: KitchenOrder) => void;
  onPrint: (order: KitchenOrder) => void;
  /** the kitchen display's clock (epoch ms, refreshed each minute): shows the waited time */
  now?: number;
  /** the board's clock (epoch ms, refreshed each minute): how long a ready delivery order has waited for a courier */
  clock: number;
  targetPrepMinutes?: number;
  /** the admin cancelled it while the board was open (a live event): shown, not to be prepared */
  cancelled?: boolean;
}

/**
 * The button for an order's next step: a ready delivery order is handed over to its courier once
 * one has claimed it (none while it waits, none once picked up); a farm box's order moves on Box
 * Orders (Packed, Hand over), never here; every other order moves on as spec §4 says.
 */
function nextAction(order: KitchenOrder): { label: string } | null {
  if (order.status === 'completed' || order.box_order) return null;
  if (order.status === 'ready' && isDispatched(order))
    return order.delivery_status === 'assigned' && order.courier ? HANDOVER_ACTION : null;
  return ORDER_ACTIONS[order.status];
}

/** One order with every field of spec §3 and the button for its next step. */
/**
 * Memoised: a board of 200 orders re-renders only the card whose order (or the minute) changed,
 * so a status change repaints at once.
 */
export const OrderCard = memo(function OrderCard({
  order,
  onAdvance,
  onPrint,
  now,
  clock,
  targetPrepMinutes = ON_TIME_PREP_MINUTES,
  cancelled = false,
}: OrderCardProps) {
  const time = usePlatformTime();
  const timing = now === undefined || cancelled ? undefined : orderTiming(order, now, targetPrepMinutes);
  const courier = cancelled ? null : courierLine(order, clock);
  const action = order.status === 'completed' || cancelled ? null : nextAction(order);
  const late = timing?.late ?? false;
  return (
    <TimedCard as="article" aria-label={`Order ${order.order_number}`} $late={late} data-late={late || undefined}>
      <RecordCardHeader>
        <div>
          <RecordCardTitle>{order.order_number}</RecordCardTitle>
          <p>{time.dateTime(order.created_at)}</p>
        </div>
        <StatusBadge status={cancelled ? 'cancelled' : order.status} />
      </RecordCardHeader>

      {cancelled && <Waited $late>Cancelled by the admin: do not prepare this order.</Waited>}

      {timing && (
        <Waited $late={late}>
          Ordered {formatWaited(timing.minutes)} ago
          {late && ` · past the ${targetPrepMinutes} min target`}
        </Waited>
      )}

      {courier && <CourierLine>{courier}</CourierLine>}
      {order.box_order && !cancelled && order.status !== 'completed' && (
        <p>Farm box: mark it Packed and hand it over on Box Orders.</p>
      )}

      <FactList>
        <dt>Fulfilment</dt>
        <dd>{order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'}</dd>
        {order.pickup_code && (
          <>
            <dt>Pickup code</dt>
            <dd>{order.pickup_code}</dd>
          </>
        )}
        <dt>Payment</dt>
        <dd>{paymentLabel(order.payment_method)}</dd>
        <dt>Total</dt>
        <dd>{formatMoney(order.total_amount, 'USD')}</dd>
        <dt>Customer</dt>
        <dd>{order.user.name}</dd>
        <dt>Phone</dt>
        <dd>{order.user.contact || 'Phone not provided'}</dd>
        <dt>Address</dt>
        <dd>{order.user.location || 'Address not provided'}</dd>
      </FactList>

      <Items aria-label="Items">
        {order.items.map((item) => (
          <li key={item.id}>
            {item.quantity} × {orderItemName(item)}
            {item.notes && <Note>{item.notes}</Note>}
          </li>
        ))}
      </Items>

      {order.special_instructions && (
        <Instructions>
          <strong>Special instructions:</strong> {order.special_instructions}
        </Instructions>
      )}

      <RecordCardActions>
        {action && <Button onClick={() => onAdvance(order)}>{action.label}</Button>}
        <Button variant="secondary" onClick={() => onPrint(order)}>
          Print Ticket
        </Button>
      </RecordCardActions>
    </TimedCard>
  );
});
