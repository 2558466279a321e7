import type { DeliveryStatus, FailureReason, Vehicle } from '@farmplate/api-client';

/** The courier portal's words, one place for the screens and their tests. */

export const VEHICLE_LABELS: Record<Vehicle, string> = {
  bicycle: 'Bicycle',
  motorbike: 'Motorbike',
  car: 'Car',
  on_foot: 'On foot',
};

/** Vehicles that need a driver's licence, registration and insurance (spec §6 eligibility). */
export const MOTOR_VEHICLES: readonly Vehicle[] = ['motorbike', 'car'];

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  unassigned: 'Waiting for a courier',
  assigned: 'Go to kitchen',
  picked_up: 'Picked up',
  delivered: 'Delivered',
  failed: 'Failed',
};

export const FAILURE_REASON_LABELS: Record<FailureReason, string> = {
  customer_unreachable: 'Customer unreachable',
  address_wrong: 'Address wrong',
  other: 'Other',
};

export const COURIER_MESSAGES = {
  claimed: 'Delivery claimed. Head to the kitchen.',
  pickedUp: 'Pickup confirmed. Head to the customer.',
  delivered: 'Delivery completed.',
  failed: 'Failed delivery reported. An admin will resolve it.',
  online: 'You are online: new deliveries appear here.',
  offline: 'You are offline: go online to see deliveries near you.',
  codeFormat: 'Enter the 4-digit code',
  photoRequired: 'Add a photo of the order at the door',
  reasonRequired: 'Say why the delivery failed',
  profileSaved: 'Courier details saved.',
  zonesRequired: 'Name at least one zone',
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
