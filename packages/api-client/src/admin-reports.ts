import { REPORTED_BY_SCREEN } from '@farmplate/api-client/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CustomerReport, PartnerReport, ReportQuery, ReportTab, SalesReport } from '@farmplate/contracts';
import { apiRequest } from '@farmplate/api-client/core';
import { downloadFile } from './download';

/** Admin Reports & Analytics: one call per tab for the chosen period, and its CSV. */

export interface ReportsByTab {
  sales: SalesReport;
  partners: PartnerReport;
  customers: CustomerReport;
}

export const adminReportKeys = {
  all: ['admin-reports'] as const,
  tab: (tab: ReportTab, query: ReportQuery) => [...adminReportKeys.all, tab, query] as const,
};

export function fetchAdminReport<T extends ReportTab>(
  tab: T,
  query: ReportQuery,
  signal?: AbortSignal,
): Promise<ReportsByTab[T]> {
  return apiRequest<ReportsByTab[T]>(`/admin-reports/${tab}`, { query: { ...query }, signal });
}

export function useAdminReport<T extends ReportTab>(tab: T, query: ReportQuery, enabled = true) {
  return useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: adminReportKeys.tab(tab, query),
    queryFn: ({ signal }) => fetchAdminReport(tab, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const exportAdminReport = (tab: ReportTab, query: ReportQuery) =>
  downloadFile(`/admin-reports/${tab}/export`, { ...query });

/** The report's CSV export as a mutation: its failure is toasted once, like every call's (the server's reason alone). */
export function useExportAdminReport() {
  return useMutation({
    meta: { errorMessage: { failed: 'Failed to export report', errored: 'Error exporting report', reason: 'alone' } },
    mutationFn: ({ tab, query }: { tab: ReportTab; query: ReportQuery }) => exportAdminReport(tab, query),
  });
}
