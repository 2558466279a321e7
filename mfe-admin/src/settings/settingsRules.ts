import { firstErrors, SETTINGS_MESSAGES, UpdateSettingsBody, validate, type Settings } from '@farmplate/contracts';

/** The settings form as final-form holds it: numbers as typed text, lists as one box per choice. */
export interface SettingsFormValues {
  platform_name: string;
  support_email: string;
  support_phone: string;
  default_currency: string;
  time_zone: Settings['time_zone'];
  minimum_order_amount: string;
  delivery_fee: string;
  tax_rate: string;
  pay_stripe: boolean;
  pay_paypal: boolean;
  pay_cod: boolean;
  platform_commission_rate: string;
  enable_email_notifications: boolean;
  email_order_confirmation: boolean;
  email_order_status_updates: boolean;
  checkout_orders_per_address_per_hour: string;
  checkout_orders_per_contact_per_hour: string;
  mails_per_recipient_per_hour: string;
  mails_per_recipient_per_day: string;
  /** delivery partners: kept through the form (PUT /settings sends every field) */
  courier_fee_share: string;
  max_active_deliveries_per_courier: string;
}

export const settingsFormValues = (settings: Settings): SettingsFormValues => ({
  platform_name: settings.platform_name,
  support_email: settings.support_email,
  support_phone: settings.support_phone,
  default_currency: settings.default_currency,
  time_zone: settings.time_zone,
  minimum_order_amount: String(settings.minimum_order_amount),
  delivery_fee: String(settings.delivery_fee),
  tax_rate: String(settings.tax_rate),
  pay_stripe: settings.payment_methods.includes('stripe'),
  pay_paypal: settings.payment_methods.includes('paypal'),
  pay_cod: settings.payment_methods.includes('cod'),
  platform_commission_rate: String(settings.platform_commission_rate),
  enable_email_notifications: settings.enable_email_notifications,
  email_order_confirmation: settings.email_types.includes('order_confirmation'),
  email_order_status_updates: settings.email_types.includes('order_status_updates'),
  checkout_orders_per_address_per_hour: String(settings.checkout_orders_per_address_per_hour),
  checkout_orders_per_contact_per_hour: String(settings.checkout_orders_per_contact_per_hour),
  mails_per_recipient_per_hour: String(settings.mails_per_recipient_per_hour),
  mails_per_recipient_per_day: String(settings.mails_per_recipient_per_day),
  courier_fee_share: String(settings.courier_fee_share),
  max_active_deliveries_per_courier: String(settings.max_active_deliveries_per_courier),
});

/** A typed number; blank or not a number stays NaN so the rules catch it. */
const numberOf = (text: string | undefined) => (text === undefined || text.trim() === '' ? Number.NaN : Number(text));

/** PUT /settings: every field of spec §3 (payment_methods and email_types as lists). */
export function toSettingsInput(values: Partial<SettingsFormValues>): Settings {
  return {
    platform_name: (values.platform_name ?? '').trim(),
    support_email: (values.support_email ?? '').trim(),
    support_phone: (values.support_phone ?? '').trim(),
    default_currency: (values.default_currency ?? '').trim().toUpperCase(),
    time_zone: values.time_zone ?? 'Eastern Time (US)',
    minimum_order_amount: numberOf(values.minimum_order_amount),
    delivery_fee: numberOf(values.delivery_fee),
    tax_rate: numberOf(values.tax_rate),
    payment_methods: [
      ...(values.pay_stripe ? (['stripe'] as const) : []),
      ...(values.pay_paypal ? (['paypal'] as const) : []),
      ...(values.pay_cod ? (['cod'] as const) : []),
    ],
    platform_commission_rate: numberOf(values.platform_commission_rate),
    enable_email_notifications: !!values.enable_email_notifications,
    email_types: [
      ...(values.email_order_confirmation ? (['order_confirmation'] as const) : []),
      ...(values.email_order_status_updates ? (['order_status_updates'] as const) : []),
    ],
    checkout_orders_per_address_per_hour: numberOf(values.checkout_orders_per_address_per_hour),
    checkout_orders_per_contact_per_hour: numberOf(values.checkout_orders_per_contact_per_hour),
    mails_per_recipient_per_hour: numberOf(values.mails_per_recipient_per_hour),
    mails_per_recipient_per_day: numberOf(values.mails_per_recipient_per_day),
    courier_fee_share: numberOf(values.courier_fee_share),
    max_active_deliveries_per_courier: numberOf(values.max_active_deliveries_per_courier),
  };
}

