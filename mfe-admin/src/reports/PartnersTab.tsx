import type { DeliveryFigures, PartnerReport } from '@farmplate/contracts';
import { formatAmounts, formatMoney, ON_TIME_PREP_MINUTES } from '@farmplate/contracts';
import { usePlatformTime } from '@farmplate/api-client';
import { Grid, Stack, StatCard } from '@farmplate/design-system';
import { percent, ReportSection, ReportTable } from './reportTables';

const hours = (value: number | null) => (value === null ? 'N/A' : `${value.toFixed(1)} h`);
const minutes = (value: number | null) => (value === null ? 'N/A' : `${value.toFixed(1)} min`);

/**
 * The couriers' figures of the period: deliveries and failures, the median wait from
 * ready to picked up and from picked up to the door, what couriers earned (fee share and tips)
 * and the tips alone, each currency apart, and the deliveries of each day.
 */
function CourierDeliveries({ figures }: { figures: DeliveryFigures }) {
  const time = usePlatformTime();
  return (
    <ReportSection
      title="Courier Deliveries"
      note="Delivered orders of the period; pickup wait runs from Ready to Picked up, drop-off from Picked up to Delivered."
    >
      <Grid columns={{ base: 2, lg: 3 }} role="group" aria-label="Courier delivery figures">
        <StatCard label="Deliveries" value={figures.deliveries.toLocaleString('en-US')} />
        <StatCard label="Failed deliveries" value={figures.failed.toLocaleString('en-US')} />
        <StatCard label="Median pickup wait" value={minutes(figures.median_pickup_wait_minutes)} />
        <StatCard label="Median drop-off time" value={minutes(figures.median_dropoff_minutes)} />
        <StatCard label="Courier earnings" value={formatAmounts(figures.courier_earnings)} />
        <StatCard label="Tips" value={formatAmounts(figures.tips)} />
      </Grid>
      <ReportTable
        caption="Deliveries per day"
        rows={figures.per_day}
        rowKey={(row) => row.day}
        columns={[
          { key: 'day', header: 'Day', value: (row) => time.date(row.day) || row.day },
          { key: 'deliveries', header: 'Deliveries', value: (row) => row.deliveries, numeric: true },
        ]}
      />
    </ReportSection>
  );
}

/** Partner Performance: farmer, kitchen and delivery tables for the period, and the couriers' figures. */
export function PartnersTab({ report }: { report: PartnerReport }) {
  return (
    <Stack gap={6}>
      <ReportSection
        title="Farmer Performance"
        note="Kitchen requests received in the period; value at the item's price per unit."
      >
        <ReportTable
          caption="Farmer Performance"
          rows={report.farmers}
          rowKey={(row) => row.id}
          columns={[
            { key: 'name', header: 'Farmer', value: (row) => row.name },
            { key: 'received', header: 'Requests Received', value: (row) => row.requestsReceived, numeric: true },
            { key: 'fulfilled', header: 'Fulfilled', value: (row) => row.fulfilled, numeric: true },
            { key: 'rate', header: 'Fulfilment Rate', value: (row) => percent(row.fulfilmentRate), numeric: true },
            { key: 'quantity', header: 'Quantity Supplied', value: (row) => row.quantitySupplied, numeric: true },
            {
              key: 'value',
              header: 'Value Supplied',
              value: (row) => formatMoney(row.valueSupplied, 'USD'),
              numeric: true,
            },
            {
              key: 'response',
              header: 'Avg. Response Time',
              value: (row) => hours(row.averageResponseHours),
              numeric: true,
            },
          ]}
        />
      </ReportSection>
      <ReportSection
        title="Kitchen Performance"
        note={`Prep time runs from Start Preparing to Ready; on time means ready within ${ON_TIME_PREP_MINUTES} minutes.`}
      >
        <ReportTable
          caption="Kitchen Performance"
          rows={report.kitchens}
          rowKey={(row) => row.id}
          columns={[
            { key: 'name', header: 'Kitchen', value: (row) => row.name },
            { key: 'orders', header: 'Orders', value: (row) => row.orders, numeric: true },
            {
              key: 'revenue',
              header: 'Revenue',
              value: (row) => formatMoney(row.revenue, row.currency),
              numeric: true,
            },
            { key: 'prep', header: 'Avg. Prep Time', value: (row) => minutes(row.averagePrepMinutes), numeric: true },
            { key: 'onTime', header: 'On-time Rate', value: (row) => percent(row.onTimeRate), numeric: true },
          ]}
        />
      </ReportSection>
      <ReportSection
        title="Delivery Performance"
        note="Completed deliveries; on time means completed by the delivery date."
      >
        <ReportTable
          caption="Delivery Performance"
          rows={report.delivery}
          rowKey={(row) => row.id}
          columns={[
            { key: 'name', header: 'Delivery Partner', value: (row) => row.name },
            { key: 'deliveries', header: 'Deliveries', value: (row) => row.deliveries, numeric: true },
            { key: 'onTime', header: 'Completed On Time', value: (row) => row.completedOnTime, numeric: true },
            { key: 'rate', header: 'On-time Rate', value: (row) => percent(row.onTimeRate), numeric: true },
          ]}
        />
      </ReportSection>
      <CourierDeliveries figures={report.deliveryFigures} />
    </Stack>
  );
}
