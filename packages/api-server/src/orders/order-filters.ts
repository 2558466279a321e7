import { DATE_RANGE_MESSAGE, type AdminOrderFilters } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { unprocessable } from '../http/errors';
import { currentSettings } from '../platform/settings/settings-repository';
import { addDays, compareDays, dayOf, ianaZoneOf, parseDay, startOf, weekdayOf } from './calendar';

/** The platform's time zone (Settings), as an IANA zone name: the admin's days are its days. */
export async function platformTimeZone(db: Database): Promise<string> {
  return ianaZoneOf((await currentSettings(db)).time_zone);
}

/** [start, end) of the admin's date filter; either side open. */
export interface InstantRange {
  start: Date | null;
  end: Date | null;
}

/**
 * The date filter of Admin Order Management in the platform's time zone: today, yesterday, this
 * week (Sunday to Saturday) or a custom range of days, both ends included. A range whose first
 * day is after its last, or a day that does not exist, is the client's mistake (400).
 */
export function orderDateRange(
  filters: Pick<AdminOrderFilters, 'date' | 'from' | 'to'>,
  now: Date,
  timeZone: string,
): InstantRange | null {
  const today = dayOf(now, timeZone);
  const span = (first: typeof today, days: number) => ({
    start: startOf(first, timeZone),
    end: startOf(addDays(first, days), timeZone),
  });
  switch (filters.date) {
    case 'today':
      return span(today, 1);
    case 'yesterday':
      return span(addDays(today, -1), 1);
    case 'this-week':
      return span(addDays(today, -weekdayOf(today)), 7);
    case 'custom': {
      const from = filters.from ? parseDay(filters.from) : null;
      const to = filters.to ? parseDay(filters.to) : null;
      if ((filters.from && !from) || (filters.to && !to) || (from && to && compareDays(from, to) > 0))
        throw unprocessable({ from: [DATE_RANGE_MESSAGE] }, DATE_RANGE_MESSAGE);
      if (!from && !to) return null;
      return {
        start: from ? startOf(from, timeZone) : null,
        end: to ? startOf(addDays(to, 1), timeZone) : null,
      };
    }
    default:
      return null;
  }
}
