import { Type, type Static } from '@sinclair/typebox';
import { CurrencySchema, AmountsByCurrency, Nullable } from './common';
import { DeliveryFigures } from './delivery';
import { DAY_PATTERN, DATE_RANGE_MESSAGE } from './orders';
import * as compiled from './validators/compiled/admin-reports';
import { registerPrecompiled } from './validators/registry';

/** Admin Reports & Analytics (spec §2): every figure computed from the database for a period. */

export const REPORT_PERIODS = ['last5months', 'last3months', 'lastmonth', 'lastyear', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  last5months: 'Last 5 Months',
  last3months: 'Last 3 Months',
  lastmonth: 'Last Month',
  lastyear: 'Last Year',
  custom: 'Custom Range',
};
export const REPORT_TABS = ['sales', 'partners', 'customers'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
export const REPORT_TAB_LABELS: Record<ReportTab, string> = {
  sales: 'Sales & Revenue',
  partners: 'Partner Performance',
  customers: 'Customer Analytics',
};
/** The five age bands of Customer Analytics (age at the end of the period). */
export const AGE_BANDS = ['18-24', '25-34', '35-44', '45-54', '55+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const ReportQuery = Type.Object({
  period: Type.Optional(Type.Union(REPORT_PERIODS.map((period) => Type.Literal(period)))),
  from: Type.Optional(Type.String({ maxLength: 10, pattern: DAY_PATTERN, errorMessage: DATE_RANGE_MESSAGE })),
  to: Type.Optional(Type.String({ maxLength: 10, pattern: DAY_PATTERN, errorMessage: DATE_RANGE_MESSAGE })),
});
export type ReportQuery = Static<typeof ReportQuery>;
export const ReportTabParams = Type.Object({ tab: Type.Union(REPORT_TABS.map((tab) => Type.Literal(tab))) });

/** The period a report covers: [start, end) instants, and the previous period of the same length. */
export const ReportRange = Type.Object({
  start: Type.String(),
  end: Type.String(),
  previousStart: Type.String(),
  /** first and last day in the platform's time zone, YYYY-MM-DD */
  firstDay: Type.String(),
  lastDay: Type.String(),
  timeZone: Type.String(),
});
export type ReportRange = Static<typeof ReportRange>;

const Trend = Type.Object({
  value: Type.Number(),
  previous: Type.Number(),
  /** % change against the previous period, 1 decimal; null when the previous period had none */
  change: Nullable(Type.Number()),
});
export type Trend = Static<typeof Trend>;

/** A money trend in one currency (dollars and naira are never added together). */
const CurrencyTrend = Type.Composite([Trend, Type.Object({ currency: CurrencySchema })]);
export type CurrencyTrend = Static<typeof CurrencyTrend>;

export const SalesReport = Type.Object({
  range: ReportRange,
  /**
   * revenue and orders exclude cancelled orders; revenue and the average order value are one
   * trend per currency that has orders in either period (none: empty)
   */
  cards: Type.Object({
    revenue: Type.Array(CurrencyTrend),
    orders: Trend,
    averageOrderValue: Type.Array(CurrencyTrend),
  }),
  /** one point per month (or per day for periods up to 62 days); revenue per currency */
  chart: Type.Array(Type.Object({ label: Type.String(), revenue: AmountsByCurrency, orders: Type.Integer() })),
  /** a dish or a customer with orders in both currencies is one row per currency */
  topItems: Type.Array(
    Type.Object({ name: Type.String(), quantity: Type.Integer(), revenue: Type.Number(), currency: CurrencySchema }),
  ),
  topCustomers: Type.Array(
    Type.Object({
      name: Type.String(),
      email: Nullable(Type.String()),
      orders: Type.Integer(),
      spent: Type.Number(),
      currency: CurrencySchema,
    }),
  ),
});
export type SalesReport = Static<typeof SalesReport>;

export const PartnerReport = Type.Object({
  range: ReportRange,
  farmers: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      requestsReceived: Type.Integer(),
      fulfilled: Type.Integer(),
      /** % of the period's requests fulfilled */
      fulfilmentRate: Type.Number(),
      quantitySupplied: Type.Number(),
      valueSupplied: Type.Number(),
      /** hours from request to accept or decline, 1 decimal; null when none answered */
      averageResponseHours: Nullable(Type.Number()),
    }),
  ),
  kitchens: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      orders: Type.Integer(),
      /** in the kitchen's currency (its region's) */
      revenue: Type.Number(),
      currency: CurrencySchema,
      /** minutes from Start Preparing to Ready, 1 decimal; null when none prepared */
      averagePrepMinutes: Nullable(Type.Number()),
      /** % of prepared orders ready within ON_TIME_PREP_MINUTES */
      onTimeRate: Nullable(Type.Number()),
    }),
  ),
  delivery: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      deliveries: Type.Integer(),
      completedOnTime: Type.Integer(),
      onTimeRate: Nullable(Type.Number()),
    }),
  ),
  /** delivery partners: deliveries per day, median waits, courier earnings and tips */
  deliveryFigures: DeliveryFigures,
});
export type PartnerReport = Static<typeof PartnerReport>;

export const CustomerReport = Type.Object({
  range: ReportRange,
  /** customer accounts created in the period */
  newCustomers: Type.Integer(),
  /** customers with at least one order in the period */
  activeCustomers: Type.Integer(),
  /** customers who ordered in the previous period */
  previousCustomers: Type.Integer(),
  /** of those, the ones who ordered again in this period */
  retainedCustomers: Type.Integer(),
  /** retained / previous in %, 1 decimal; null when nobody ordered in the previous period */
  retentionRate: Nullable(Type.Number()),
  /** active customers by age band; `unknown` have no birth date */
  ageBands: Type.Array(Type.Object({ band: Type.String(), customers: Type.Integer(), share: Type.Number() })),
  unknownAge: Type.Object({ customers: Type.Integer(), share: Type.Number() }),
  /** orders by hour of day (0 to 23) in the platform's time zone */
  orderTimes: Type.Array(Type.Object({ hour: Type.Integer(), orders: Type.Integer() })),
});
export type CustomerReport = Static<typeof CustomerReport>;

/** 'Jan 2026' or 'Mar 5' style labels are made by the server; the screen prints them as given. */
export const RETENTION_DEFINITION =
  'Retention rate: of the customers who ordered in the previous period of the same length, the share who ordered again in this period.';

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, { ReportQuery, ReportTabParams });
