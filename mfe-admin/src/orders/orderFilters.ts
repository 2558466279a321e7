import {
  ADMIN_ORDER_DATE_FILTERS,
  ADMIN_ORDER_STATUSES,
  type AdminOrderFilters,
  type AdminOrdersQuery,
} from '@farmplate/contracts';

/** The list's state in the URL (page, search and every filter). */
export const ORDER_LIST_DEFAULTS = {
  page: 1,
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
});
