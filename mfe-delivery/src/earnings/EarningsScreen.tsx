import { useId } from 'react';
import { dayOf, formatMoney, isCalendarDay, type CourierEarnings, type Currency } from '@farmplate/contracts';
import { useCourierEarnings, useDownloadEarningsStatement, usePlatformTime } from '@farmplate/api-client';
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
import { defaultRange } from './earningsRange';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};

  > div {
    flex: 1 1 140px;
  }
`;

type DayRow = CourierEarnings['per_day'][number];
type WeekRow = CourierEarnings['per_week'][number];
type DeliveryRow = CourierEarnings['per_delivery'][number];

/** The figures of a day or a week, in the courier's currency (a courier works in one region). */
const figureColumns = <Row extends DayRow | WeekRow>(currency: Currency): DataTableColumn<Row>[] => [
  { id: 'deliveries', header: 'Deliveries', align: 'right' },
  { id: 'fee_share', header: 'Fee share', align: 'right', cell: (row) => formatMoney(row.fee_share, currency) },
  { id: 'tips', header: 'Tips', align: 'right', cell: (row) => formatMoney(row.tips, currency) },
  { id: 'earnings', header: 'Earnings', align: 'right', cell: (row) => formatMoney(row.earnings, currency) },
];

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
    from: isCalendarDay(list.from) ? list.from : fallback.from,
    to: isCalendarDay(list.to) ? list.to : fallback.to,
  };
  const earnings = useCourierEarnings(range);
  const statement = useDownloadEarningsStatement();
  const toast = useToast();
  const fromId = useId();
  const toId = useId();

  const currency = earnings.data?.currency ?? 'USD';
  const deliveryColumns: DataTableColumn<DeliveryRow>[] = [
    { id: 'order_number', header: 'Order', cell: (row) => `#${row.order_number}` },
    { id: 'delivered_at', header: 'Delivered', cell: (row) => time.dateTime(row.delivered_at) || 'N/A' },
    { id: 'fee_share', header: 'Fee share', align: 'right', cell: (row) => formatMoney(row.fee_share, currency) },
    { id: 'tip', header: 'Tip', align: 'right', cell: (row) => formatMoney(row.tip, currency) },
    { id: 'earning', header: 'Earning', align: 'right', cell: (row) => formatMoney(row.earning, currency) },
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
          <Grid columns={{ base: 2, lg: 4 }} role="group" aria-label="Earnings figures">
            <StatCard label="Deliveries" value={data.totals.deliveries} />
            <StatCard
              label="Fee share"
              value={formatMoney(data.totals.fee_share, currency)}
              hint={`${data.fee_share_percent}% of each delivery fee`}
            />
            <StatCard label="Tips" value={formatMoney(data.totals.tips, currency)} hint="100% of your tips" />
            <StatCard label="Earnings" value={formatMoney(data.totals.earnings, currency)} />
          </Grid>
          <DataTable
            caption="Earnings per day"
            columns={[{ id: 'day', header: 'Day' }, ...figureColumns<DayRow>(currency)]}
            rows={data.per_day}
            rowKey="day"
            empty={<EmptyState title="No deliveries in this range" />}
          />
          <DataTable
            caption="Earnings per week"
            columns={[{ id: 'week_start', header: 'Week of' }, ...figureColumns<WeekRow>(currency)]}
            rows={data.per_week}
            rowKey="week_start"
            empty={<EmptyState title="No deliveries in this range" />}
          />
          <DataTable
            caption="Earnings per delivery"
            columns={deliveryColumns}
            rows={data.per_delivery}
            rowKey="id"
            empty={<EmptyState title="No deliveries in this range" />}
          />
        </>
      )}
    </Stack>
  );
}
