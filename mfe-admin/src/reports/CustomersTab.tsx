import { RETENTION_DEFINITION, type CustomerReport } from '@farmplate/contracts';
import { Grid, Stack, StatCard } from '@farmplate/design-system';
import { BarChart } from './BarChart';
import { percent, ReportSection } from './reportTables';

const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'am' : 'pm'}`;

/** Customer Analytics: new, active, retention, age bands and popular order times. */
export function CustomersTab({ report }: { report: CustomerReport }) {
  return (
    <Stack gap={6}>
      <Grid columns={{ base: 1, md: 3 }}>
        <StatCard label="New Customers" value={report.newCustomers} hint="Accounts created in the period" />
        <StatCard label="Active Customers" value={report.activeCustomers} hint="Ordered at least once in the period" />
        <StatCard
          label="Retention Rate"
          value={percent(report.retentionRate)}
          hint={`${report.retainedCustomers} of ${report.previousCustomers} previous-period customers`}
        />
      </Grid>
      <p>{RETENTION_DEFINITION}</p>
      <ReportSection
        title="Age Demographics"
        note={`Active customers by age at the end of the period. Unknown (no birth date): ${report.unknownAge.customers} (${percent(report.unknownAge.share)}).`}
      >
        <BarChart
          title="Customers by age band"
          labels={report.ageBands.map((band) => band.band)}
          bars={{
            label: 'Share of active customers',
            values: report.ageBands.map((band) => band.share),
            format: (value) => `${value.toFixed(1)}%`,
          }}
        />
      </ReportSection>
      <ReportSection title="Popular Order Times" note="Orders by hour of day, in the platform's time zone.">
        <BarChart
          title="Orders by hour"
          labels={report.orderTimes.map((slot) => hourLabel(slot.hour))}
          bars={{ label: 'Orders', values: report.orderTimes.map((slot) => slot.orders), format: String }}
        />
      </ReportSection>
    </Stack>
  );
}
