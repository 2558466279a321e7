import { RowNotFoundError } from './errors';

/** The row an INSERT … RETURNING gives back: there is always one, so none is a server fault. */
export function insertedRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The insert returned no row.');
  return row;
}

/**
 * The one row a lookup or an UPDATE … RETURNING of a record found just before expects: gone
 * meanwhile is the caller's "not found" (the API answers 404).
 */
export function foundRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new RowNotFoundError();
  return row;
}

/** The number of a `select({ total: count() })`. */
export function countOf(rows: readonly { total: number }[]): number {
  return rows[0]?.total ?? 0;
}
