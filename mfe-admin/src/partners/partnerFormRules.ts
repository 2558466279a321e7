import { PARTNER_MESSAGES, type PartnerBody, type PartnerStatus } from '@farmplate/contracts';
import type { Partner, PartnerKind } from '@farmplate/api-client';

/** The partner form as final-form holds it (spec §3 Partner form fields). */
export interface PartnerFormValues {
  /** contact person */
  name: string;
  /** business name: farm, kitchen or delivery service */
  business_name: string;
  contact_email: string;
  contact_phone: string;
  password: string;
  password_confirmation: string;
  /** products (farmers), cuisine (kitchens) or vehicles (delivery) */
  offering: string;
  status: PartnerStatus;
}

export const NEW_PARTNER_VALUES: PartnerFormValues = {
  name: '',
  business_name: '',
  contact_email: '',
  contact_phone: '',
  password: '',
  password_confirmation: '',
  offering: '',
  status: 'active',
};

/** What each tab calls its partners and their offering (spec §2 columns, §7 payloads). */
export const PARTNER_KINDS: Record<
  PartnerKind,
  {
    tab: string;
    add: string;
    business: 'farmer_name' | 'kitchen_name' | 'delivery_name';
    businessLabel: string;
    offering: 'products' | 'cuisine' | 'vehicles';
    offeringLabel: string;
    countLabel: string;
  }
> = {
  farmers: {
    tab: 'Farmers',
    add: 'Add Farmer',
    business: 'farmer_name',
    businessLabel: 'Farm Name',
    offering: 'products',
    offeringLabel: 'Products',
    countLabel: 'Orders',
  },
  kitchens: {
    tab: 'Kitchens',
    add: 'Add Kitchen',
    business: 'kitchen_name',
    businessLabel: 'Kitchen Name',
    offering: 'cuisine',
    offeringLabel: 'Cuisine',
    countLabel: 'Orders',
  },
  delivery: {
    tab: 'Delivery Partners',
    add: 'Add Delivery Partner',
    business: 'delivery_name',
    businessLabel: 'Delivery Service Name',
    offering: 'vehicles',
    offeringLabel: 'Vehicles',
    countLabel: 'Deliveries',
  },
};

export const offeringOf = (kind: PartnerKind, partner: Partner): string => {
  const record = partner as unknown as Record<string, unknown>;
  const value = record[PARTNER_KINDS[kind].offering];
  return typeof value === 'string' ? value : '';
};

export const completedOf = (partner: Partner): number =>
  'deliveriesCompleted' in partner ? partner.deliveriesCompleted : partner.ordersCompleted;

export const partnerFormValues = (kind: PartnerKind, partner: Partner): PartnerFormValues => ({
  name: partner.user.name,
  business_name: partner.name,
  contact_email: partner.user.email,
  contact_phone: partner.user.contact ?? '',
  password: '',
  password_confirmation: '',
  offering: offeringOf(kind, partner),
  status: partner.status,
});

/** Comma-separated products or vehicles as chips (blank entries dropped). */
export const chipsOf = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The first rule of spec §5 "Partner form" the values break, or null: name, email and phone
 * required; on add a password and its confirmation; a password given must match.
 */
export function partnerFormProblem(values: Partial<PartnerFormValues>, adding: boolean): string | null {
  const blank = (text: string | undefined) => !text?.trim();
  if (blank(values.name) || blank(values.contact_email) || blank(values.contact_phone))
    return PARTNER_MESSAGES.required;
  if (adding && (!values.password || !values.password_confirmation)) return PARTNER_MESSAGES.passwordRequired;
  if (values.password && values.password !== values.password_confirmation) return PARTNER_MESSAGES.mismatch;
  return null;
}

/** The payload of spec §7 for the kind; password and confirmation only when a password is given. */
export function toPartnerInput(kind: PartnerKind, values: PartnerFormValues): PartnerBody {
  const { business, offering } = PARTNER_KINDS[kind];
  return {
    name: (values.name ?? '').trim(),
    [business]: (values.business_name ?? '').trim() || (values.name ?? '').trim(),
    contact_email: (values.contact_email ?? '').trim(),
    contact_phone: (values.contact_phone ?? '').trim(),
    [offering]: (values.offering ?? '').trim(),
    status: values.status,
    ...(values.password && { password: values.password, password_confirmation: values.password_confirmation }),
  };
}
