import { formatMoney } from '@farmplate/contracts';
import { useAvailableProduce, useKitchenDashboard } from '@farmplate/api-client';
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
import styled from 'styled-components';
import { QuickRequestForm } from '../shared/QuickRequestForm';
import { formatMinutes, formatPercent } from '../shared/kitchenRules';

/** How many produce items the dashboard previews (spec §2). */
export const PRODUCE_PREVIEW = 4;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding-bottom: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const growthText = (value: number | null) => (value === null ? '—' : `${value > 0 ? '+' : ''}${value}%`);

/** The kitchen's home (/dashboard): every figure live from its orders (spec §2 Kitchen dashboard). */
export default function KitchenDashboardScreen() {
  const dashboard = useKitchenDashboard();
  const produce = useAvailableProduce({});
  const data = dashboard.data;

  if (dashboard.isPending) return <Spinner label="Loading dashboard" showLabel />;
  if (!data)
    return (
      <EmptyState
        title="Unable to load data"
        action={
          <Button variant="secondary" onClick={() => void dashboard.refetch()}>
            Try Again
          </Button>
        }
      />
    );

  const moreProduce = Math.max(0, (produce.data?.length ?? 0) - PRODUCE_PREVIEW);

  return (
    <Stack gap={6}>
      <PageHeader
        title="Kitchen Dashboard"
        subtitle="Today's orders, your menu's favourites and your farmers' produce."
      />

      <Grid columns={{ base: 1, md: 2, lg: 5 }}>
        <StatCard label="Today's Orders" value={data.today.orders} />
        <StatCard label="Active Orders" value={data.today.active_orders} hint="New and preparing" />
        <StatCard label="Revenue Today" value={formatMoney(data.today.revenue, 'USD')} />
        <StatCard label="Average Order" value={formatMoney(data.today.average_order, 'USD')} />
        <StatCard label="Completion Rate" value={formatPercent(data.today.completion_rate)} />
      </Grid>

      <Columns>
        <Card as="section" aria-labelledby="order-status-panel">
          <SectionTitle id="order-status-panel">Order Status</SectionTitle>
          <Rows>
            <li>
              <span>New Orders</span>
              <StatusBadge status="new" label={String(data.status_panel.new)} />
            </li>
            <li>
              <span>In Progress</span>
              <StatusBadge status="preparing" label={String(data.status_panel.preparing)} />
            </li>
            <li>
              <span>Ready</span>
              <StatusBadge status="ready" label={String(data.status_panel.ready)} />
            </li>
          </Rows>
          <LinkButton to="orders" variant="ghost" size="sm">
            Open the order board
          </LinkButton>
        </Card>

        <Card as="section" aria-labelledby="kitchen-performance">
          <SectionTitle id="kitchen-performance">Kitchen Performance</SectionTitle>
          <Rows>
            <li>
              <span>Average Prep Time</span>
              <strong>{formatMinutes(data.performance.average_prep_time)}</strong>
            </li>
            <li>
              <span>On-Time Delivery</span>
              <strong>{formatPercent(data.performance.on_time_rate)}</strong>
            </li>
            <li>
              <span>Customer Rating</span>
              <strong>{data.performance.rating === null ? '—' : `${data.performance.rating} / 5`}</strong>
            </li>
            <li>
              <span>Growth vs Yesterday</span>
              <strong>{growthText(data.performance.growth_vs_yesterday)}</strong>
            </li>
          </Rows>
        </Card>

        <Card as="section" aria-labelledby="popular-items">
          <SectionTitle id="popular-items">Popular Items</SectionTitle>
          {data.popular_items.length === 0 ? (
            <EmptyState title="No orders yet" message="Your most ordered dishes of the last 30 days appear here." />
          ) : (
            <Rows>
              {data.popular_items.map((item) => (
                <li key={item.name}>
                  <span>
                    {item.name}
                    <br />
                    <small>
                      {item.orders} orders · {item.quantity} portions
                    </small>
                  </span>
                  <strong>{formatMoney(item.revenue, 'USD')}</strong>
                </li>
              ))}
            </Rows>
          )}
        </Card>

        <Card as="section" aria-labelledby="farmer-inventory-preview">
          <SectionTitle id="farmer-inventory-preview">Farmer Inventory</SectionTitle>
          {produce.isPending ? (
            <Spinner label="Loading produce" showLabel />
          ) : !produce.data?.length ? (
            <EmptyState title="No produce available" />
          ) : (
            <Rows>
              {produce.data.slice(0, PRODUCE_PREVIEW).map((item) => (
                <li key={item.id}>
                  <span>
                    {item.produce_name}
                    <br />
                    <small>{item.farmer_name}</small>
                  </span>
                  <span>
                    {item.quantity} {item.unit} · {item.quality}
                  </span>
                </li>
              ))}
            </Rows>
          )}
          {moreProduce > 0 && (
            <LinkButton to="farmer-inventory" variant="ghost" size="sm">
              View {moreProduce} more items
            </LinkButton>
          )}
        </Card>
      </Columns>

      <QuickRequestForm title="Request Ingredients" produceLabel="Ingredient" dateLabel="Delivery date" />
    </Stack>
  );
}
