/** A record expected to exist is not there (deleted meanwhile, or never was): the API answers 404. */
export class RowNotFoundError extends Error {
  constructor() {
    super('The record was not found.');
    this.name = 'RowNotFoundError';
  }
}

/** The SQLSTATE of `error` or of the driver error Drizzle wrapped in it, if any. */
export function sqlState(error: unknown): string | null {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
  }
  return null;
}

/** True when `error` (or the driver error Drizzle wrapped) is a unique-constraint violation. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

/**
 * What may be told of a database error: its SQLSTATE and the names of what it concerns. Never
 * its values: the driver's `detail` ("Failing row contains (…)", "Key (email)=(…)"), the query's
 * parameters and the message Drizzle writes them into hold whatever was being stored (hashes,
 * emails, addresses), and some SQLSTATE messages quote the value refused.
 */
export interface DatabaseErrorSummary {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/** The summary of `error` when it is (or wraps) a database error, else null. */
export function databaseErrorSummary(error: unknown): DatabaseErrorSummary | null {
  for (
    let current = error as Record<string, unknown> | undefined;
    current && typeof current === 'object';
    current = current.cause as typeof current
  ) {
    if (typeof current.code !== 'string' || !/^[0-9A-Z]{5}$/.test(current.code)) continue;
    const summary: DatabaseErrorSummary = { code: current.code };
    for (const name of ['constraint', 'table', 'column'] as const) {
      if (typeof current[name] === 'string') summary[name] = current[name];
    }
    return summary;
  }
  return null;
}
