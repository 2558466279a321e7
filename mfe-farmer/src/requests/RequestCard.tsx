import type { KitchenRequest } from '@farmplate/contracts';
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
import { requestLines } from '../shared/requestDisplay';

export interface RequestCardProps {
  request: KitchenRequest;
  onAccept: (request: KitchenRequest) => void;
  onDecline: (request: KitchenRequest) => void;
  onFulfil: (request: KitchenRequest) => void;
  onContact: (request: KitchenRequest) => void;
}

/** One kitchen request with every field of spec §2 and the actions its status allows. */
export function RequestCard({ request, onAccept, onDecline, onFulfil, onContact }: RequestCardProps) {
  const time = usePlatformTime();
  return (
    <RecordCard as="article" aria-label={`Request ${request.id} from ${request.kitchen_name}`}>
      <RecordCardHeader>
        <div>
          <RecordCardTitle>{request.kitchen_name}</RecordCardTitle>
          <p>
            Kitchen ID: {request.kitchen_id} · Request #{request.id}
          </p>
        </div>
        <StatusBadge status={request.status} />
      </RecordCardHeader>
      <FactList>
        <dt>Requested</dt>
        <dd>{time.date(request.created_at)}</dd>
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
        <dd>{request.delivery_date ? time.date(request.delivery_date) : 'Not specified'}</dd>
        {request.status === 'fulfilled' && request.fulfilled_at && (
          <>
            <dt>Fulfilled</dt>
            <dd>{time.date(request.fulfilled_at)}</dd>
          </>
        )}
        {request.status === 'declined' && (
          <>
            <dt>Decline reason</dt>
            <dd>{request.decline_reason || 'No reason given'}</dd>
          </>
        )}
        {/* the quality the kitchen asked for in its quick request */}
        {request.quality_preference && (
          <>
            <dt>Quality preference</dt>
            <dd>{request.quality_preference}</dd>
          </>
        )}
        {request.additional_notes && (
          <>
            <dt>Notes</dt>
            <dd>{request.additional_notes}</dd>
          </>
        )}
      </FactList>
      <RecordCardActions>
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
      </RecordCardActions>
    </RecordCard>
  );
}
