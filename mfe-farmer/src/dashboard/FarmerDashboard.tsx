import { useNavigate } from 'react-router-dom';
import {
  useInventoryItems,
  useKitchenOrderTotal,
  usePlatformTime,
  useRequests,
  useRequestSummary,
} from '@farmplate/api-client';
import {
  Button,
  Card,
  EmptyState,
  Grid,
  LinkButton,
  PageHeader,
  Spinner,
  Stack,
  StatCard,
  StatusBadge,
} from '@farmplate/design-system';
import { useSession } from '@farmplate/session';
import styled from 'styled-components';
import { InventoryTable } from '../shared/InventoryTable';
import { useRemoveInventoryItem } from '../shared/useRemoveInventoryItem';
import { requestLines } from '../shared/requestDisplay';
import { useRequestDecisions } from '../shared/useRequestDecisions';
import { startOfMonth } from './fulfilledThisMonth';
import { greeting } from './greeting';
import { QuickAddForm } from './QuickAddForm';

/** How many items and requests the dashboard previews. */
const PREVIEW_SIZE = 5;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const SectionHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const RequestList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const RequestRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
  p {
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The farmer's home (/dashboard): live figures, quick add, inventory preview and new requests. */
export default function FarmerDashboard() {
  const time = usePlatformTime();
  const { user } = useSession();
  const navigate = useNavigate();
  const inventory = useInventoryItems({ page: 1, per_page: PREVIEW_SIZE });
  const summary = useRequestSummary();
  const pendingRequests = useRequests('pending');
  const removal = useRemoveInventoryItem();
  const decisions = useRequestDecisions();
  const now = new Date();
  const fulfilledThisMonth = useKitchenOrderTotal({
    status: 'completed',
    completed_since: startOfMonth(now).toISOString(),
  });

  return (
    <Stack gap={6}>
      <PageHeader title={greeting(now, user?.name)} subtitle="Here is what is happening on your farm today." />

      <Grid columns={{ base: 1, md: 3 }}>
        <StatCard label="Active Inventory Items" value={inventory.data?.total ?? '…'} />
        <StatCard label="Pending Requests" value={summary.data?.pending ?? '…'} />
        <StatCard label="Total Fulfilled" value={fulfilledThisMonth.data ?? '…'} hint="Orders fulfilled this month" />
      </Grid>

      <Columns>
        <Stack gap={6}>
          <section aria-labelledby="dashboard-inventory">
            <SectionHeader>
              <h2 id="dashboard-inventory">Your Inventory</h2>
              <LinkButton to="inventory" variant="ghost" size="sm">
                View all
              </LinkButton>
            </SectionHeader>
            {inventory.isPending ? (
              <Spinner label="Loading inventory" showLabel />
            ) : (
              <InventoryTable
                compact
                items={inventory.data?.data ?? []}
                onEdit={(item) => navigate(`inventory?edit=${item.id}`)}
                onRemove={removal.ask}
                empty={<EmptyState title="No inventory items found" message="Add your first item with Quick Add." />}
              />
            )}
          </section>

          <Card as="section" aria-labelledby="dashboard-requests">
            <SectionHeader>
              <h2 id="dashboard-requests">Recent Kitchen Requests</h2>
              <LinkButton to="requests" variant="ghost" size="sm">
                View all
              </LinkButton>
            </SectionHeader>
            {pendingRequests.isPending ? (
              <Spinner label="Loading requests" showLabel />
            ) : !pendingRequests.data?.length ? (
              <EmptyState title="No pending requests" message="New requests from kitchens will appear here." />
            ) : (
              <RequestList>
                {pendingRequests.data.slice(0, PREVIEW_SIZE).map((request) => (
                  <RequestRow key={request.id} aria-label={`Request ${request.id} from ${request.kitchen_name}`}>
                    <div>
                      <p>
                        <strong>{request.kitchen_name}</strong> <StatusBadge status={request.status} />
                      </p>
                      <p>
                        {requestLines(request)
                          .map((line) => `${line.name} — ${line.amount}`)
                          .join(', ')}
                      </p>
                      <small>Requested {time.date(request.created_at)}</small>
                    </div>
                    <RowActions>
                      <Button size="sm" onClick={() => decisions.accept(request)}>
                        Accept
                      </Button>
                      <Button size="sm" variant="danger" onClick={() => decisions.decline(request)}>
                        Decline
                      </Button>
                    </RowActions>
                  </RequestRow>
                ))}
              </RequestList>
            )}
          </Card>
        </Stack>

        <QuickAddForm />
      </Columns>

      {removal.dialog}
      {decisions.dialogs}
    </Stack>
  );
}
