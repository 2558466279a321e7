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
