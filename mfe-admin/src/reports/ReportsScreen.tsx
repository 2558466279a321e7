import { useId, type ReactNode } from 'react';
import {
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  REPORT_TAB_LABELS,
  REPORT_TABS,
  type ReportPeriod,
  type ReportQuery,
  type ReportTab,
} from '@farmplate/contracts';
import { failureText, useAdminReport, useExportAdminReport } from '@farmplate/api-client';
import {
  Button,
  Input,
  Label,
  PageHeader,
  SelectMenu,
  Spinner,
  Stack,
  Tabs,
  useListState,
} from '@farmplate/design-system';
import styled, { createGlobalStyle } from 'styled-components';
import { CustomersTab } from './CustomersTab';
import { PartnersTab } from './PartnersTab';
import { SalesTab } from './SalesTab';

/** Printing the page prints the report: no sidebar, header, buttons or filters. */
const PrintStyle = createGlobalStyle`
  @media print {
    nav, aside, header, [data-print='hide'] { display: none !important; }
    main { margin: 0 !important; padding: 0 !important; }
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};

  > * {
    flex: 1 1 160px;
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Period = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function DateInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </div>
  );
}

function TabReport({ tab, query }: { tab: ReportTab; query: ReportQuery }) {
  const sales = useAdminReport('sales', query, tab === 'sales');
  const partners = useAdminReport('partners', query, tab === 'partners');
  const customers = useAdminReport('customers', query, tab === 'customers');
  const current = { sales, partners, customers }[tab];
  if (current.error)
    return (
      <Notice role="alert">
        {failureText(current.error, {
          failed: 'Failed to load report',
          errored: 'Error loading report',
          reason: 'alone',
        })}
      </Notice>
    );
  if (!current.data) return <Spinner label="Loading report..." showLabel />;
  const range = current.data.range;
  let body: ReactNode = null;
  if (tab === 'sales' && sales.data) body = <SalesTab report={sales.data} />;
  if (tab === 'partners' && partners.data) body = <PartnersTab report={partners.data} />;
  if (tab === 'customers' && customers.data) body = <CustomersTab report={customers.data} />;
  return (
    <Stack gap={4} aria-busy={current.isFetching || undefined}>
      <Period>
        Period: {range.firstDay} to {range.lastDay} ({range.timeZone}), compared with the previous period of the same
        length. Amounts in USD.
      </Period>
      {body}
    </Stack>
  );
}

/** /dashboard/reports: every figure from the database for the chosen period, by tab, with CSV export. */
export default function ReportsScreen() {
  const [list, setList] = useListState({ tab: 'sales', period: 'last5months', from: '', to: '' });
  const exportReport = useExportAdminReport();
  const tab: ReportTab = (REPORT_TABS as readonly string[]).includes(list.tab) ? (list.tab as ReportTab) : 'sales';
  const period: ReportPeriod = (REPORT_PERIODS as readonly string[]).includes(list.period)
    ? (list.period as ReportPeriod)
    : 'last5months';
  const customReady = period !== 'custom' || (list.from !== '' && list.to !== '' && list.from <= list.to);
  const query: ReportQuery = period === 'custom' ? { period, from: list.from, to: list.to } : { period };

  return (
    <Stack gap={6}>
      <PrintStyle />
      <PageHeader
        title="Reports & Analytics"
        subtitle="Sales, partner performance and customers, computed from the platform's orders."
        actions={
          <div data-print="hide">
            <Stack direction="row" gap={2}>
              <Button variant="secondary" onClick={() => window.print()}>
                Print
              </Button>
              <Button
                onClick={() => exportReport.mutate({ tab, query })}
                loading={exportReport.isPending}
                disabled={!customReady}
              >
                {exportReport.isPending ? 'Exporting...' : 'Export Report'}
              </Button>
            </Stack>
          </div>
        }
      />
      <Controls data-print="hide">
        <SelectMenu
          label="Period"
          value={period}
          options={REPORT_PERIODS.map((value) => ({ value, label: REPORT_PERIOD_LABELS[value] }))}
          onValueChange={(value) => setList({ period: value })}
        />
        {period === 'custom' && (
          <>
            <DateInput label="From" value={list.from} onChange={(from) => setList({ from })} />
            <DateInput label="To" value={list.to} onChange={(to) => setList({ to })} />
          </>
        )}
      </Controls>
      <Tabs
        label="Report"
        items={REPORT_TABS.map((id) => ({ id, label: REPORT_TAB_LABELS[id] }))}
        value={tab}
        onChange={(id) => setList({ tab: id })}
      >
        {customReady ? (
          <TabReport tab={tab} query={query} />
        ) : (
          <Notice>Choose the first and last day of the custom range (the first on or before the last).</Notice>
        )}
      </Tabs>
    </Stack>
  );
}
