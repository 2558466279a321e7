import type { CourierDelivery } from '@farmplate/contracts';
import { Card, FactList, LinkButton, StatusBadge } from '@farmplate/design-system';
import styled from 'styled-components';
import { DELIVERY_STATUS_BADGE, DELIVERY_STATUS_LABELS } from './courierText';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** The delivery under way in brief (dashboard): where to go next, and the way to its screen. */
export function ActiveDeliveryCard({ delivery }: { delivery: CourierDelivery | null }) {
  return (
    <Card as="section" aria-labelledby="active-delivery-title">
      <Title id="active-delivery-title">Active Delivery</Title>
      {delivery ? (
        <>
          <FactList>
            <dt>Order</dt>
            <dd>#{delivery.order_number}</dd>
            <dt>Step</dt>
            <dd>
              <StatusBadge
                status={DELIVERY_STATUS_BADGE[delivery.delivery_status]}
                label={DELIVERY_STATUS_LABELS[delivery.delivery_status]}
              />
            </dd>
            <dt>{delivery.delivery_status === 'assigned' ? 'Pickup' : 'Drop-off'}</dt>
            <dd>
              {delivery.delivery_status === 'assigned'
                ? delivery.kitchen.name
                : (delivery.customer.address ?? delivery.customer.area ?? 'N/A')}
            </dd>
          </FactList>
          <LinkButton to="active-delivery" size="sm">
            Open active delivery
          </LinkButton>
        </>
      ) : (
        <>
          <p>No active delivery.</p>
          <LinkButton to="available-deliveries" variant="secondary" size="sm">
            See available deliveries
          </LinkButton>
        </>
      )}
    </Card>
  );
}
