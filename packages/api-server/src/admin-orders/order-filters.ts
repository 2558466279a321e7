import { and, eq, ilike, inArray, lt, gte, or, type SQL } from 'drizzle-orm';
import {
  DATE_RANGE_MESSAGE,
  storedStatusesOf,
  type AdminOrderFilters,
  type AdminOrderStatus,
} from '@farmplate/contracts';
import { orders } from '../db/schema';
import { isAll, likePattern } from '../http/dates';
import { unprocessable } from '../http/errors';
import { addDays, compareDays, dayOf, parseDay, startOf, weekdayOf } from './calendar';

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

/** Status, search, kitchen and date conditions; shared by the list, its counters and the export. */
export function adminOrderConditions(
  filters: AdminOrderFilters,
  range: InstantRange | null,
  /** whether the `kitchen` filter names a kitchen (meal orders) or a farm (grocery orders) */
  addressee: 'kitchen' | 'farm' = 'kitchen',
): SQL[] {
  const conditions: SQL[] = [];
  if (!isAll(filters.status))
    conditions.push(inArray(orders.status, storedStatusesOf(filters.status as AdminOrderStatus)));
  const search = filters.search?.trim();
  if (search) {
    const byId = /^\d{1,9}$/.test(search) ? [eq(orders.id, Number(search))] : [];
    conditions.push(
      or(
        ...byId,
        ilike(orders.orderNumber, likePattern(search)),
        ilike(orders.customerName, likePattern(search)),
        ilike(orders.customerEmail, likePattern(search)),
      )!,
    );
  }
  if (!isAll(filters.kitchen)) {
    // one column, so the (kitchen_id, created_at) or (farmer_id, created_at) index serves it
    const id = Number(filters.kitchen);
    conditions.push(addressee === 'farm' ? eq(orders.farmerId, id) : eq(orders.kitchenId, id));
  }
  if (range?.start) conditions.push(gte(orders.createdAt, range.start));
  if (range?.end) conditions.push(lt(orders.createdAt, range.end));
  return conditions;
}

export const whereOf = (conditions: SQL[]): SQL | undefined => (conditions.length ? and(...conditions) : undefined);
