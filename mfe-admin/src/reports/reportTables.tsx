import type { ReactNode } from 'react';
import { DataTable } from '@farmplate/design-system';
import styled from 'styled-components';

const Section = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A titled part of a report tab. */
export function ReportSection({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <Section>
      <h2>{title}</h2>
      {note && <p>{note}</p>}
      {children}
    </Section>
  );
}

export interface ReportColumn<Row> {
  key: string;
  header: string;
  value: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** A report table: the design system's table (scrolls on its own on a phone, not the page). */
export function ReportTable<Row>({
  caption,
  rows,
  columns,
  rowKey,
  empty = 'No data for this period',
}: {
  caption: string;
  rows: readonly Row[];
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row) => string | number;
  empty?: string;
}) {
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={rowKey}
      empty={empty}
      columns={columns.map((column) => ({
        id: column.key,
        header: column.header,
        align: column.numeric ? ('right' as const) : ('left' as const),
        cell: (row: Row) => column.value(row),
      }))}
    />
  );
}

export const percent = (value: number | null): string => (value === null ? 'N/A' : `${value.toFixed(1)}%`);
export const changeText = (change: number | null): string =>
  change === null
    ? 'No orders in the previous period'
    : `${change > 0 ? '+' : ''}${change.toFixed(1)}% vs previous period`;
