/**
 * Dates and times as every screen writes them, in the platform's time zone (Settings → time zone):
 * the server counts "today" and a report's days in that zone (api-server admin-orders/calendar.ts),
 * so a screen shows an order on the same day the server counts it. A screen reads the zone with
 * `usePlatformTime()` (@farmplate/api-client).
 */

/** The time zones the platform settings offer (spec §9). */
export const TIME_ZONES = ['Eastern Time (US)', 'London (GMT)', 'Lagos (WAT)', 'Accra (GMT)'] as const;
export type PlatformTimeZone = (typeof TIME_ZONES)[number];
/** The settings' default (spec §9), used until the settings are loaded. */
export const DEFAULT_TIME_ZONE: PlatformTimeZone = 'Eastern Time (US)';

/** The IANA zone behind each time zone the settings offer. */
export const TIME_ZONE_IANA: Record<PlatformTimeZone, string> = {
  'Eastern Time (US)': 'America/New_York',
  'London (GMT)': 'Europe/London',
  'Lagos (WAT)': 'Africa/Lagos',
  'Accra (GMT)': 'Africa/Accra',
};

type Moment = string | number | Date | null | undefined;
type Shape = 'date' | 'dateTime' | 'time' | 'day' | 'longDate' | 'longDay';

const SHAPES: Record<Shape, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
  longDate: { year: 'numeric', month: 'long', day: 'numeric' },
  longDay: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
};

// Building an Intl.DateTimeFormat is slow next to using one: a table of 50 rows reuses one.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: PlatformTimeZone, shape: Shape): Intl.DateTimeFormat {
  const key = `${timeZone}|${shape}`;
  let format = formats.get(key);
  if (!format) {
    const locale = shape === 'day' ? 'en-CA' : 'en-US';
    format = new Intl.DateTimeFormat(locale, {
      timeZone: TIME_ZONE_IANA[timeZone] ?? 'America/New_York',
      ...SHAPES[shape],
    });
    formats.set(key, format);
  }
  return format;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day written 'YYYY-MM-DD' that exists ('2026-02-30' does not). */
export const isCalendarDay = (value: string): boolean =>
  CALENDAR_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

function write(value: Moment, timeZone: PlatformTimeZone, shape: Shape): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // '2026-11-30' (a delivery date, a joining date) is a day, not a moment: it is that day in every zone
  const zone = typeof value === 'string' && CALENDAR_DAY.test(value) ? 'Accra (GMT)' : timeZone; // UTC all year
  return formatIn(zone, shape).format(date);
}

/** 'Nov 24, 2026, 3:05 PM' in the platform's time zone (dateOnly: 'Nov 24, 2026'). No or invalid date: ''. */
export function formatDateTime(
  value: Moment,
  timeZone: PlatformTimeZone = DEFAULT_TIME_ZONE,
  options: { dateOnly?: boolean } = {},
): string {
  return write(value, timeZone, options.dateOnly ? 'date' : 'dateTime');
}

/** 'Nov 24, 2026' in the platform's time zone. No or invalid date: ''. */
export const formatDate = (value: Moment, timeZone: PlatformTimeZone = DEFAULT_TIME_ZONE): string =>
  write(value, timeZone, 'date');

/** '3:05 PM' in the platform's time zone. No or invalid date: ''. */
export const formatTime = (value: Moment, timeZone: PlatformTimeZone = DEFAULT_TIME_ZONE): string =>
  write(value, timeZone, 'time');

/** The calendar day '2026-11-24' a moment falls on in the platform's time zone. No or invalid date: ''. */
export const dayOf = (value: Moment, timeZone: PlatformTimeZone = DEFAULT_TIME_ZONE): string =>
  write(value, timeZone, 'day');

/** A calendar day '2025-06-12' as 'June 12, 2025' (a blog post's date), the same in every zone. No date: ''. */
export const formatLongDate = (value: Moment): string => write(value, DEFAULT_TIME_ZONE, 'longDate');

/**
 * A delivery date '2026-12-04' as 'Friday, December 4, 2026' (a farm box's next delivery): a
 * calendar day, the same day in every zone. No or invalid date: ''.
 */
export const formatDeliveryDate = (value: Moment): string => write(value, DEFAULT_TIME_ZONE, 'longDay');

/**
 * A checkout delivery slot, 'Wed, Dec 2, 10:30 AM', in the clock deliveries follow (an IANA zone:
 * Lagos in Nigeria, the settings' zone in the US; see `deliveryTimeZone`).
 */
export const formatDeliverySlot = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