/** Which tab holds each field, so an error on a hidden tab can be pointed at. */
export const SETTINGS_TAB_OF: Record<string, 'general' | 'orders' | 'payments' | 'notifications'> = {
  platform_name: 'general',
  support_email: 'general',
  support_phone: 'general',
  default_currency: 'general',
  time_zone: 'general',
  minimum_order_amount: 'orders',
  delivery_fee: 'orders',
  tax_rate: 'orders',
  payment_methods: 'payments',
  platform_commission_rate: 'payments',
  checkout_orders_per_address_per_hour: 'orders',
  checkout_orders_per_contact_per_hour: 'orders',
  mails_per_recipient_per_hour: 'notifications',
  mails_per_recipient_per_day: 'notifications',
  courier_fee_share: 'orders',
  max_active_deliveries_per_courier: 'orders',
};

/**
 * The rules of the settings (spec §9 with the server's schema): a valid support email, amounts of
 * 0 or more, commission 0–100 in steps of 0.1, at least one payment method, limits of whole
 * numbers from 1 with the daily mail cap not below the hourly one. Field → message.
 */
export function validateSettings(values: Partial<SettingsFormValues>): Record<string, string> {
  const input = toSettingsInput(values);
  const errors = firstErrors(validate(UpdateSettingsBody, input));
  // NaN is not a number to the schema: a blank or non-numeric amount gets the field's own message.
  const numeric: [keyof Settings, string][] = [
    ['minimum_order_amount', SETTINGS_MESSAGES.amountInvalid],
    ['delivery_fee', SETTINGS_MESSAGES.amountInvalid],
    ['tax_rate', SETTINGS_MESSAGES.taxRateInvalid],
    ['platform_commission_rate', SETTINGS_MESSAGES.commissionInvalid],
    ['checkout_orders_per_address_per_hour', SETTINGS_MESSAGES.limitInvalid],
    ['checkout_orders_per_contact_per_hour', SETTINGS_MESSAGES.limitInvalid],
    ['mails_per_recipient_per_hour', SETTINGS_MESSAGES.limitInvalid],
    ['mails_per_recipient_per_day', SETTINGS_MESSAGES.limitInvalid],
    ['courier_fee_share', SETTINGS_MESSAGES.courierFeeShareInvalid],
    ['max_active_deliveries_per_courier', SETTINGS_MESSAGES.maxActiveDeliveriesInvalid],
  ];
  for (const [field, message] of numeric) if (errors[field] || Number.isNaN(input[field])) errors[field] = message;
  // 0.1 steps, compared in tenths so 12.3 (12.299999…) is a step
  const tenths = input.platform_commission_rate * 10;
  if (Math.abs(tenths - Math.round(tenths)) > 1e-9)
    errors.platform_commission_rate = SETTINGS_MESSAGES.commissionInvalid;
  else if (!Number.isNaN(tenths) && input.platform_commission_rate >= 0 && input.platform_commission_rate <= 100)
    delete errors.platform_commission_rate;
  if (errors.support_email) errors.support_email = SETTINGS_MESSAGES.emailInvalid;
  if (errors.platform_name) errors.platform_name = SETTINGS_MESSAGES.platformNameRequired;
  if (input.payment_methods.length === 0) errors.payment_methods = SETTINGS_MESSAGES.paymentMethodRequired;
  if (!errors.mails_per_recipient_per_day && input.mails_per_recipient_per_day < input.mails_per_recipient_per_hour)
    errors.mails_per_recipient_per_day = SETTINGS_MESSAGES.mailDayBelowHour;
  return errors;
}
