import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../layout/VisuallyHidden';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell content; default is the row's value under `key`. */
  render?: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: string;
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A row's React key: a property name ('id') or a function. */
  rowKey: keyof Row | ((row: Row) => Key);
  /** Names the table for screen readers (not shown: the screen's heading is the visible title). */
  caption?: string;
  /** Shown across the table when there are no rows ('No users match your search criteria'). */
  empty?: ReactNode;
  className?: string;
}

const Scroller = styled.div`
  width: 100%;
  overflow-x: auto;
  /* the containing block of the visually hidden caption: it cannot widen the page (360 px) */
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space(8)} !important;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

function defaultCell(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** A data table; on a narrow screen it scrolls sideways (the scroller is keyboard focusable). */
export function Table<Row>({ columns, rows, rowKey, caption, empty = 'No results', className }: TableProps<Row>) {
  const keyOf = (row: Row): Key => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as unknown as Key));
  return (
    // A named, focusable region lets keyboard users scroll a wide table sideways.
    <Scroller className={className} {...(caption ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}>
      <StyledTable>
        {caption && (
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        )}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={{ textAlign: column.align ?? 'left', width: column.width }}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <EmptyCell colSpan={columns.length}>{empty}</EmptyCell>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={keyOf(row)}>
                {columns.map((column) => (
                  <td key={column.key} style={{ textAlign: column.align ?? 'left' }}>
                    {column.render ? column.render(row, index) : defaultCell(row, column.key)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Scroller>
  );
}
