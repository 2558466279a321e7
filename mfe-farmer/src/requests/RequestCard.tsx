import type { KitchenRequest } from '@farmplate/contracts';
import { Button, Card, FactList, StatusBadge } from '@farmplate/design-system';
import styled from 'styled-components';
import { formatRequestDate, requestLines } from './requestDisplay';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Top = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
`;

export interface RequestCardProps {
  request: KitchenRequest;
  onAccept: (request: KitchenRequest) => void;
  onDecline: (request: KitchenRequest) => void;
  onFulfil: (request: KitchenRequest) => void;
  onContact: (request: KitchenRequest) => void;
}

/** One kitchen request with every field of spec §2 and the actions its status allows. */
export function RequestCard({ request, onAccept, onDecline, onFulfil, onContact }: RequestCardProps) {
  return (
    <Root as="article" aria-label={`Request ${request.id} from ${request.kitchen_name}`}>
      <Top>
        <div>
          <h3>{request.kitchen_name}</h3>
          <p>
            Kitchen ID: {request.kitchen_id} · Request #{request.id}
          </p>
        </div>
        <StatusBadge status={request.status} />
      </Top>
      <FactList>
        <dt>Requested</dt>
        <dd>{formatRequestDate(request.created_at)}</dd>
        <dt>Items</dt>
        <dd>
          <ul>
            {requestLines(request).map((line) => (
              <li key={line.name}>
                {line.name} — {line.amount}
              </li>
            ))}
          </ul>
        </dd>
        <dt>Delivery date</dt>
        <dd>{request.delivery_date ? formatRequestDate(request.delivery_date) : 'Not specified'}</dd>
        {request.status === 'fulfilled' && request.fulfilled_at && (
          <>
            <dt>Fulfilled</dt>
            <dd>{formatRequestDate(request.fulfilled_at)}</dd>
          </>
        )}
        {request.status === 'declined' && (
          <>
            <dt>Decline reason</dt>
            <dd>{request.decline_reason || 'No reason given'}</dd>
          </>
        )}
        {request.additional_notes && (
          <>
            <dt>Notes</dt>
            <dd>{request.additional_notes}</dd>
          </>
        )}
      </FactList>
      <Actions>
        {request.status === 'pending' && (
          <>
            <Button size="sm" onClick={() => onAccept(request)}>
              Accept
            </Button>
            <Button size="sm" variant="danger" onClick={() => onDecline(request)}>
              Decline
            </Button>
          </>
        )}
        {request.status === 'accepted' && (
          <Button size="sm" onClick={() => onFulfil(request)}>
            Mark as Fulfilled
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => onContact(request)}>
          Contact Kitchen
        </Button>
      </Actions>
    </Root>
  );
}
