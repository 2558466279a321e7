import type { SalesReport } from '@farmplate/contracts';
import { Grid, Stack, StatCard } from '@farmplate/design-system';
import { formatMoney } from '../orders/feedback';
import { BarChart } from './BarChart';
import { changeText, ReportSection, ReportTable } from './reportTables';

/** Sales & Revenue: trend cards, the revenue-and-orders chart, top items and top customers. */
export function SalesTab({ report }: { report: SalesReport }) {
  const { cards } = report;
  return (
    <Stack gap={6}>
      <Grid columns={{ base: 1, md: 3 }}>
        <StatCard
          label="Total Revenue"
          value={formatMoney(cards.revenue.value)}
          hint={changeText(cards.revenue.change)}
        />
        <StatCard
          label="Total Orders"
          value={cards.orders.value.toLocaleString('en-US')}
          hint={changeText(cards.orders.change)}
        />
        <StatCard
          label="Average Order Value"
          value={formatMoney(cards.averageOrderValue.value)}
          hint={changeText(cards.averageOrderValue.change)}
        />
      </Grid>
      <ReportSection title="Revenue and Orders" note="Cancelled orders are left out of revenue and order counts.">
        <BarChart
          title="Revenue and orders"
          labels={report.chart.map((point) => point.label)}
          bars={{ label: 'Revenue', values: report.chart.map((point) => point.revenue), format: formatMoney }}
          line={{ label: 'Orders', values: report.chart.map((point) => point.orders), format: String }}
        />
      </ReportSection>
      <ReportSection title="Top Selling Items">
        <ReportTable
          caption="Top Selling Items"
          rows={report.topItems}
          rowKey={(item) => item.name}
          columns={[
            { key: 'name', header: 'Item', value: (item) => item.name },
            { key: 'quantity', header: 'Quantity Sold', value: (item) => item.quantity, numeric: true },
            { key: 'revenue', header: 'Revenue', value: (item) => formatMoney(item.revenue), numeric: true },
          ]}
        />
      </ReportSection>
      <ReportSection title="Top Customers">
        <ReportTable
          caption="Top Customers"
          rows={report.topCustomers}
          rowKey={(customer) => `${customer.name}-${customer.email ?? ''}`}
          columns={[
            { key: 'name', header: 'Customer', value: (customer) => customer.name },
            { key: 'email', header: 'Email', value: (customer) => customer.email ?? 'N/A' },
            { key: 'orders', header: 'Orders', value: (customer) => customer.orders, numeric: true },
            { key: 'spent', header: 'Total Spent', value: (customer) => formatMoney(customer.spent), numeric: true },
          ]}
        />
      </ReportSection>
    </Stack>
  );
}
