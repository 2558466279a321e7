import { sql } from 'drizzle-orm';
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

/**
 * A LIMIT or OFFSET for `.limit()` and `.offset()`, written into the statement's text instead of
 * sent as a parameter. PostgreSQL keeps one plan for a prepared statement (PGlite keeps every
 * statement: db/pglite-statements.ts) only when that plan costs no more than planning each call;
 * with the row count a parameter the kept plan must assume a tenth of the table, so it never does,
 * and a list statement was planned again on every call (half of its time on PGlite). The count is
 * an integer checked here, never text from a request.
 */
export function rowCount(count: number): number {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`Not a row count: ${count}`);
  // Drizzle writes an SQL chunk given to limit() or offset() as it is; an offset of 0 is left out
  return count === 0 ? 0 : (sql.raw(String(count)) as unknown as number);
}
