import { formatMoney } from '@farmplate/contracts';
import { useCourierMe } from '@farmplate/api-client';
import { Button, Card, EmptyState, Grid, PageHeader, Spinner, Stack, StatCard } from '@farmplate/design-system';
import { ActiveDeliveryCard } from '../shared/ActiveDeliveryCard';
import { OnlineSwitch } from '../shared/OnlineSwitch';

/** The courier's home (/dashboard): the online switch, today's deliveries and earnings, the delivery under way. */
export default function CourierDashboardScreen() {
  const me = useCourierMe();
  if (me.isPending) return <Spinner label="Loading dashboard" showLabel />;
  if (!me.data)
    return (
      <EmptyState
        title="Unable to load data"
        action={
          <Button variant="secondary" onClick={() => void me.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  const { today, currency, active_delivery: active, name } = me.data;
  return (
    <Stack gap={6}>
      <PageHeader title="Courier Dashboard" subtitle={`Hello ${name}: today's deliveries and earnings.`} />
      <Card>
        <OnlineSwitch />
      </Card>
      <Grid columns={{ base: 1, md: 2 }}>
        <StatCard label="Today's Deliveries" value={today.deliveries} />
        <StatCard
          label="Today's Earnings"
          value={formatMoney(today.earnings, currency)}
          hint={`Tips ${formatMoney(today.tips, currency)}`}
        />
      </Grid>
      <ActiveDeliveryCard delivery={active} />
    </Stack>
  );
}
