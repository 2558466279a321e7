import {
  PERFORMANCE_BANDS,
  REQUEST_MESSAGES,
  type KitchenRequest,
  type OrderTimelineEntry,
  type PlatformTimeZone,
  DEFAULT_TIME_ZONE,
  formatDate,
} from '@farmplate/contracts';

/** Rules and figures of the kitchen screens (spec §5, §9), kept apart from the markup so jest checks them. */

export const formatPercent = (value: number | null): string => (value === null ? '—' : `${value}%`);
export const formatMinutes = (value: number | null): string => (value === null ? '—' : `${value} min`);

// ---- performance rating (spec §9) ----------------------------------------------------------------

export type PerformanceRating = 'Excellent' | 'Good' | 'Needs Improvement';

/** Excellent at 15 minutes or less, Good at 20 or less, Needs Improvement above. */
export function performanceRating(minutes: number): PerformanceRating {
  if (minutes <= PERFORMANCE_BANDS.excellent) return 'Excellent';
  if (minutes <= PERFORMANCE_BANDS.good) return 'Good';
  return 'Needs Improvement';
}

export interface HourlyRow {
  /** 0–23 */
  hour: number;
  label: string;
  orders: number;
  /** average minutes from ordered to ready (null: none ready yet) */
  averageMinutes: number | null;
  rating: PerformanceRating | null;
}

const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;

/** The hourly performance table from the real timeline: orders per hour and their average time to ready. */
export function hourlyPerformance(timeline: readonly OrderTimelineEntry[]): HourlyRow[] {
  const byHour = new Map<number, { orders: number; minutes: number[] }>();
  for (const entry of timeline) {
    const ordered = new Date(entry.orderTime);
    const hour = ordered.getHours();
    const bucket = byHour.get(hour) ?? { orders: 0, minutes: [] };
    bucket.orders += 1;
    const done = entry.readyTime ?? entry.completedTime;
    if (done) bucket.minutes.push((Date.parse(done) - ordered.getTime()) / 60_000);
    byHour.set(hour, bucket);
  }
  return [...byHour.entries()]
    .sort(([a], [b]) => a - b)
    .map(([hour, { orders, minutes }]) => {
      const average = minutes.length
        ? Math.round((minutes.reduce((sum, value) => sum + value, 0) / minutes.length) * 10) / 10
        : null;
      return {
        hour,
        label: `${hourLabel(hour)} – ${hourLabel((hour + 1) % 24)}`,
        orders,
        averageMinutes: average,
        rating: average === null ? null : performanceRating(average),
      };
    });
}

// ---- produce requests (spec §5 quick request, row request) --------------------------------------

export interface QuickRequestValues {
  farmer_id: string;
  inventory_item_id: string;
  quantity: string;
  needed_by_date: string;
  quality_preference: string;
  additional_notes: string;
}

export const NEW_QUICK_REQUEST: QuickRequestValues = {
  farmer_id: '',
  inventory_item_id: '',
  quantity: '',
  needed_by_date: '',
  quality_preference: 'Any',
  additional_notes: '',
};

export const NEEDED_BY_PAST = REQUEST_MESSAGES.neededByPast;

/** Today as YYYY-MM-DD in the visitor's time zone (the date input's min). */
export const todayIso = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** A whole number of kg, at least 1 (spec §9 "Kitchen requested quantity"). */
export const isValidQuantity = (text: string): boolean => /^\s*\d+\s*$/.test(text) && Number(text) >= 1;

/**
 * Farmer, produce and quantity required ('Please fill in all required fields'); quantity a whole
 * number ≥ 1 ('Please enter a valid quantity'); the needed-by date not in the past.
 */
export function validateQuickRequest(values: Partial<QuickRequestValues>, now = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.farmer_id) errors.farmer_id = REQUEST_MESSAGES.required;
  if (!values.inventory_item_id) errors.inventory_item_id = REQUEST_MESSAGES.required;
  if (!values.quantity?.trim()) errors.quantity = REQUEST_MESSAGES.required;
  else if (!isValidQuantity(values.quantity)) errors.quantity = REQUEST_MESSAGES.quantity;
  if (values.needed_by_date && values.needed_by_date < todayIso(now)) errors.needed_by_date = NEEDED_BY_PAST;
  return errors;
}

/** 'Your request for {quantity}kg of {item} has been sent to the farmer.' (spec §8) */
export const requestSentMessage = (quantity: number, item: string): string =>
  `Your request for ${quantity}kg of ${item} has been sent to the farmer.`;

/** What the kitchen sees of a request it sent: pending, accepted, declined with the reason, fulfilled with its date. */
export function requestProgress(request: KitchenRequest, timeZone: PlatformTimeZone = DEFAULT_TIME_ZONE): string {
  switch (request.status) {
    case 'pending':
      return 'Waiting for the farmer';
    case 'accepted':
      return 'Accepted by the farmer';
    case 'declined':
      return `Declined: ${request.decline_reason ?? 'no reason given'}`;
    case 'fulfilled':
      return `Fulfilled on ${formatDate(request.fulfilled_at, timeZone) || '—'}`;
  }
}
