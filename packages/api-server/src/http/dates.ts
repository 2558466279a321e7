/** ISO 8601 text of a timestamp, or null. */
export const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export const likePattern = (search: string): string => `%${search.trim().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** True when a filter value means "no filter" ('all', 'All', '' or absent). */
export const isAll = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (typeof value === 'string' && value.toLowerCase() === 'all');

/** True when a YYYY-MM-DD text names a day of the calendar (2025-02-31 does not). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
