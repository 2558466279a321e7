import { Type, type Static } from '@sinclair/typebox';
import { TIME_ZONES } from '../format/dates';
import { EMAIL_PATTERN, MAX_AMOUNT, MessageWithData } from './common';
import * as compiled from './validators/compiled/settings';
import { registerPrecompiled } from './validators/registry';

/** Platform settings (spec §3 Settings, §9 defaults). */

export const PAYMENT_METHODS = ['stripe', 'paypal', 'cod'] as const;
export const EMAIL_TYPES = ['order_confirmation', 'order_status_updates'] as const;
export const DEFAULT_COMMISSION_RATE = 15;

export const SETTINGS_MESSAGES = {
  updated: 'Settings updated successfully!',
  platformNameRequired: 'Platform name is required',
  emailInvalid: 'Please enter a valid email address',
  amountInvalid: 'Enter an amount of 0 or more',
  taxRateInvalid: 'Tax rate must be between 0 and 100',
  commissionInvalid: 'Commission rate must be between 0 and 100 in steps of 0.1',
  paymentMethodRequired: 'Select at least one payment method',
  limitInvalid: 'Enter a whole number from 1 to 10,000',
  courierFeeShareInvalid: 'Courier fee share must be between 0 and 100 in steps of 0.1',
  maxActiveDeliveriesInvalid: 'Enter a whole number from 1 to 10',
  mailDayBelowHour: 'The daily mail cap cannot be lower than the hourly one',
  loadFailed: 'Failed to load settings',
  saveFailed: 'Something went wrong.',
} as const;

const amount = () => Type.Number({ minimum: 0, maximum: MAX_AMOUNT, errorMessage: 'Enter an amount of 0 or more' });

/** A limit of the abuse guards: a whole number, at least 1 (0 would close checkout or mail for everyone). */
const limit = () =>
  Type.Integer({ minimum: 1, maximum: 10_000, errorMessage: 'Enter a whole number from 1 to 10,000' });

const settingsProperties = {
  platform_name: Type.String({ minLength: 1, maxLength: 120, errorMessage: 'Platform name is required' }),
  support_email: Type.String({
    pattern: EMAIL_PATTERN,
    maxLength: 255,
    errorMessage: 'Please enter a valid email address',
  }),
  support_phone: Type.String({ maxLength: 50 }),
  default_currency: Type.String({ minLength: 3, maxLength: 3 }),
  time_zone: Type.Union(TIME_ZONES.map((zone) => Type.Literal(zone))),
  minimum_order_amount: amount(),
  delivery_fee: amount(),
  tax_rate: Type.Number({ minimum: 0, maximum: 100, errorMessage: 'Tax rate must be between 0 and 100' }),
  // at least one way to pay must stay on, or no customer could check out
  payment_methods: Type.Array(Type.Union(PAYMENT_METHODS.map((method) => Type.Literal(method))), {
    uniqueItems: true,
    minItems: 1,
    errorMessage: { minItems: 'Select at least one payment method' },
  }),
  platform_commission_rate: Type.Number({
    minimum: 0,
    maximum: 100,
    multipleOf: 0.1,
    errorMessage: 'Commission rate must be between 0 and 100 in steps of 0.1',
  }),
  enable_email_notifications: Type.Boolean(),
  email_types: Type.Array(Type.Union(EMAIL_TYPES.map((kind) => Type.Literal(kind))), { uniqueItems: true }),
  /** checkout requests one client address may make in an hour (a household, an office or a mobile carrier's shared address) */
  checkout_orders_per_address_per_hour: limit(),
  /** orders one customer email or phone may place in an hour, from any address */
  checkout_orders_per_contact_per_hour: limit(),
  /** mails the platform sends one recipient address in an hour, and in a day (of every kind) */
  mails_per_recipient_per_hour: limit(),
  mails_per_recipient_per_day: limit(),
  /** delivery partners: the courier's share of each delivery fee, % (the courier also keeps 100 % of tips) */
  courier_fee_share: Type.Number({
    minimum: 0,
    maximum: 100,
    multipleOf: 0.1,
    errorMessage: SETTINGS_MESSAGES.courierFeeShareInvalid,
  }),
  /** deliveries one courier may carry at once */
  max_active_deliveries_per_courier: Type.Integer({
    minimum: 1,
    maximum: 10,
    errorMessage: SETTINGS_MESSAGES.maxActiveDeliveriesInvalid,
  }),
};

export const Settings = Type.Object(settingsProperties);
export type Settings = Static<typeof Settings>;

/** PUT /settings: any subset of the fields; the rest keep their values. */
export const UpdateSettingsBody = Type.Partial(Type.Object(settingsProperties));
export type UpdateSettingsBody = Static<typeof UpdateSettingsBody>;

export const SettingsResponse = Type.Object({ data: Settings });
export const UpdateSettingsResponse = MessageWithData(Settings);

export const DEFAULT_SETTINGS: Settings = {
  platform_name: 'FarmPlate',
  support_email: 'support@farmplate.com',
  support_phone: '+1 (214) 555-0142',
  default_currency: 'USD',
  time_zone: 'Eastern Time (US)',
  minimum_order_amount: 15,
  delivery_fee: 3.99,
  tax_rate: 8.25,
  // card provider on, PayPal off, cash on delivery on (spec §9)
  payment_methods: ['stripe', 'cod'],
  platform_commission_rate: DEFAULT_COMMISSION_RATE,
  enable_email_notifications: true,
  email_types: ['order_confirmation', 'order_status_updates'],
  // Far above a family's ordering (a few orders and some ten mails a day), far below a flood.
  checkout_orders_per_address_per_hour: 30,
  checkout_orders_per_contact_per_hour: 10,
  mails_per_recipient_per_hour: 20,
  mails_per_recipient_per_day: 50,
  courier_fee_share: 80,
  max_active_deliveries_per_courier: 1,
};

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, { UpdateSettingsBody });
