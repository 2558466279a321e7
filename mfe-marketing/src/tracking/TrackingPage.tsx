import { Fragment, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, failureText, useCancelTrackedOrder, useTrackedOrder } from '@farmplate/api-client/core';
import {
  CUSTOMER_ORDER_MESSAGES,
  CURRENCY_OF_REGION,
  formatMoney,
  formatTime,
  PAYMENT_METHOD_LABELS,
  TRACKING_STEPS,
  type CheckoutPaymentMethod,
  type TrackedOrder,
} from '@farmplate/contracts';
import { Button, EmptyState, FactList, LinkButton, Spinner } from '@farmplate/design-system/core';
import { ConfirmDialog } from '@farmplate/design-system/dialogs';
import { OrderPage, SideCard } from '../cart/orderPageLayout';
import { HeroTitle } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';
import { DeliveryProgress, Steps } from './DeliveryProgress';

const Page = styled(OrderPage)`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Panel = styled(SideCard)`
  p,
  ul {
    margin: 0;
  }
`;

function StatusSteps({ order }: { order: TrackedOrder }) {
  if (order.status === 'cancelled') return <p role="status">This order was cancelled. Nothing will be charged.</p>;
  const current = TRACKING_STEPS.findIndex((step) => step.status === order.status);
  const reached = {
    new: order.created_at,
    preparing: order.started_at,
    ready: order.ready_at,
    completed: order.completed_at,
  };
  return (
    <Steps aria-label="Order progress">
      {TRACKING_STEPS.map((step, index) => (
        <li key={step.status} data-done={index <= current} aria-current={index === current ? 'step' : undefined}>
          {step.label}
          {index <= current && reached[step.status] && <> · {formatTime(reached[step.status], order.time_zone)}</>}
        </li>
      ))}
    </Steps>
  );
}

/**
 * The tracking page behind an order's unguessable link: its steps (received, preparing, ready,
 * completed, or cancelled) and its delivery's (courier, picked up, the delivery code, delivered,
 * then a tip), live through the order's own event stream; Cancel during the first 5 minutes
 * while the order is new (spec §4), afterwards why it can no longer be cancelled.
 */
export default function TrackingPage() {
  usePageTitle('Your Order');
  const { token = '' } = useParams();
  const { base } = useSiteRegion();
  const order = useTrackedOrder(token);
  const cancel = useCancelTrackedOrder(token);
  const [asking, setAsking] = useState(false);

  if (order.isPending) {
    return (
      <Page>
        <Spinner label="Loading your order" />
      </Page>
    );
  }
  if (!order.data) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <Page>
        <EmptyState
          title={missing ? 'Order not found' : 'Unable to load your order'}
          message={missing ? CUSTOMER_ORDER_MESSAGES.trackingNotFound : 'Please try refreshing the page.'}
          action={<LinkButton to={sitePath(base, 'menu')}>Browse the Menu</LinkButton>}
        />
      </Page>
    );
  }

  const tracked = order.data;
  const money = (amount: number) => formatMoney(amount, CURRENCY_OF_REGION[tracked.region]);
  const open = tracked.status !== 'cancelled' && tracked.status !== 'completed';
  // spec §8's cancel texts: the server's reason in place of 'Failed to cancel order' when it gave one
  const cancelError = cancel.error
    ? failureText(cancel.error, {
        failed: 'Failed to cancel order',
        errored: 'Error cancelling order',
        reason: 'alone',
      })
    : null;
  const facts: [string, string][] = [
    ['Subtotal', money(tracked.subtotal)],
    ['Delivery fee', money(tracked.delivery_fee)],
    ['Tax', money(tracked.tax)],
    ...(tracked.tip > 0 ? [['Tip', money(tracked.tip)] as [string, string]] : []),
    ['Total', money(tracked.total)],
    ['Payment', PAYMENT_METHOD_LABELS[tracked.payment_method as CheckoutPaymentMethod] ?? tracked.payment_method],
    [
      'Delivery',
      tracked.delivery_time
        ? new Date(tracked.delivery_time).toLocaleString('en-US', {
            weekday: 'short',
            hour: 'numeric',
            minute: '2-digit',
          })
        : 'As soon as possible',
    ],
    ['Address', tracked.delivery_address ?? 'Address not provided'],
  ];

  return (
    <Page>
      <div>
        <HeroTitle>Order {tracked.order_number}</HeroTitle>
        <p>
          From {tracked.kitchen_name}, for {tracked.customer_name}. Keep this page&apos;s link to follow your order.
        </p>
      </div>
      <Panel as="section" aria-labelledby="progress-title">
        <h2 id="progress-title">Progress</h2>
        <StatusSteps order={tracked} />
        <DeliveryProgress order={tracked} token={token} />
        {tracked.can_cancel ? (
          <div>
            <Button variant="danger" onClick={() => setAsking(true)}>
              Cancel order
            </Button>
          </div>
        ) : (
          open && <p>{CUSTOMER_ORDER_MESSAGES.cancelTooLate}</p>
        )}
        {cancelError && <p role="alert">{cancelError}</p>}
      </Panel>
      <Panel as="section" aria-labelledby="details-title">
        <h2 id="details-title">Details</h2>
        <ul aria-label="Dishes">
          {tracked.items.map((item, index) => (
            <li key={`${item.name}-${index}`}>
              {item.quantity} × {item.name} · {money(item.price * item.quantity)}
              {item.notes && ` (${item.notes})`}
            </li>
          ))}
        </ul>
        <FactList>
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </FactList>
      </Panel>
      <ConfirmDialog
        open={asking}
        title="Cancel this order?"
        message="The kitchen will not prepare it. You can cancel within 5 minutes of ordering."
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep my order"
        tone="danger"
        busy={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
    </Page>
  );
}
