import type { BoxKind, DeliveryDay, SubscriptionFrequency } from '@farmplate/contracts';

export const KIND_LABELS: Record<BoxKind, string> = {
  produce_box: 'Produce box',
  meal_kit: 'Meal kit',
  grocery_bundle: 'Grocery bundle',
};

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

export const PAYMENT_LABELS = {
  cash_on_delivery: 'Cash on delivery',
  bank_transfer: 'Bank transfer',
} as const;
