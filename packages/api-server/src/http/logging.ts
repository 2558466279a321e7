import type { FastifyServerOptions } from 'fastify';
import { databaseErrorSummary } from '../db/errors';

/**
 * Secrets a log line must never hold: argon2 hashes (password and reset-code hashes), bearer
 * tokens, and the parameters of a failed query (Drizzle writes them into the error's message,
 * and they hold whatever was being stored: hashes, emails, codes).
 */
const SECRET_PATTERNS: [RegExp, string][] = [
  [/\$argon2[a-z]*\$[A-Za-z0-9+/=$,.-]+/g, '[redacted hash]'],
  // PostgreSQL's "Failing row contains (…)" lists every value of the row
  [/(Failing row contains )\([^\n]*\)/g, '$1([redacted])'],
  [/Bearer\s+[A-Za-z0-9._~+/=-]+/gi, 'Bearer [redacted]'],
  [/(\bparams:)[^\n]*/g, '$1 [redacted]'],
];

export const REDACTED = '[redacted]';

export function scrub(text: string): string {
  return SECRET_PATTERNS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

const SECRET_KEYS =
  /^(password|password_confirmation|new_password|new_password_confirmation|current_password|passwordHash|password_hash|codeHash|code_hash|otp|token|authorization|cookie|params|detail)$/i;

/** Where the error was thrown: its stack without the message, which may quote values. */
const stackFrames = (error: Error): string =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * A database error as it may be logged: its code, constraint, table and column, and where it was
 * thrown. Nothing of its message, detail or parameters, which carry the row's values.
 */
function loggableDatabaseError(error: Error): Record<string, unknown> | null {
  const summary = databaseErrorSummary(error);
  return summary && { type: 'DatabaseError', ...summary, stack: stackFrames(error) };
}

/**
 * What a start-up crash prints of `error`: a database error by its code and names only (a failed
 * seed would otherwise print the row it was inserting, password hash included), any other error
 * with its secrets scrubbed.
 */
export function crashReport(error: unknown): string {
  const summary = databaseErrorSummary(error);
  if (summary) {
    const about = [
      summary.constraint && `constraint ${summary.constraint}`,
      summary.table && `table ${summary.table}`,
      summary.column && `column ${summary.column}`,
    ].filter(Boolean);
    const frames = error instanceof Error ? stackFrames(error) : '';
    return `Database error ${summary.code}${about.length > 0 ? ` (${about.join(', ')})` : ''}\n${frames}`.trimEnd();
  }
  return scrub(error instanceof Error ? (error.stack ?? error.message) : String(error));
}

/** A copy of `value` with secret fields replaced and secrets scrubbed from every text. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrub(value);
  if (depth > 8 || !value || typeof value !== 'object') return value;
  const databaseError = value instanceof Error ? loggableDatabaseError(value) : null;
  if (databaseError) return databaseError;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const result: Record<string, unknown> = {};
  // own enumerable properties plus an error's message and stack, which are not enumerable
  const keys = new Set([...Object.keys(value), ...(value instanceof Error ? ['type', 'message', 'stack'] : [])]);
  for (const key of keys) {
    const item = key === 'type' && value instanceof Error ? value.constructor.name : (value as never)[key];
    result[key] = SECRET_KEYS.test(key) ? REDACTED : redact(item, depth + 1);
  }
  if (value instanceof Error && value.cause) result.cause = redact(value.cause, depth + 1);
  return result;
}

/**
 * The server's logger: every object logged goes through `redact`, every message through `scrub`,
 * whichever code logs it (request log, error handler, a plugin), so no line carries a secret.
 */
export function loggerOptions(enabled: boolean, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: 'info',
    ...(stream && { stream }),
    serializers: { err: (error) => redact(error) as { type: string; message: string; stack: string } },
    formatters: { log: (object: Record<string, unknown>) => redact(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
}
