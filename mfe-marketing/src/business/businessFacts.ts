import type { Region } from '../region/region';

/** The business facts of spec §9 that the public pages quote, in one place. */

export const CUSTOMER_SERVICE_HOURS = [
  { days: 'Monday to Friday', hours: '9:00 AM to 9:00 PM' },
  { days: 'Saturday', hours: '10:00 AM to 8:00 PM' },
  { days: 'Sunday', hours: '11:00 AM to 7:00 PM' },
] as const;

export const DELIVERY_HOURS = '8:00 AM to 10:00 PM daily';
export const LIVE_CHAT_HOURS = '8 AM to 10 PM';
export const MEAL_DELIVERY_TIME = '30 to 60 minutes';
export const GROCERY_DELIVERY_TIME = 'same-day or next-day';

/** Order and refund windows (spec §9 "Policies"). */
export const POLICY_WINDOWS = {
  cancelOrModify: '5 minutes',
  reportIssue: '24 hours of delivery',
  returnSealedGoods: '48 hours',
  refundReview: '48 hours',
  refundPayout: '5 to 7 business days',
  creditApplied: '24 to 48 hours',
} as const;

export const MINIMUM_AGE = 18;
export const CHILDREN_PRIVACY_AGE = '13 (16 where local law sets a higher age)';

/** Effective dates of the legal pages (spec §9). */
export const EFFECTIVE_DATES = {
  privacy: 'July 1, 2025',
  terms: 'July 1, 2025',
  refunds: 'August 1, 2025',
  delivery: 'July 1, 2025',
} as const;

export const SERVED_NOW = 'Dallas metro (Texas)';
export const US_COMING_SOON = ['Houston', 'Austin', 'San Antonio'] as const;
export const NIGERIA_LAUNCH_CITIES = ['Jos', 'Abuja', 'Lagos'] as const;

export const US_SUPPORT_PHONE = '(214) 555-0142';

/** Who runs FarmPlate in a market and how to reach them. */
export interface MarketFacts {
  region: Region;
  country: string;
  entity: string;
  /** One sentence saying who the company is. */
  entityDescription: string;
  office: string;
  supportEmail: string;
  privacyEmail: string;
  legalEmail: string;
  farmersEmail: string;
  kitchensEmail: string;
  couriersEmail: string;
  /** Cities named in the legal pages (spec §9 "Service areas"). */
  serviceCities: string[];
  mealDeliveryFee: string;
  groceryDeliveryFee: string;
  paymentOptions: string[];
  upcomingPayments?: string;
  supportLanguages: string[];
  currency: string;
}

export const MARKETS: Record<Region, MarketFacts> = {
  us: {
    region: 'us',
    country: 'United States',
    entity: 'FarmPlate, Inc.',
    entityDescription: 'FarmPlate, Inc. is a Delaware corporation with its principal office in Dallas, Texas.',
    office: 'FarmPlate, Inc., Dallas, Texas, United States',
    supportEmail: 'support@farmplate.com',
    privacyEmail: 'privacy@farmplate.com',
    legalEmail: 'legal@farmplate.com',
    farmersEmail: 'farmers@farmplate.com',
    kitchensEmail: 'kitchens@farmplate.com',
    couriersEmail: 'couriers@farmplate.com',
    serviceCities: ['Dallas-Fort Worth', 'Houston', 'Atlanta', 'New York'],
    mealDeliveryFee: '$3.99 to $6.99',
    groceryDeliveryFee: 'from $4.99',
    paymentOptions: [
      'major credit and debit cards (Visa, Mastercard, American Express and Discover), processed by our card payment provider',
      'cash on delivery, where your order confirmation offers it',
    ],
    supportLanguages: ['English'],
    currency: 'US dollars',
  },
  ng: {
    region: 'ng',
    country: 'Nigeria',
    entity: 'FarmPlate Nigeria Limited',
    entityDescription:
      'FarmPlate Nigeria Limited is a private company limited by shares, incorporated in Nigeria, with its office in Lagos.',
    office: 'FarmPlate Nigeria Limited, Lagos, Nigeria',
    supportEmail: 'support@farmplate.ng',
    privacyEmail: 'privacy@farmplate.ng',
    legalEmail: 'legal@farmplate.ng',
    farmersEmail: 'farmers@farmplate.ng',
    kitchensEmail: 'kitchens@farmplate.ng',
    couriersEmail: 'riders@farmplate.ng',
    serviceCities: ['Lagos', 'Jos', 'Abuja'],
    mealDeliveryFee: '₦1,500 to ₦2,500',
    groceryDeliveryFee: 'from ₦2,000',
    paymentOptions: ['bank transfer', 'USSD', 'cash on delivery', 'mobile money and wallets'],
    upcomingPayments: 'Buy now, pay later is coming soon.',
    supportLanguages: ['English', 'Hausa', 'Yoruba', 'Igbo'],
    currency: 'Nigerian naira',
  },
};

/** The general variant speaks for both companies. */
export const GENERAL_ENTITY = {
  entity: 'FarmPlate, Inc. and FarmPlate Nigeria Limited',
  entityDescription:
    'FarmPlate, Inc. (a Delaware corporation based in Dallas, Texas) serves the United States, and FarmPlate Nigeria Limited (incorporated in Nigeria, based in Lagos) serves Nigeria.',
};

/** 'a, b and c'. */
export function listInWords(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
