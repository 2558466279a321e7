import { useId } from 'react';
import { dayOf, formatAmounts, formatMoney } from '@farmplate/contracts';
import {
  useCourierEarnings,
  useDownloadEarningsStatement,
  usePlatformTime,
  type EarningsLine,
  type EarningsPeriod,
} from '@farmplate/api-client';
import {
  Button,
  Card,
  DataTable,
  EmptyState,
  Grid,
  Input,
  Label,
  PageHeader,
  Spinner,
  Stack,
  StatCard,
  useListState,
  useToast,
  type DataTableColumn,
} from '@farmplate/design-system';
import styled from 'styled-components';
import { defaultRange, isDay } from './earningsRange';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};

  > div {
    flex: 1 1 140px;
  }
`;

const periodColumns = (periodHeader: string): DataTableColumn<EarningsPeriod>[] => [
  { id: 'period', header: periodHeader },
  { id: 'deliveries', header: 'Deliveries', align: 'right' },
  { id: 'fee_share', header: 'Fee share', align: 'right', cell: (row) => formatMoney(row.fee_share, row.currency) },
  { id: 'tips', header: 'Tips', align: 'right', cell: (row) => formatMoney(row.tips, row.currency) },
  { id: 'total', header: 'Total', align: 'right', cell: (row) => formatMoney(row.total, row.currency) },
];

/** Sums of the range per currency (a courier works in one region; two currencies are never added). */
const totalsOf = (days: readonly EarningsPeriod[], pick: (day: EarningsPeriod) => number) =>
  formatAmounts(days.map((day) => ({ currency: day.currency, amount: pick(day) })));

/**
 * Earnings (/dashboard/earnings): per delivery the courier's share of the delivery fee and 100 %
 * of the tip, per day and per week over a range kept in the URL (?from&to), with the CSV statement.
 */
export default function EarningsScreen() {
  const time = usePlatformTime();
  const today = dayOf(Date.now(), time.timeZone);
  const [list, setList] = useListState({ from: '', to: '' });
  const fallback = defaultRange(today);
  const range = {
    from: isDay(list.from) ? list.from : fallback.from,
    to: isDay(list.to) ? list.to : fallback.to,
  };
  const earnings = useCourierEarnings(range);
  const statement = useDownloadEarningsStatement();
  const toast = useToast();
  const fromId = useId();
  const toId = useId();

  const deliveryColumns: DataTableColumn<EarningsLine>[] = [
    { id: 'order_number', header: 'Order', cell: (row) => `#${row.order_number}` },
    { id: 'delivered_at', header: 'Delivered', cell: (row) => time.dateTime(row.delivered_at) || 'N/A' },
    { id: 'fee_share', header: 'Fee share', align: 'right', cell: (row) => formatMoney(row.fee_share, row.currency) },
    { id: 'tip', header: 'Tip', align: 'right', cell: (row) => formatMoney(row.tip, row.currency) },
    { id: 'total', header: 'Total', align: 'right', cell: (row) => formatMoney(row.total, row.currency) },
  ];

  const download = async () => {
    const name = await statement.mutateAsync(range).catch(() => null);
    if (name) toast.success(`Statement downloaded: ${name}`);
  };

  const data = earnings.data;
  return (
    <Stack gap={5}>
      <PageHeader
        title="Earnings"
        subtitle="Your share of each delivery fee and 100% of your tips."
        actions={
          <Button variant="secondary" onClick={() => void download()} disabled={statement.isPending}>
            Download CSV statement
          </Button>
        }
      />
      <Card>
        <Filters>
          <div>
            <Label htmlFor={fromId}>From</Label>
            <Input
              id={fromId}
              type="date"
              value={range.from}
              max={range.to}
              onChange={(event) => setList({ from: event.target.value })}
            />
          </div>
          <div>
            <Label htmlFor={toId}>To</Label>
            <Input
              id={toId}
              type="date"
              value={range.to}
              min={range.from}
              onChange={(event) => setList({ to: event.target.value })}
            />
          </div>
        </Filters>
      </Card>
      {earnings.isPending ? (
        <Spinner label="Loading earnings" showLabel />
      ) : !data ? (
        <EmptyState
          title="Unable to load data"
          action={
            <Button variant="secondary" onClick={() => void earnings.refetch()}>
              Try Again
            </Button>
          }
        />
      ) : (
        <>
          <Grid columns={{ base: 2, lg: 4 }}>
            <StatCard label="Deliveries" value={data.deliveries.length} />
            <StatCard label="Fee share" value={totalsOf(data.days, (day) => day.fee_share)} />
            <StatCard label="Tips" value={totalsOf(data.days, (day) => day.tips)} />
            <StatCard label="Total" value={totalsOf(data.days, (day) => day.total)} />
          </Grid>
          <DataTable
            caption="Earnings per day"
            columns={periodColumns('Day')}
            rows={data.days}
            rowKey={(row) => `${row.period}-${row.currency}`}
            empty={<EmptyState title="No deliveries in this range" />}
          />
          <DataTable
            caption="Earnings per week"
            columns={periodColumns('Week of')}
            rows={data.weeks}
            rowKey={(row) => `${row.period}-${row.currency}`}
            empty={<EmptyState title="No deliveries in this range" />}
          />
          <DataTable
            caption="Earnings per delivery"
            columns={deliveryColumns}
            rows={data.deliveries}
            rowKey="id"
            empty={<EmptyState title="No deliveries in this range" />}
          />
        </>
      )}
    </Stack>
  );
}
