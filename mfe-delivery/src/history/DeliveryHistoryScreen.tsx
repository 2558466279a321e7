import { FAILURE_REASON_LABELS, formatMoney } from '@farmplate/contracts';
import { useDeliveryHistory, usePlatformTime } from '@farmplate/api-client';
import {
  Button,
  Card,
  EmptyState,
  PageHeader,
  Pagination,
  Spinner,
  Stack,
  StatusBadge,
  useListState,
} from '@farmplate/design-system';
import styled from 'styled-components';
import { DELIVERY_STATUS_BADGE, DELIVERY_STATUS_LABELS } from '../shared/courierText';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const failureLabel = (reason: string | null) =>
  reason ? (FAILURE_REASON_LABELS[reason as keyof typeof FAILURE_REASON_LABELS] ?? reason) : '';

/** The courier's past deliveries (/dashboard/history), newest first, paged in the URL (?page=2). */
export default function DeliveryHistoryScreen() {
  const [list, setList] = useListState({ page: 1 });
  const history = useDeliveryHistory(list.page);
  const time = usePlatformTime();

  if (history.isPending) return <Spinner label="Loading delivery history" showLabel />;
  if (!history.data)
    return (
      <EmptyState
        title="Unable to load data"
        action={
          <Button variant="secondary" onClick={() => void history.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  const { data: rows, current_page, last_page, total } = history.data;
  return (
    <Stack gap={5}>
      <PageHeader title="Delivery History" subtitle="Every delivery you carried, newest first." />
      {rows.length === 0 ? (
        <EmptyState title="No deliveries yet" message="Deliveries you complete appear here." />
      ) : (
        <List>
          {rows.map((delivery) => (
            <Card as="li" key={delivery.id}>
              <Row>
                <h2>#{delivery.order_number}</h2>
                <StatusBadge
                  status={DELIVERY_STATUS_BADGE[delivery.delivery_status]}
                  label={DELIVERY_STATUS_LABELS[delivery.delivery_status]}
                />
              </Row>
              <Row>
                <span>
                  {delivery.kitchen.name} → {delivery.customer.area ?? 'N/A'}
                </span>
                <strong>{formatMoney(delivery.earning, delivery.currency)}</strong>
              </Row>
              <Row>
                <small>{time.dateTime(delivery.delivered_at ?? delivery.assigned_at) || 'N/A'}</small>
                {delivery.failure_reason && <small>{failureLabel(delivery.failure_reason)}</small>}
              </Row>
            </Card>
          ))}
        </List>
      )}
      {last_page > 1 && (
        <Pagination
          page={current_page}
          lastPage={last_page}
          shown={rows.length}
          total={total}
          numbered={false}
          onPageChange={(page) => setList({ page })}
        />
      )}
    </Stack>
  );
}
