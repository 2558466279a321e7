import { stringify } from 'csv-stringify/sync';
import {
  CustomerReport,
  ErrorResponse,
  PartnerReport,
  ReportQuery,
  ReportTabParams,
  SalesReport,
  type ReportTab,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { platformTimeZone } from './order-filters';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { reportPeriod, type ReportPeriodRange } from './report-period';
import { customerReport, partnerReport, salesReport } from './reports-repository';
import { reportRows, type Reports } from './report-csv';

const BUILDERS: { [T in ReportTab]: (db: Database, period: ReportPeriodRange) => Promise<Reports[T]> } = {
  sales: salesReport,
  partners: partnerReport,
  customers: customerReport,
};

/** Admin Reports & Analytics: one call per tab, and each tab as CSV, for the chosen period. */
export async function adminReportsPlugin(app: Api, { db }: AppContext): Promise<void> {
  const config = { permission: 'admin' as const };
  const tags = ['admin'];
  const periodOf = async (query: ReportQuery) => reportPeriod(query, new Date(), await platformTimeZone(db));

  app.get(
    '/admin-reports/sales',
    { config, schema: { tags, querystring: ReportQuery, response: responses({ 200: SalesReport }) } },
    async (request) => salesReport(db, await periodOf(request.query)),
  );
  app.get(
    '/admin-reports/partners',
    { config, schema: { tags, querystring: ReportQuery, response: responses({ 200: PartnerReport }) } },
    async (request) => partnerReport(db, await periodOf(request.query)),
  );
  app.get(
    '/admin-reports/customers',
    { config, schema: { tags, querystring: ReportQuery, response: responses({ 200: CustomerReport }) } },
    async (request) => customerReport(db, await periodOf(request.query)),
  );

  app.get(
    '/admin-reports/:tab/export',
    {
      config,
      schema: {
        tags,
        params: ReportTabParams,
        querystring: ReportQuery,
        produces: ['text/csv'],
        response: { 200: { type: 'string', description: 'CSV of the tab for the period' }, '4xx': ErrorResponse },
      },
    },
    async (request, reply) => {
      const { tab } = request.params;
      const period = await periodOf(request.query);
      const report = await BUILDERS[tab](db, period);
      const csv = stringify(reportRows(tab, report), { escape_formulas: true, bom: true, record_delimiter: 'windows' });
      const range = `${report.range.firstDay}_${report.range.lastDay}`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="report-${tab}-${range}.csv"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(csv, 'utf8'));
    },
  );
}
