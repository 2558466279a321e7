import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useState, type Key, type ReactNode } from 'react';
import styled from 'styled-components';
import { Pagination } from '../data/Pagination';
import { Spinner, VisuallyHidden } from '@farmplate/design-system/core';

/** One column: `header` is also the label a cell shows when rows become cards (below 640 px). */
export interface DataTableColumn<Row> {
  id: string;
  header: string;
  /** Cell content; default is the row's value under `id`. */
  cell?: (row: Row) => ReactNode;
  /** Sortable by clicking its header. */
  sortable?: boolean;
  /** The value sorted by in the browser (client sorting); default is the row's value under `id`. */
  sortValue?: (row: Row) => string | number | null | undefined;
  align?: 'left' | 'center' | 'right';
  width?: string;
}

/** The sorted column and its direction; `null` is the server's or the rows' own order. */
export interface DataTableSort {
  id: string;
  desc: boolean;
}

/** The paging fields of every paged API answer (`PagedResponse` without `data`). */
export interface DataTablePage {
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
  per_page?: number;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers ('Inventory items'). */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** A row's React key: a property name ('id') or a function. */
  rowKey: keyof Row | ((row: Row) => Key);
  /** Buttons (or a DropdownMenu) for one row, in a last 'Actions' column. */
  rowActions?: (row: Row) => ReactNode;
  actionsHeader?: string;
  /** While the first load runs: a spinner in place of the rows, the table aria-busy. */
  loading?: boolean;
  loadingLabel?: string;
  /** Shown across the table when there are no rows (an EmptyState). */
  empty?: ReactNode;

  /** Controlled sort (keep it in the URL with useListState). Without it the table keeps its own. */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** 'server': rows come sorted from the API (send `sort` with the query); 'client' (default): the table sorts. */
  sorting?: 'client' | 'server';

  /** Server paging: the API's paged answer; with onPageChange the footer shows its pages. */
  page?: DataTablePage;
  /** Client paging: the table shows `pageSize` rows per page of `rows`. */
  pageSize?: number;
  /** The 1-based page shown with client paging (controlled, e.g. from the URL). */
  currentPage?: number;
  onPageChange?: (page: number) => void;
  /**
   * 'range': 'Showing {from} to {to} of {total} results' (default with server paging);
   * 'count': 'Showing X of Y results' (default with client paging). Both have numbered pages,
   * Previous and Next.
   */
  footer?: 'range' | 'count' | 'none';
  className?: string;
}

/** Below this width every row is a card: label and value per line, no sideways scrolling. */
const CARD_BELOW = '640px';

const Frame = styled.div`
  width: 100%;
  min-width: 0;
`;

const Scroller = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: calc(${CARD_BELOW} - 0.02px)) {
    overflow-x: visible;
    border: 0;
    background: transparent;
  }
