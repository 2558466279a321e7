import { useMemo } from 'react';
import { STATUS_HISTORY_PERIODS, type StatusHistoryPeriod } from '@farmplate/contracts';
import { usePlatformTime, useStatusHistory } from '@farmplate/api-client';
import {
  Badge,
  Button,
  EmptyState,
  Grid,
  PageHeader,
  Spinner,
  Stack,
  StatCard,
  StatusBadge,
  DataTable,
  Tabs,
  useListState,
} from '@farmplate/design-system';
import styled from 'styled-components';
import { failureText } from '@farmplate/api-client';
import { hourlyPerformance, type PerformanceRating } from '../shared/kitchenRules';

const PERIODS: { id: StatusHistoryPeriod; label: string }[] = [
  { id: 'today', label: 'Today' },
  { id: 'week', label: 'This Week' },
  { id: 'month', label: 'This Month' },
];

const RATING_TONES: Record<PerformanceRating, 'success' | 'info' | 'warning'> = {
  Excellent: 'success',
  Good: 'info',
  'Needs Improvement': 'warning',
};

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** /dashboard/order-status: the kitchen's figures from the real status history (spec §2). */
export default function OrderStatusScreen() {
  const time = usePlatformTime();
  // The period lives in the URL (`?period=week`): a reload or a shared link keeps it.
  const [list, setList] = useListState({ period: 'today' });
  const period = (STATUS_HISTORY_PERIODS as readonly string[]).includes(list.period)
    ? (list.period as StatusHistoryPeriod)
    : 'today';
  const history = useStatusHistory(period);
  const hourly = useMemo(() => hourlyPerformance(history.data?.orderTimeline ?? []), [history.data]);

  const stats = history.data?.performanceStats[period];

  return (
    <Stack gap={6}>
      <PageHeader title="Order Status & Performance" subtitle="How fast your kitchen turns orders around." />
      <Tabs
        label="Period"
        value={period}
        onChange={(next) => setList({ period: next })}
        items={PERIODS.map(({ id, label }) => ({ id, label }))}
      >
        {history.isPending ? (
          <Spinner label="Loading order status data" showLabel />
        ) : history.isError || !history.data || !stats ? (
          <EmptyState
            title="Unable to load data"
            message={failureText(history.error, {
              failed: 'Failed to load order status data',
              errored: 'Error loading order status data',
            })}
            action={
              <Button variant="secondary" onClick={() => void history.refetch()}>
                Try Again
              </Button>
            }
          />
        ) : (
          <Stack gap={6}>
            <Grid columns={{ base: 2, lg: 4 }}>
              <StatCard label="Total Orders" value={stats.totalOrders} />
              <StatCard label="Avg Prep Time" value={`${stats.averagePrepTime} min`} />
              <StatCard label="On-Time Delivery" value={`${stats.onTimeDelivery}%`} />
              <StatCard label="Completion Rate" value={`${stats.completionRate}%`} />
            </Grid>

            <section aria-labelledby="order-timeline">
              <Stack gap={3}>
                <SectionTitle id="order-timeline">Order Timeline</SectionTitle>
                <DataTable
                  caption="Order Timeline"
                  rowKey="id"
                  rows={history.data.orderTimeline}
                  empty={<EmptyState title="No orders in this period" />}
                  columns={[
                    {
                      id: 'order',
                      header: 'Order',
                      cell: (row) => (
                        <>
                          <strong>{row.order_number}</strong>
                          <br />
                          {row.customer}
                        </>
                      ),
                    },
                    { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
                    { id: 'ordered', header: 'Ordered', cell: (row) => time.time(row.orderTime) || '—' },
                    { id: 'started', header: 'Started', cell: (row) => time.time(row.startTime) || '—' },
                    { id: 'ready', header: 'Ready', cell: (row) => time.time(row.readyTime) || '—' },
                    { id: 'completed', header: 'Completed', cell: (row) => time.time(row.completedTime) || '—' },
                    {
                      id: 'total',
                      header: 'Total',
                      cell: (row) => (row.totalTime === null ? '—' : `${row.totalTime} min`),
                    },
                  ]}
                />
              </Stack>
            </section>

            <section aria-labelledby="hourly-performance">
              <Stack gap={3}>
                <SectionTitle id="hourly-performance">Hourly Performance</SectionTitle>
                <DataTable
                  caption="Hourly Performance"
                  rowKey="hour"
                  rows={hourly}
                  empty={<EmptyState title="No orders in this period" />}
                  columns={[
                    { id: 'hour', header: 'Hour', cell: (row) => row.label },
                    { id: 'orders', header: 'Orders', cell: (row) => row.orders },
                    {
                      id: 'average',
                      header: 'Avg Time to Ready',
                      cell: (row) => (row.averageMinutes === null ? '—' : `${row.averageMinutes} min`),
                    },
                    {
                      id: 'rating',
                      header: 'Rating',
                      cell: (row) => (row.rating ? <Badge tone={RATING_TONES[row.rating]}>{row.rating}</Badge> : '—'),
                    },
                  ]}
                />
              </Stack>
            </section>
          </Stack>
        )}
      </Tabs>
    </Stack>
  );
}
