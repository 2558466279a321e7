import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DELIVERY_MESSAGES, formatMoney, type AvailableDelivery } from '@farmplate/contracts';
import { ApiError, failureText, useAvailableDeliveries, useClaimDelivery, useCourierMe } from '@farmplate/api-client';
import {
  Banner,
  Button,
  Card,
  EmptyState,
  FactList,
  PageHeader,
  Spinner,
  Stack,
  useToast,
  VisuallyHidden,
} from '@farmplate/design-system';
import styled from 'styled-components';
import { ageText, COURIER_MESSAGES } from '../shared/courierText';
import { OnlineSwitch } from '../shared/OnlineSwitch';
import { useMinuteClock } from '../shared/useMinuteClock';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const CLAIM_FAILURE = {
  failed: 'Failed to claim the delivery',
  errored: 'Error claiming the delivery',
  reason: 'alone',
} as const;

function DeliveryCard({
  delivery,
  now,
  onClaim,
  claiming,
}: {
  delivery: AvailableDelivery;
  now: number;
  onClaim: () => void;
  claiming: boolean;
}) {
  const titleId = `delivery-${delivery.id}-title`;
  return (
    <Card as="li" aria-labelledby={titleId}>
      <CardTitle id={titleId}>
        {delivery.kitchen_name} → {delivery.dropoff_area ?? 'N/A'}
      </CardTitle>
      <FactList>
        <dt>Order</dt>
        <dd>#{delivery.order_number}</dd>
        <dt>Pickup</dt>
        <dd>
          {delivery.kitchen_name}
          {delivery.pickup_area && `, ${delivery.pickup_area}`}
          {delivery.pickup_kind === 'farm' && ' (farm box)'}
        </dd>
        <dt>Drop-off</dt>
        <dd>{delivery.dropoff_area ?? 'N/A'}</dd>
        <dt>Fee</dt>
        <dd>
          {formatMoney(delivery.delivery_fee, delivery.currency)}
          {delivery.tip > 0 && ` + ${formatMoney(delivery.tip, delivery.currency)} tip`}
        </dd>
        <dt>You earn</dt>
        <dd>{formatMoney(delivery.earning, delivery.currency)}</dd>
        <dt>Age</dt>
        <dd>{ageText(delivery.ready_at, now)}</dd>
      </FactList>
      <Button onClick={onClaim} disabled={claiming} aria-describedby={titleId}>
        {claiming ? 'Claiming…' : 'Claim'}
      </Button>
    </Card>
  );
}

/**
 * Available deliveries (/dashboard/available-deliveries): the ready orders of the courier's
 * region and zones while online, appearing and leaving live. The first claim wins; a courier who
 * lost the race reads the server's "already taken" above the list.
 */
export default function AvailableDeliveriesScreen() {
  const me = useCourierMe();
  const online = me.data?.online ?? false;
  const deliveries = useAvailableDeliveries({ enabled: online });
  const claim = useClaimDelivery();
  const toast = useToast();
  const navigate = useNavigate();
  const now = useMinuteClock();
  const [refusal, setRefusal] = useState<string | null>(null);

  const claimDelivery = async (id: number) => {
    setRefusal(null);
    try {
      await claim.mutateAsync(id);
      toast.success(DELIVERY_MESSAGES.claimed);
      await navigate('../active-delivery', { relative: 'path' });
    } catch (error) {
      setRefusal(failureText(error, CLAIM_FAILURE));
      if (!(error instanceof ApiError)) throw error;
    }
  };

  const list = deliveries.data ?? [];
  return (
    <Stack gap={5}>
      <PageHeader title="Available Deliveries" subtitle="Ready orders near you. Claim one to deliver it." />
      <Card>
        <OnlineSwitch />
      </Card>
      {refusal && <Banner type="error" message={refusal} autoHideMs={0} onDismiss={() => setRefusal(null)} />}
      {me.isPending ? (
        <Spinner label="Loading deliveries" showLabel />
      ) : !online ? (
        <EmptyState title="You are offline" message={COURIER_MESSAGES.offline} />
      ) : deliveries.isPending ? (
        <Spinner label="Loading deliveries" showLabel />
      ) : (
        <section aria-labelledby="available-list-title">
          <VisuallyHidden as="h2" id="available-list-title">
            Deliveries ready for pickup
          </VisuallyHidden>
          <VisuallyHidden role="status">
            {list.length === 1 ? '1 delivery available' : `${list.length} deliveries available`}
          </VisuallyHidden>
          {list.length === 0 ? (
            <EmptyState title="No deliveries right now" message="New ready orders appear here by themselves." />
          ) : (
            <List>
              {list.map((delivery) => (
                <DeliveryCard
                  key={delivery.id}
                  delivery={delivery}
                  now={now}
                  claiming={claim.isPending && claim.variables === delivery.id}
                  onClaim={() => void claimDelivery(delivery.id)}
                />
              ))}
            </List>
          )}
        </section>
      )}
    </Stack>
  );
}
