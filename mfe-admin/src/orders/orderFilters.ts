import {
  ADMIN_ORDER_DATE_FILTERS,
  ADMIN_ORDER_STATUSES,
  type AdminOrderFilters,
  type AdminOrdersQuery,
} from '@farmplate/contracts';

/**
 * The list's state in the URL (page, search and every filter). `after` / `before`: the cursor
 * Next / Previous went to `page` by (the answer's next_cursor / previous_cursor), so a reload
 * shows the same orders; a numbered page has none.
 */
export const ORDER_LIST_DEFAULTS = {
  page: 1,
  after: '',
  before: '',
  search: '',
  status: 'all',
  kitchen: 'all',
  date: 'all',
  from: '',
  to: '',
};
export type OrderListState = typeof ORDER_LIST_DEFAULTS;

export const PAGE_SIZE = 10;

export const STATUS_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  ...ADMIN_ORDER_STATUSES.map((status) => ({
    value: status,
    label: status === 'in-progress' ? 'In Progress' : status.charAt(0).toUpperCase() + status.slice(1),
  })),
];

const DATE_LABELS: Record<(typeof ADMIN_ORDER_DATE_FILTERS)[number], string> = {
  all: 'All Dates',
  today: 'Today',
  yesterday: 'Yesterday',
  'this-week': 'This Week (Sun–Sat)',
  custom: 'Custom Range',
};
export const DATE_OPTIONS = ADMIN_ORDER_DATE_FILTERS.map((value) => ({ value, label: DATE_LABELS[value] }));

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The filters the server reads, from the URL state ('all' and blanks left out). */
export function toOrderFilters(list: OrderListState): AdminOrderFilters {
  const status = oneOf([...ADMIN_ORDER_STATUSES, 'all'] as const, list.status, 'all');
  const date = oneOf(ADMIN_ORDER_DATE_FILTERS, list.date, 'all');
  const kitchen = /^\d+$/.test(list.kitchen) ? Number(list.kitchen) : undefined;
  return {
    ...(status !== 'all' && { status }),
    ...(list.search.trim() && { search: list.search.trim() }),
    ...(kitchen && { kitchen }),
    ...(date !== 'all' && { date }),
    ...(date === 'custom' && list.from && { from: list.from }),
    ...(date === 'custom' && list.to && { to: list.to }),
  };
}

export const toOrdersQuery = (list: OrderListState): AdminOrdersQuery => ({
  ...toOrderFilters(list),
  page: list.page,
  per_page: PAGE_SIZE,
  ...(list.after ? { after: list.after } : list.before ? { before: list.before } : {}),
});

/**
 * The list state of going to page `page` from the page `shown`: Next and Previous continue from
 * the shown page's last or first order (its cursors), a numbered page is read by its number.
 */
export function pageChange(
  page: number,
  shown: { current_page: number; next_cursor: string | null; previous_cursor: string | null } | undefined,
): Pick<OrderListState, 'page' | 'after' | 'before'> {
  if (shown && page === shown.current_page + 1 && shown.next_cursor)
    return { page, after: shown.next_cursor, before: '' };
  if (shown && page === shown.current_page - 1 && shown.previous_cursor)
    return { page, after: '', before: shown.previous_cursor };
  return { page, after: '', before: '' };
}
