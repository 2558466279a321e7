import type { DeliveryStatus } from '@farmplate/contracts';

/** The courier portal's words, one place for the screens and their tests. */

/** Each status in the courier's own words (the step they are at). */
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  unassigned: 'Waiting for a courier',
  assigned: 'Go to kitchen',
  picked_up: 'Picked up',
  delivered: 'Delivered',
  failed: 'Failed',
};

export const COURIER_MESSAGES = {
  online: 'You are online: new deliveries appear here.',
  offline: 'You are offline: go online to see deliveries near you.',
  codeFormat: 'Enter the 4-digit code',
  photoRequired: 'Add a photo of the order at the door',
  reasonRequired: 'Say why the delivery failed',
} as const;

/** 'Ready 4 min ago': whole minutes since the order became ready (never negative on a skewed clock). */
export function ageText(readyAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(readyAt)) / 60_000));
  if (minutes < 1) return 'Ready just now';
  if (minutes < 60) return `Ready ${minutes} min ago`;
  return `Ready ${Math.floor(minutes / 60)} h ${minutes % 60} min ago`;
}

/** A 4-digit pickup or delivery code, else the message to show under the field. */
export const codeProblem = (value: string | undefined): string | undefined =>
  /^\d{4}$/.test((value ?? '').trim()) ? undefined : COURIER_MESSAGES.codeFormat;

/** True when a document's expiry day ('YYYY-MM-DD') is before `today` (same form). */
export const isExpired = (expiry: string | null | undefined, today: string): boolean => !!expiry && expiry < today;

/** The badge colour of each delivery status (design-system STATUS_COLORS). */
export const DELIVERY_STATUS_BADGE: Record<DeliveryStatus, string> = {
  unassigned: 'pending',
  assigned: 'accepted',
  picked_up: 'in-progress',
  delivered: 'delivered',
  failed: 'cancelled',
};
