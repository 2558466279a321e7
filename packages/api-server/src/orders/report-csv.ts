import type { CustomerReport, PartnerReport, ReportTab, SalesReport } from '@farmplate/contracts';
import { CURRENCIES, REPORT_TAB_LABELS, RETENTION_DEFINITION, type Currency } from '@farmplate/contracts';

type Cell = string | number | null;
export type Reports = { sales: SalesReport; partners: PartnerReport; customers: CustomerReport };

const money = (value: number) => value.toFixed(2);
const orBlank = (value: number | null) => (value === null ? '' : value);

/**
 * The couriers' figures as the Courier Deliveries section shows them: deliveries and failures,
 * the median waits (minutes), earnings and tips each currency on its own row, then each day.
 */
function courierDeliveryRows(figures: PartnerReport['deliveryFigures']): Cell[][] {
  return [
    ['Courier Deliveries', 'Value', 'Currency'],
    ['Deliveries', figures.deliveries, ''],
    ['Failed deliveries', figures.failed, ''],
    ['Median pickup wait (minutes)', orBlank(figures.median_pickup_wait_minutes), ''],
    ['Median drop-off time (minutes)', orBlank(figures.median_dropoff_minutes), ''],
    ...figures.courier_earnings.map((each) => ['Courier earnings', money(each.amount), each.currency]),
    ...figures.tips.map((each) => ['Tips', money(each.amount), each.currency]),
    [],
    ['Day', 'Deliveries'],
    ...figures.per_day.map((row) => [row.day, row.deliveries]),
  ];
}

/** The rows of one tab's CSV: a title, the period, then each table under its own heading. */
export function reportRows<T extends ReportTab>(tab: T, report: Reports[T]): Cell[][] {
  const head: Cell[][] = [
    [REPORT_TAB_LABELS[tab]],
    ['Period', `${report.range.firstDay} to ${report.range.lastDay}`, report.range.timeZone],
    [],
  ];
  if (tab === 'sales') {
    const sales = report as SalesReport;
    // one row per currency: dollars and naira are never added together
    const chartCurrencies = CURRENCIES.filter((currency) =>
      sales.chart.some((point) => point.revenue.some((each) => each.currency === currency)),
    );
    const revenueIn = (point: SalesReport['chart'][number], currency: Currency) =>
      money(point.revenue.find((each) => each.currency === currency)?.amount ?? 0);
    return [
      ...head,
      ['Figure', 'Currency', 'This period', 'Previous period', 'Change (%)'],
      ...sales.cards.revenue.map((trend) => [
        'Total Revenue',
        trend.currency,
        money(trend.value),
        money(trend.previous),
        orBlank(trend.change),
      ]),
      ['Orders', '', sales.cards.orders.value, sales.cards.orders.previous, orBlank(sales.cards.orders.change)],
      ...sales.cards.averageOrderValue.map((trend) => [
        'Average Order Value',
        trend.currency,
        money(trend.value),
        money(trend.previous),
        orBlank(trend.change),
      ]),
      [],
      ['Period', ...chartCurrencies.map((currency) => `Revenue (${currency})`), 'Orders'],
      ...sales.chart.map((point) => [
        point.label,
        ...chartCurrencies.map((currency) => revenueIn(point, currency)),
        point.orders,
      ]),
      [],
      ['Top Selling Items', 'Quantity', 'Revenue', 'Currency'],
      ...sales.topItems.map((item) => [item.name, item.quantity, money(item.revenue), item.currency]),
      [],
      ['Top Customers', 'Email', 'Orders', 'Spent', 'Currency'],
      ...sales.topCustomers.map((customer) => [
        customer.name,
        customer.email,
        customer.orders,
        money(customer.spent),
        customer.currency,
      ]),
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
        money(row.valueSupplied),
        orBlank(row.averageResponseHours),
      ]),
      [],
      ['Kitchen', 'Orders', 'Revenue', 'Currency', 'Average Prep Time (minutes)', 'On-time Rate (%)'],
      ...partners.kitchens.map((row) => [
        row.name,
        row.orders,
        money(row.revenue),
        row.currency,
        orBlank(row.averagePrepMinutes),
        orBlank(row.onTimeRate),
      ]),
      [],
      ['Delivery Partner', 'Deliveries', 'Completed On Time', 'On-time Rate (%)'],
      ...partners.delivery.map((row) => [row.name, row.deliveries, row.completedOnTime, orBlank(row.onTimeRate)]),
      [],
      ...courierDeliveryRows(partners.deliveryFigures),
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
