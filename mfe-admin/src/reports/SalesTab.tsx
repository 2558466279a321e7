import {
  CURRENCIES,
  formatAmounts,
  formatMoney,
  type Currency,
  type CurrencyTrend,
  type SalesReport,
} from '@farmplate/contracts';
import { Grid, Stack, StatCard } from '@farmplate/design-system';
import { BarChart } from './BarChart';
import { changeText, ReportSection, ReportTable } from './reportTables';

/** Each currency's figure side by side ('$1,234.00 · ₦56,000.00'): dollars and naira are never added. */
const amountsOf = (trends: readonly CurrencyTrend[]) =>
  formatAmounts(trends.map((trend) => ({ currency: trend.currency, amount: trend.value })));

/** The change of each currency's figure, named when there are two. */
const changesOf = (trends: readonly CurrencyTrend[]) =>
  trends.length <= 1
    ? changeText(trends[0]?.change ?? null)
    : trends.map((trend) => `${trend.currency} ${changeText(trend.change)}`).join(' · ');

/** The currencies with revenue in the period (dollars when there is none, for an empty chart). */
function chartCurrencies(report: SalesReport): Currency[] {
  const found = CURRENCIES.filter((currency) =>
    report.chart.some((point) => point.revenue.some((each) => each.currency === currency)),
  );
  return found.length ? found : ['USD'];
}

/** Sales & Revenue: trend cards, the revenue-and-orders chart, top items and top customers. */
export function SalesTab({ report }: { report: SalesReport }) {
  const { cards } = report;
  const currencies = chartCurrencies(report);
  return (
    <Stack gap={6}>
      <Grid columns={{ base: 1, md: 3 }}>
        <StatCard label="Total Revenue" value={amountsOf(cards.revenue)} hint={changesOf(cards.revenue)} />
        <StatCard
          label="Total Orders"
          value={cards.orders.value.toLocaleString('en-US')}
          hint={changeText(cards.orders.change)}
        />
        <StatCard
          label="Average Order Value"
          value={amountsOf(cards.averageOrderValue)}
          hint={changesOf(cards.averageOrderValue)}
        />
      </Grid>
      <ReportSection
        title="Revenue and Orders"
        note="Cancelled orders are left out of revenue and order counts. Each currency has its own chart."
      >
        {currencies.map((currency) => (
          <BarChart
            key={currency}
            title={`Revenue (${currency}) and orders`}
            labels={report.chart.map((point) => point.label)}
            bars={{
              label: `Revenue (${currency})`,
              values: report.chart.map(
                (point) => point.revenue.find((each) => each.currency === currency)?.amount ?? 0,
              ),
              format: (value) => formatMoney(value, currency),
            }}
            line={{ label: 'Orders', values: report.chart.map((point) => point.orders), format: String }}
          />
        ))}
      </ReportSection>
      <ReportSection title="Top Selling Items">
        <ReportTable
          caption="Top Selling Items"
          rows={report.topItems}
          rowKey={(item) => `${item.name}-${item.currency}`}
          columns={[
            { key: 'name', header: 'Item', value: (item) => item.name },
            { key: 'quantity', header: 'Quantity Sold', value: (item) => item.quantity, numeric: true },
            {
              key: 'revenue',
              header: 'Revenue',
              value: (item) => formatMoney(item.revenue, item.currency),
              numeric: true,
            },
          ]}
        />
      </ReportSection>
      <ReportSection title="Top Customers">
        <ReportTable
          caption="Top Customers"
          rows={report.topCustomers}
          rowKey={(customer) => `${customer.name}-${customer.email ?? ''}-${customer.currency}`}
          columns={[
            { key: 'name', header: 'Customer', value: (customer) => customer.name },
            { key: 'email', header: 'Email', value: (customer) => customer.email ?? 'N/A' },
            { key: 'orders', header: 'Orders', value: (customer) => customer.orders, numeric: true },
            {
              key: 'spent',
              header: 'Total Spent',
              value: (customer) => formatMoney(customer.spent, customer.currency),
              numeric: true,
            },
          ]}
        />
      </ReportSection>
    </Stack>
  );
}
