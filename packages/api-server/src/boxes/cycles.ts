import { DELIVERY_DAYS, type DeliveryDay, type SubscriptionFrequency } from '@farmplate/contracts';
import { dayOf, dayText, parseDay, startOf } from '../orders/calendar';

/**
 * The calendar of deliveries: a cycle is one delivery date (YYYY-MM-DD); its cut-off is the
 * admin's number of hours before the start of that day in the platform's time zone (Settings →
 * time zone, as the reports count days), when its orders are made.
 */

/** What a cycle's cut-off counts from: the admin's hours, and the platform's time zone (IANA). */
export interface BoxClock {
  cutoffHours: number;
  timeZone: string;
}

const DAY_MS = 86_400_000;
const dateOf = (text: string) => new Date(`${text}T00:00:00.000Z`);
export const dateText = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (text: string, days: number) => dateText(new Date(dateOf(text).getTime() + days * DAY_MS));

/** Days between two deliveries: monthly is every four weeks, so a delivery stays on its weekday. */
export const INTERVAL_DAYS: Record<SubscriptionFrequency, number> = { weekly: 7, biweekly: 14, monthly: 28 };

export const weekdayOf = (text: string): DeliveryDay => DELIVERY_DAYS[(dateOf(text).getUTCDay() + 6) % 7]!;

/** The day `now` falls on in the platform's time zone. */
export const todayIn = (timeZone: string, now: Date) => dayText(dayOf(now, timeZone));

/** `cutoffHours` before 00:00 of the delivery day in the platform's time zone. */
export const cutoffAt = (text: string, clock: BoxClock) =>
  new Date(startOf(parseDay(text)!, clock.timeZone).getTime() - clock.cutoffHours * 3_600_000);

/** The cut-off of `text` has not come yet at `now`: the cycle still takes changes. */
export const isOpen = (text: string, clock: BoxClock, now: Date) => cutoffAt(text, clock) > now;

/** The first `day` on or after `notBefore` whose cut-off is still ahead at `now`. */
export function firstOpenDate({
  day,
  notBefore,
  now,
  clock,
}: {
  day: DeliveryDay;
  notBefore: string;
  now: Date;
  clock: BoxClock;
}): string {
  const today = todayIn(clock.timeZone, now);
  let date = notBefore > today ? notBefore : today;
  while (weekdayOf(date) !== day || !isOpen(date, clock, now)) date = addDays(date, 1);
  return date;
}

/** The delivery after `text`. */
export const nextDelivery = (text: string, frequency: SubscriptionFrequency) => addDays(text, INTERVAL_DAYS[frequency]);

/** The first delivery of the schedule through `text` that falls on or after `until` (a pause). */
export function firstOnOrAfter(text: string, frequency: SubscriptionFrequency, until: string): string {
  let date = text;
  while (date < until) date = nextDelivery(date, frequency);
  return date;
}
