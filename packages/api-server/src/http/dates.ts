/** ISO 8601 text of a timestamp, or null. */
export const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export const likePattern = (search: string): string => `%${search.trim().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** True when a filter value means "no filter" ('all', 'All', '' or absent). */
export const isAll = (value: unknown): boolean => value === undefined || value === null || value === '' || String(value).toLowerCase() === 'all';
