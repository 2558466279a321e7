import styled from 'styled-components';
import { useLoyalty, usePlatformTime } from '@farmplate/api-client';
import type { LoyaltyEntry } from '@farmplate/contracts';
import { Card, DataTable, EmptyState, Spinner, useListState, type DataTableColumn } from '@farmplate/design-system';

const Section = styled(Card)`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const KIND_LABELS: Record<LoyaltyEntry['kind'], string> = {
  earned: 'Earned',
  reversed: 'Taken back',
  redeemed: 'Free delivery',
  returned: 'Given back',
};

/** The ledger stores each entry's points signed as they count: +40 earned or given back, -40 reversed or redeemed. */
const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

const pointsText = (points: number) => `${points.toLocaleString('en-US')} ${points === 1 ? 'point' : 'points'}`;

/** A customer's loyalty points: the balance, the rate, and the append-only history, newest first. */
export function CustomerLoyalty() {
  const loyalty = useLoyalty();
  const time = usePlatformTime();
  const [list, setList] = useListState({ pointsPage: 1 });
  const columns: DataTableColumn<LoyaltyEntry>[] = [
    { id: 'created_at', header: 'Date', cell: (entry) => time.date(entry.created_at) },
    { id: 'kind', header: 'Entry', cell: (entry) => KIND_LABELS[entry.kind] },
    { id: 'reason', header: 'Why' },
    { id: 'points', header: 'Points', align: 'right', cell: (entry) => signed(entry.points) },
  ];
  return (
    <Section as="section" aria-labelledby="my-points">
      <h2 id="my-points">Loyalty Points</h2>
      {loyalty.isPending ? (
        <Spinner label="Loading your points" />
      ) : loyalty.isError ? (
        <p>Your points could not be loaded. Please reload the page.</p>
      ) : (
        <>
          <p>
            Balance: <strong>{pointsText(loyalty.data.balance)}</strong>
          </p>
          <p>
            You earn {pointsText(loyalty.data.points_per_dollar)} per dollar spent on delivered orders; a cancelled or
            refunded order takes its points back.
          </p>
          <p>
            {pointsText(loyalty.data.points_per_free_delivery)} pay for a free delivery at checkout; a cancelled order
            gives them back.
          </p>
          <DataTable
            caption="Points history"
            columns={columns}
            rows={loyalty.data.data}
            rowKey="id"
            empty={<EmptyState title="No points yet" message="Points appear here once an order is delivered." />}
            pageSize={10}
            currentPage={list.pointsPage}
            onPageChange={(pointsPage) => setList({ pointsPage })}
          />
        </>
      )}
    </Section>
  );
}
