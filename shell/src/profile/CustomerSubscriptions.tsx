import { useState } from 'react';
import styled from 'styled-components';
import {
  formatDeliveryDate,
  useCancelSubscription,
  useSkipSubscriptionDelivery,
  useSubscriptions,
} from '@farmplate/api-client';
import {
  formatMoney,
  type Subscription,
  BOX_SIZE_LABELS,
  DELIVERY_DAY_LABELS,
  SUBSCRIPTION_FREQUENCY_LABELS,
  SUBSCRIPTION_PAYMENT_LABELS,
} from '@farmplate/contracts';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  LinkButton,
  Spinner,
  StatusBadge,
  useToast,
} from '@farmplate/design-system';
import { ChangeSubscriptionDialog, PauseSubscriptionDialog } from './SubscriptionForms';
import { STATUS_LABELS } from './subscriptionTexts';

const Section = styled(Card)`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3,
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  justify-content: space-between;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type Dialog = { kind: 'change' | 'pause' | 'cancel'; subscription: Subscription } | null;

function SubscriptionItem({ subscription, onOpen }: { subscription: Subscription; onOpen: (dialog: Dialog) => void }) {
  const skip = useSkipSubscriptionDelivery();
  const toast = useToast();
  const headingId = `subscription-${subscription.id}`;
  const open = subscription.status !== 'cancelled';
  return (
    <Item aria-labelledby={headingId}>
      <Heading>
        <h3 id={headingId}>{subscription.box_name}</h3>
        <StatusBadge status={subscription.status} label={STATUS_LABELS[subscription.status]} />
      </Heading>
      <p>
        {BOX_SIZE_LABELS[subscription.size]} · {formatMoney(subscription.price, 'USD')}
        {/* the order of each delivery adds the platform's delivery fee, as the shop says */}
        {subscription.delivery_fee > 0 && ` + ${formatMoney(subscription.delivery_fee, 'USD')} delivery fee`} a delivery
        · {subscription.farm_name ?? 'Partner farm'}
      </p>
      <p>
        {SUBSCRIPTION_FREQUENCY_LABELS[subscription.frequency]} on {DELIVERY_DAY_LABELS[subscription.delivery_day]}s, to{' '}
        {subscription.delivery_address} ({subscription.zip}) ·{' '}
        {SUBSCRIPTION_PAYMENT_LABELS[subscription.payment_method]}
      </p>
      {subscription.paused_until && <p>Paused until {formatDeliveryDate(subscription.paused_until)}.</p>}
      {subscription.next_delivery_date && (
        <p>
          Next delivery: <strong>{formatDeliveryDate(subscription.next_delivery_date)}</strong>
        </p>
      )}
      {open && (
        <Actions>
          <Button
            size="sm"
            variant="secondary"
            loading={skip.isPending}
            aria-label={`Skip the next delivery of ${subscription.box_name}`}
            onClick={() => skip.mutate(subscription.id, { onSuccess: ({ message }) => toast.success(message) })}
          >
            Skip next delivery
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Pause ${subscription.box_name}`}
            onClick={() => onOpen({ kind: 'pause', subscription })}
          >
            Pause
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Change ${subscription.box_name}`}
            onClick={() => onOpen({ kind: 'change', subscription })}
          >
            Change
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Cancel ${subscription.box_name}`}
            onClick={() => onOpen({ kind: 'cancel', subscription })}
          >
            Cancel subscription
          </Button>
        </Actions>
      )}
    </Item>
  );
}

/**
 * A customer's farm box subscriptions on their profile: skip the next delivery, pause
 * until a date, change size, frequency, day or address, cancel after a confirmation. Each answer
 * is the subscription as the server now has it, shown at once; a refusal (the cut-off has passed,
 * cancelled already) is the hook's toast with the server's reason.
 */
export function CustomerSubscriptions() {
  const subscriptions = useSubscriptions();
  const cancel = useCancelSubscription();
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <Section as="section" aria-labelledby="my-subscriptions">
      <h2 id="my-subscriptions">My Subscriptions</h2>
      {subscriptions.isPending ? (
        <Spinner label="Loading your subscriptions" />
      ) : subscriptions.isError ? (
        <p>Your subscriptions could not be loaded. Please reload the page.</p>
      ) : subscriptions.data.length === 0 ? (
        <EmptyState
          title="No subscriptions yet"
          message="Farm boxes delivered weekly, every two weeks or monthly will show here."
          action={
            <LinkButton reloadDocument to="/us/boxes">
              Shop Boxes
            </LinkButton>
          }
        />
      ) : (
        <List>
          {subscriptions.data.map((subscription) => (
            <SubscriptionItem key={subscription.id} subscription={subscription} onOpen={setDialog} />
          ))}
        </List>
      )}
      {dialog?.kind === 'change' && <ChangeSubscriptionDialog subscription={dialog.subscription} onClose={close} />}
      {dialog?.kind === 'pause' && <PauseSubscriptionDialog subscription={dialog.subscription} onClose={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'cancel'}
        title={`Cancel ${dialog?.subscription.box_name ?? 'subscription'}?`}
        message="No further box will be made for it. A cancellation cannot be undone: you can subscribe again later."
        confirmLabel="Cancel subscription"
        cancelLabel="Keep subscription"
        tone="danger"
        busy={cancel.isPending}
        onCancel={close}
        onConfirm={() => {
          if (!dialog) return;
          cancel.mutate(dialog.subscription.id, {
            onSuccess: ({ message }) => toast.success(message),
            onSettled: close,
          });
        }}
      />
    </Section>
  );
}
