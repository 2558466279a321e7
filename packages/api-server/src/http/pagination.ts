import { sql } from 'drizzle-orm';
import { DEFAULT_PER_PAGE, type PagedResponse } from '@farmplate/contracts';

export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
}

export function pageRequest(query: { page?: number; per_page?: number }): PageRequest {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  return { page, perPage, offset: (page - 1) * perPage };
}

/** `{ data, current_page, last_page, from, to, total, per_page }` for one page of `total` rows. */
export function paged<T>(data: T[], total: number, { page, perPage, offset }: PageRequest): PagedResponse<T> {
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from: data.length > 0 ? offset + 1 : null,
    to: data.length > 0 ? offset + data.length : null,
    total,
    per_page: perPage,
  };
}

/**
 * The number of rows matching a query, computed with the page in the same statement
 * (`count(*) over ()`): one round trip to the database per list instead of two.
 */
export const totalOver = sql<number>`(count(*) over ())::int`;

/**
 * The total of a page selected with `totalOver`. A page past the end has no row to carry it,
 * and only then is it counted separately.
 */
export async function totalOf(
  rows: { total: number }[],
  page: PageRequest,
  count: () => Promise<number>,
): Promise<number> {
  const [first] = rows;
  if (first) return first.total;
  return page.offset > 0 ? count() : 0;
}
