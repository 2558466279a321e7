import { TIME_ZONE_IANA, type Settings } from '@farmplate/contracts';

/**
 * Days and their boundaries in the platform's time zone (Settings → time_zone). "Today" for a
 * platform on Eastern Time starts at local midnight there, whatever the server's own zone is.
 */

/** A calendar day. */
export interface Day {
  year: number;
  month: number;
  day: number;
}

export const ianaZoneOf = (zone: Settings['time_zone']): string => TIME_ZONE_IANA[zone] ?? 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClock(instant: Date, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far the zone's clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The day `instant` falls on in `timeZone`. */
export function dayOf(instant: Date, timeZone: string): Day {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

/** The instant `day` begins (local midnight) in `timeZone`, daylight-saving changes included. */
export function startOf(day: Day, timeZone: string): Date {
  const midnightUtc = Date.UTC(day.year, day.month - 1, day.day);
  const first = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  return new Date(midnightUtc - offsetAt(new Date(first), timeZone));
}

export function addDays(day: Day, days: number): Day {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The same day of the month `months` later (the 31st becomes the month's last day). */
export function addMonths(day: Day, months: number): Day {
  const first = new Date(Date.UTC(day.year, day.month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: Math.min(day.day, lastDay) };
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: Day): number => new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();

export const dayText = (day: Day): string =>
  `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

/** A YYYY-MM-DD text as a day, or null when it names no day of the calendar (2025-02-31). */
export function parseDay(text: string | undefined): Day | null {
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return dayText(addDays(day, 0)) === text && day.year >= 1900 ? day : null;
}

export const compareDays = (a: Day, b: Day): number => dayText(a).localeCompare(dayText(b));
