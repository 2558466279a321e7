import { DELIVERY_DAYS, type DeliveryDay, type SubscriptionFrequency } from '@farmplate/contracts';

/**
 * The calendar of deliveries: a cycle is one delivery date (YYYY-MM-DD); its cut-off is the
 * admin's number of hours before the start of that day (UTC), when its orders are made.
 */

const DAY_MS = 86_400_000;
const dateOf = (text: string) => new Date(`${text}T00:00:00.000Z`);
export const dateText = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (text: string, days: number) => dateText(new Date(dateOf(text).getTime() + days * DAY_MS));

/** Days between two deliveries: monthly is every four weeks, so a delivery stays on its weekday. */
export const INTERVAL_DAYS: Record<SubscriptionFrequency, number> = { weekly: 7, biweekly: 14, monthly: 28 };

export const weekdayOf = (text: string): DeliveryDay => DELIVERY_DAYS[(dateOf(text).getUTCDay() + 6) % 7]!;

export const cutoffAt = (text: string, cutoffHours: number) =>
  new Date(dateOf(text).getTime() - cutoffHours * 3_600_000);

/** The cut-off of `text` has not come yet at `now`: the cycle still takes changes. */
export const isOpen = (text: string, cutoffHours: number, now: Date) => cutoffAt(text, cutoffHours) > now;

/** The first `day` on or after `notBefore` whose cut-off is still ahead at `now`. */
export function firstOpenDate({
  day,
  notBefore,
  now,
  cutoffHours,
}: {
  day: DeliveryDay;
  notBefore: string;
  now: Date;
  cutoffHours: number;
}): string {
  const today = dateText(now);
  let date = notBefore > today ? notBefore : today;
  while (weekdayOf(date) !== day || !isOpen(date, cutoffHours, now)) date = addDays(date, 1);
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
