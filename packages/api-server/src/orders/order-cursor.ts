import { createHash } from 'node:crypto';
import { ADMIN_ORDER_MESSAGES, MAX_ID, MAX_PAGE, type AdminOrderFilters } from '@farmplate/contracts';
import { isAll } from '../http/dates';
import { unprocessable } from '../http/errors';

/**
 * The admin's order list walks `(created_at desc, id desc)`. Next and Previous continue from an
 * order of the page shown (keyset paging: an index range, however deep the page) instead of
 * skipping `(page - 1) × per_page` orders. A cursor names that order's position, the page it was
 * on, and the filters and page size it belongs to (a digest): page numbers and "Showing from to
 * to" stay those of the walk, and a cursor taken under other filters is refused, not misread.
 * Opaque to clients: base64url of a JSON array.
 */
export interface OrderPosition {
  /** created_at to the microsecond, UTC, as PostgreSQL writes it (`2026-11-27T02:35:00.123456Z`) */
  createdAt: string;
  id: number;
}

export interface OrderCursor extends OrderPosition {
  /** the page the order was on */
  page: number;
}

const VERSION = 1;
const INSTANT = /^[12]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** What a cursor is good for: the filters as the list reads them, and the page size. */
function digestOf(filters: AdminOrderFilters, perPage: number): string {
  const shape = [
    isAll(filters.status) ? '' : filters.status,
    filters.search?.trim() ?? '',
    isAll(filters.kitchen) ? '' : String(filters.kitchen),
    filters.date && filters.date !== 'all' ? filters.date : '',
    filters.date === 'custom' ? (filters.from ?? '') : '',
    filters.date === 'custom' ? (filters.to ?? '') : '',
    perPage,
  ];
  return createHash('sha256').update(JSON.stringify(shape)).digest('base64url').slice(0, 16);
}

export function encodeCursor(
  position: OrderPosition,
  page: number,
  filters: AdminOrderFilters,
  perPage: number,
): string {
  const fields = [VERSION, page, position.createdAt, position.id, digestOf(filters, perPage)];
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

const refused = (field: 'after' | 'before') =>
  unprocessable({ [field]: [ADMIN_ORDER_MESSAGES.badCursor] }, ADMIN_ORDER_MESSAGES.badCursor);

/** The cursor of `after` or `before`, checked against the filters and page size it is used with. */
export function decodeCursor(
  field: 'after' | 'before',
  text: string,
  filters: AdminOrderFilters,
  perPage: number,
): OrderCursor {
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refused(field);
  }
  if (!Array.isArray(fields) || fields.length !== 5) throw refused(field);
  const [version, page, createdAt, id, digest] = fields as unknown[];
  const valid =
    version === VERSION &&
    Number.isInteger(page) &&
    (page as number) >= 1 &&
    (page as number) <= MAX_PAGE &&
    (field === 'after' ? (page as number) < MAX_PAGE : (page as number) > 1) &&
    typeof createdAt === 'string' &&
    INSTANT.test(createdAt) &&
    // a day or hour that does not exist (2026-02-30) is not an order's
    !Number.isNaN(Date.parse(createdAt)) &&
    new Date(createdAt).toISOString().slice(0, 19) === createdAt.slice(0, 19) &&
    Number.isInteger(id) &&
    (id as number) >= 1 &&
    (id as number) <= MAX_ID &&
    digest === digestOf(filters, perPage);
  if (!valid) throw refused(field);
  return { page: page as number, createdAt, id: id as number };
}
