/** The dispatch board's section and region in the URL (`?section=failed&region=ng`); defaults are left out. */
export const DELIVERY_LIST_DEFAULTS = { section: 'waiting', region: 'all' };

export const SECTIONS = [
  { id: 'waiting', label: 'Waiting' },
  { id: 'active', label: 'Active' },
  { id: 'failed', label: 'Failed' },
] as const;

export const REGION_OPTIONS = [
  { value: 'all', label: 'All regions' },
  { value: 'us', label: 'United States' },
  { value: 'ng', label: 'Nigeria' },
];

/** The courier's reason for a failed delivery, in words. */
export const FAILURE_REASONS: Record<string, string> = {
  customer_unreachable: 'Customer unreachable',
  address_wrong: 'Address wrong',
  other: 'Other',
};

/** Whole minutes from `since` to `now` (never negative: a clock a little behind the server's). */
export const minutesSince = (since: string, now: number): number =>
  Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));

/** '4 min', '1 h 05 min' */
export function waitedText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