`;

const Table = styled.table`
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

  @media (max-width: calc(${CARD_BELOW} - 0.02px)) {
    display: block;

    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
    tbody {
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.space(3)};
    }
    tbody tr {
      display: block;
      padding: ${({ theme }) => theme.space(2)} 0;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: ${({ theme }) => theme.shadows.sm};
    }
    tbody tr:hover td {
      background: transparent;
    }
    td {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
      min-width: 0;
      padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
      border-bottom: 0;
      text-align: right !important;
      overflow-wrap: anywhere;
    }
    td[data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: ${({ theme }) => theme.fontWeights.bold};
      letter-spacing: 0.04em;
      text-align: left;
      text-transform: uppercase;
    }
    td[data-actions] {
      justify-content: flex-end;
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
    td[data-full] {
      display: block;
      text-align: center !important;
    }
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const FullCell = styled.td`
  padding: ${({ theme }) => theme.space(8)} !important;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center !important;
`;

function valueAt(row: unknown, id: string): unknown {
  return (row as Record<string, unknown>)[id];
}

function plainCell(value: unknown): ReactNode {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The list table of every screen, on @tanstack/react-table: sortable columns (aria-sort on the
 * header, a button to change it), row actions, loading and empty states, the spec's two footers
 * with numbered pages, server or client paging; below 640 px each row is a card.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowActions,
  actionsHeader = 'Actions',
  loading = false,
  loadingLabel = 'Loading',
  empty = 'No results',
  sort,
  onSortChange,
  sorting: sortingMode = 'client',
  page,
  pageSize,
  currentPage,
  onPageChange,
  footer,
  className,
}: DataTableProps<Row>) {
  const [ownSort, setOwnSort] = useState<DataTableSort | null>(null);
  const [ownPage, setOwnPage] = useState(1);
  const activeSort = sort !== undefined ? sort : ownSort;
  const clientPaging = !page && pageSize !== undefined;
  const pageNumber = currentPage ?? ownPage;

  const columnDefs: ColumnDef<Row>[] = columns.map((column) => ({
    id: column.id,
    header: column.header,
    accessorFn: (row: Row) => (column.sortValue ? column.sortValue(row) : valueAt(row, column.id)),
    enableSorting: !!column.sortable,
    sortUndefined: 'last',
  }));
  const sortingState: SortingState = activeSort ? [activeSort] : [];

  const table = useReactTable<Row>({
    data: rows as Row[],
    columns: columnDefs,
    state: {
      sorting: sortingState,
      ...(clientPaging ? { pagination: { pageIndex: pageNumber - 1, pageSize } } : {}),
    },
    manualSorting: sortingMode === 'server',
    manualPagination: !clientPaging,
    // The page is ours (state above or the caller's): the table must not reset it itself. Its own
    // reset, queued whenever the rows or columns change, re-rendered a client-paged table forever.
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...(clientPaging ? { getPaginationRowModel: getPaginationRowModel() } : {}),
    getRowId: (row, index) => String(typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] ?? index)),
  });

  const changeSort = (id: string) => {
    // ascending → descending → unsorted
    const next: DataTableSort | null =
      activeSort?.id !== id ? { id, desc: false } : activeSort.desc ? null : { id, desc: true };
    if (sort === undefined) setOwnSort(next);
    onSortChange?.(next);
    // A new order starts on page 1 (useListState does it for a controlled page).
    if (clientPaging && currentPage === undefined) setOwnPage(1);
  };
  const goTo = (n: number) => {
    if (currentPage === undefined) setOwnPage(n);
    onPageChange?.(n);
  };

  const visible = table.getRowModel().rows;
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const byId = new Map(columns.map((column) => [column.id, column]));

  let pager: ReactNode = null;
  if (footer !== 'none' && !loading) {
    if (page && page.total > 0 && onPageChange) {
      pager = (
        <Pagination
          page={page.current_page}
          lastPage={page.last_page}
          total={page.total}
          {...((footer ?? 'range') === 'range' ? { from: page.from, to: page.to } : { shown: rows.length })}
          onPageChange={onPageChange}
        />
      );
    } else if (clientPaging && rows.length > 0) {
      const lastPage = Math.max(1, Math.ceil(rows.length / pageSize));
      const from = (pageNumber - 1) * pageSize + 1;
      pager = (
        <Pagination
          page={pageNumber}
          lastPage={lastPage}
          total={rows.length}
          {...(footer === 'range' ? { from, to: from + visible.length - 1 } : { shown: visible.length })}
          onPageChange={goTo}
        />
      );
    }
  }

  return (
    <Frame className={className}>
      <Scroller role="region" aria-label={caption} tabIndex={0}>
        <Table aria-busy={loading || undefined}>
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              {table.getFlatHeaders().map((header) => {
                const column = byId.get(header.id);
                const direction = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={direction ? ARIA_SORT[direction] : undefined}
                    style={{ textAlign: column?.align ?? 'left', width: column?.width }}
                  >
                    {header.column.getCanSort() ? (
                      <SortButton type="button" onClick={() => changeSort(header.id)}>
                        {column?.header}
                        <span aria-hidden="true">{direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}</span>
                      </SortButton>
                    ) : (
                      column?.header
                    )}
                  </th>
                );
              })}
              {rowActions && (
                <th scope="col" style={{ textAlign: 'right' }}>
                  {actionsHeader}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <FullCell colSpan={columnCount} data-full="">
                  <Spinner label={loadingLabel} showLabel />
                </FullCell>
              </tr>
            ) : visible.length === 0 ? (
              <tr>
                <FullCell colSpan={columnCount} data-full="">
                  {empty}
                </FullCell>
              </tr>
            ) : (
              visible.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell) => {
                    const column = byId.get(cell.column.id);
                    return (
                      <td key={cell.id} data-label={column?.header} style={{ textAlign: column?.align ?? 'left' }}>
                        {column?.cell ? column.cell(row.original) : plainCell(cell.getValue())}
                      </td>
                    );
                  })}
                  {rowActions && (
                    <td data-actions="" style={{ textAlign: 'right' }}>
                      {rowActions(row.original)}
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </Scroller>
      {pager}
    </Frame>
  );
}
