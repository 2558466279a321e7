import type { DeliveryDay, Subscription, SubscriptionFrequency } from '@farmplate/contracts';

export const FREQUENCY_LABELS: Record<SubscriptionFrequency, string> = {
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  monthly: 'Monthly',
};

export const DAY_LABELS: Record<DeliveryDay, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const SIZE_LABELS: Record<Subscription['size'], string> = { small: 'Small', medium: 'Medium', large: 'Large' };

export const STATUS_LABELS: Record<Subscription['status'], string> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

export const PAYMENT_LABELS: Record<Subscription['payment_method'], string> = {
  cash_on_delivery: 'Cash on delivery',
  bank_transfer: 'Bank transfer',
};
