import type { CustomerReport, PartnerReport, ReportTab, SalesReport } from '@farmplate/contracts';
import { REPORT_TAB_LABELS, RETENTION_DEFINITION } from '@farmplate/contracts';

type Cell = string | number | null;
export type Reports = { sales: SalesReport; partners: PartnerReport; customers: CustomerReport };

const usd = (value: number) => value.toFixed(2);
const orBlank = (value: number | null) => (value === null ? '' : value);

/** The rows of one tab's CSV: a title, the period, then each table under its own heading. */
export function reportRows<T extends ReportTab>(tab: T, report: Reports[T]): Cell[][] {
  const head: Cell[][] = [
    [REPORT_TAB_LABELS[tab]],
    ['Period', `${report.range.firstDay} to ${report.range.lastDay}`, report.range.timeZone],
    [],
  ];
  if (tab === 'sales') {
    const sales = report as SalesReport;
    return [
      ...head,
      ['Figure', 'This period', 'Previous period', 'Change (%)'],
      [
        'Total Revenue (USD)',
        usd(sales.cards.revenue.value),
        usd(sales.cards.revenue.previous),
        orBlank(sales.cards.revenue.change),
      ],
      ['Orders', sales.cards.orders.value, sales.cards.orders.previous, orBlank(sales.cards.orders.change)],
      [
        'Average Order Value (USD)',
        usd(sales.cards.averageOrderValue.value),
        usd(sales.cards.averageOrderValue.previous),
        orBlank(sales.cards.averageOrderValue.change),
      ],
      [],
      ['Period', 'Revenue (USD)', 'Orders'],
      ...sales.chart.map((point) => [point.label, usd(point.revenue), point.orders]),
      [],
      ['Top Selling Items', 'Quantity', 'Revenue (USD)'],
      ...sales.topItems.map((item) => [item.name, item.quantity, usd(item.revenue)]),
      [],
      ['Top Customers', 'Email', 'Orders', 'Spent (USD)'],
      ...sales.topCustomers.map((customer) => [customer.name, customer.email, customer.orders, usd(customer.spent)]),
    ];
  }
  if (tab === 'partners') {
    const partners = report as PartnerReport;
    return [
      ...head,
      [
        'Farmer',
        'Requests Received',
        'Fulfilled',
        'Fulfilment Rate (%)',
        'Quantity Supplied',
        'Value Supplied (USD)',
        'Average Response (hours)',
      ],
      ...partners.farmers.map((row) => [
        row.name,
        row.requestsReceived,
        row.fulfilled,
        row.fulfilmentRate,
        row.quantitySupplied,
        usd(row.valueSupplied),
        orBlank(row.averageResponseHours),
      ]),
      [],
      ['Kitchen', 'Orders', 'Revenue (USD)', 'Average Prep Time (minutes)', 'On-time Rate (%)'],
      ...partners.kitchens.map((row) => [
        row.name,
        row.orders,
        usd(row.revenue),
        orBlank(row.averagePrepMinutes),
        orBlank(row.onTimeRate),
      ]),
      [],
      ['Delivery Partner', 'Deliveries', 'Completed On Time', 'On-time Rate (%)'],
      ...partners.delivery.map((row) => [row.name, row.deliveries, row.completedOnTime, orBlank(row.onTimeRate)]),
    ];
  }
  const customers = report as CustomerReport;
  return [
    ...head,
    ['Figure', 'Value'],
    ['New Customers', customers.newCustomers],
    ['Active Customers', customers.activeCustomers],
    ['Retention Rate (%)', orBlank(customers.retentionRate)],
    [RETENTION_DEFINITION],
    [],
    ['Age Band', 'Customers', 'Share (%)'],
    ...customers.ageBands.map((band) => [band.band, band.customers, band.share]),
    ['Unknown', customers.unknownAge.customers, customers.unknownAge.share],
    [],
    ['Hour', 'Orders'],
    ...customers.orderTimes.map((slot) => [`${String(slot.hour).padStart(2, '0')}:00`, slot.orders]),
  ];
}
