import { Type, type Static } from '@sinclair/typebox';
import { confirmationField, emailField, newPasswordField, REGISTER_MESSAGES } from './auth';
import { CurrencySchema, Flag, Id, MAX_PAGE, NOT_BLANK, Nullable, Paged } from './common';
import { ORDER_REGIONS, type OrderRegion } from '../format/money';
import * as compiled from './validators/compiled/delivery';
import { registerPrecompiled } from './validators/registry';

/**
 * Delivery partners: the courier application, the courier portal's calls, dispatch
 * from the kitchen's counter to the customer's door, and the admin's Deliveries screen.
 * An order's `delivery_status` runs beside the kitchen's `status`:
 * unassigned → assigned → picked_up → delivered (⇒ status completed), or failed (the admin resolves).
 */

const oneOf = <T extends string>(values: readonly T[], errorMessage?: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    errorMessage ? { errorMessage } : {},
  );

export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
export const FulfilmentSchema = oneOf(FULFILMENTS, 'Please choose delivery or pickup');

export const DELIVERY_STATUSES = ['unassigned', 'assigned', 'picked_up', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DeliveryStatusSchema = oneOf(DELIVERY_STATUSES);
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  unassigned: 'Waiting for a courier',
  assigned: 'Courier on the way to the kitchen',
  picked_up: 'Picked up',
  delivered: 'Delivered',
  failed: 'Delivery failed',
};

export const VEHICLES = ['bicycle', 'motorbike', 'car', 'on_foot'] as const;
export type Vehicle = (typeof VEHICLES)[number];
export const VEHICLE_LABELS: Record<Vehicle, string> = {
  bicycle: 'Bicycle',
  motorbike: 'Motorbike',
  car: 'Car',
  on_foot: 'On foot',
};
/** Vehicles that need a driver's licence, registration and insurance (spec §6). */
export const MOTOR_VEHICLES = ['motorbike', 'car'] as const satisfies readonly Vehicle[];
export const isMotorVehicle = (vehicle: string): boolean => (MOTOR_VEHICLES as readonly string[]).includes(vehicle);

export const FAILURE_REASONS = ['customer_unreachable', 'address_wrong', 'other'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];
export const FAILURE_REASON_LABELS: Record<FailureReason, string> = {
  customer_unreachable: 'Customer unreachable',
  address_wrong: 'Address wrong',
  other: 'Other',
};

export const RESOLVE_OUTCOMES = ['redeliver', 'cancel', 'delivered'] as const;
export type ResolveOutcome = (typeof RESOLVE_OUTCOMES)[number];

/**
 * The delivery zones of each region: a courier works some of them; a kitchen is in one (the
 * pickup area); an order's drop-off area is one (chosen at checkout, else the kitchen's).
 */
export const DELIVERY_ZONES: Record<OrderRegion, readonly string[]> = {
  us: ['Dallas', 'Plano', 'Irving', 'Garland', 'Richardson', 'Arlington', 'Fort Worth'],
  ng: ['Lekki', 'Victoria Island', 'Ikoyi', 'Ikeja', 'Yaba', 'Surulere'],
};
export const MAX_COURIER_ZONES = 10;

/** The courier's age limit (spec §6: 18 or older). */
export const COURIER_MINIMUM_AGE = 18;
/** Available deliveries answered at most (the nearest in age first). */
export const MAX_AVAILABLE_DELIVERIES = 50;
/** The most a tip may be, in the order's currency (a typo guard, not a policy). */
export const MAX_TIP = 1_000_000;

/** The courier's share of a delivery fee (admin setting, %), to the cent. */
export const courierFeeShare = (deliveryFee: number, feeSharePercent: number): number =>
  Math.round(deliveryFee * feeSharePercent) / 100;
/** Courier's earning for one delivery: the fee share plus 100 % of the tip, to the cent. */
export const courierEarning = (deliveryFee: number, feeSharePercent: number, tip: number): number =>
  Math.round((courierFeeShare(deliveryFee, feeSharePercent) + tip) * 100) / 100;

export const DELIVERY_MESSAGES = {
  applied: 'Thank you! Your application has been received. We will email you once it is approved.',
  emailTaken: 'The email has already been taken.',
  tooYoung: 'Couriers must be 18 or older.',
  smartphoneRequired: 'A smartphone with mobile data is required.',
  consentRequired: 'Please consent to a background check.',
  zonesRequired: 'Please choose at least one zone.',
  zoneUnknown: 'Please choose zones of your region.',
  licenceRequired: 'Please enter your driver’s licence number and expiry.',
  registrationRequired: 'Please enter your vehicle registration number.',
  insuranceRequired: 'Please enter your insurance number and expiry.',
  documentExpired: 'This document has expired.',
  notActive: 'Your courier account is waiting for approval.',
  offline: 'Go online to see and claim deliveries.',
  licenceExpired: 'Your driver’s licence has expired. Update it in your profile to go online.',
  insuranceExpired: 'Your insurance has expired. Update it in your profile to go online.',
  online: 'You are online.',
  offlineNow: 'You are offline.',
  profileUpdated: 'Profile updated.',
  alreadyTaken: 'This delivery was already taken by another courier.',
  notAvailable: 'This delivery is no longer available.',
  tooManyActive: (max: number) =>
    max === 1
      ? 'Finish your active delivery before claiming another.'
      : `You can carry at most ${max} deliveries at once. Finish one before claiming another.`,
  otherRegion: 'This delivery is outside your region.',
  claimed: 'Delivery claimed. Go to the kitchen.',
  pickedUp: 'Picked up. Take it to the customer.',
  pickupCodeWrong: 'That pickup code is not right. Ask the kitchen for the code on its board.',
  notPickedUp: 'Pick up the order at the kitchen first.',
  notYours: 'This delivery is not assigned to you.',
  notReady: 'The kitchen has not marked this order ready yet.',
  deliveryCodeWrong: 'That code is not right. Ask the customer for the 4-digit code on their tracking page.',
  deliveryProofRequired: 'Enter the customer’s 4-digit code, or leave it at the door with a photo.',
  delivered: 'Delivered. Thank you!',
  failed: 'Delivery marked as failed. An admin will follow up.',
  handedOver: 'Order handed over to the courier.',
  handoverNoCourier: 'No courier has claimed this order yet.',
  handoverNotDelivery: 'This is a pickup order: complete it when the customer collects it.',
  handoverPickupComplete: 'Delivery orders are completed by the courier’s delivery. Hand the order over instead.',
  tipAdded: 'Thank you! Your tip goes to the courier in full.',
  tipNotDelivered: 'A tip can be added once the order is delivered.',
  tipPickup: 'Pickup orders have no courier to tip.',
  tipAlreadyAdded: 'A tip has already been added to this order.',
  tipInvalid: 'Please enter a tip of 0 or more.',
  pickupUnavailable: 'This kitchen does not offer pickup. Please choose delivery.',
  reassigned: 'Delivery reassigned.',
  unassigned: 'Delivery unassigned: it is waiting for a courier again.',
  resolved: 'Delivery resolved.',
  courierUnavailable: 'That courier is not an active courier of this order’s region.',
  cannotReassign: 'Only a claimed delivery that is not yet delivered can be reassigned.',
  cannotUnassign: 'Only a claimed delivery that is not yet delivered can be unassigned.',
  cannotResolve: 'Only a failed delivery can be resolved.',
  notFound: 'Delivery not found.',
} as const;

// ---- apply (public) ------------------------------------------------------------------------------

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const dateField = (errorMessage: string) => Type.String({ pattern: DATE, maxLength: 10, errorMessage });
const documentNumber = (errorMessage: string) => Type.String({ pattern: NOT_BLANK, maxLength: 60, errorMessage });
const ZoneSchema = Type.String({ minLength: 1, maxLength: 60 });
const ZonesSchema = Type.Array(ZoneSchema, {
  minItems: 1,
  maxItems: MAX_COURIER_ZONES,
  uniqueItems: true,
  errorMessage: { minItems: DELIVERY_MESSAGES.zonesRequired },
});
const RegionSchema = oneOf(ORDER_REGIONS, 'Please choose your region');
const VehicleSchema = oneOf(VEHICLES, 'Please choose your vehicle');

/** The documents of a motor vehicle courier; null when not given (bicycle, on foot). */
const documentFields = {
  licence_number: Type.Optional(documentNumber('Please enter your driver’s licence number')),
  licence_expiry: Type.Optional(dateField('Please enter the licence expiry date')),
  registration_number: Type.Optional(documentNumber('Please enter your vehicle registration number')),
  insurance_number: Type.Optional(documentNumber('Please enter your insurance number')),
  insurance_expiry: Type.Optional(dateField('Please enter the insurance expiry date')),
};

/**
 * POST /courier-applications (public, rate-limited like /web-register): a pending delivery
 * partner. The server checks the rules the schema cannot (age from date_of_birth, the consents,
 * zones of the region, documents for motorbike and car, expiry in the future): 422 with the field.
 */
export const CourierApplicationBody = Type.Object(
  {
    name: Type.String({ pattern: NOT_BLANK, maxLength: 255, errorMessage: REGISTER_MESSAGES.name }),
    email: emailField(REGISTER_MESSAGES.email),
    phone: Type.String({
      pattern: '^\\+?[0-9 ()-]{7,30}$',
      maxLength: 30,
      errorMessage: 'Please enter a valid phone number',
    }),
    password: newPasswordField,
    password_confirmation: confirmationField,
    region: RegionSchema,
    zones: ZonesSchema,
    vehicle: VehicleSchema,
    date_of_birth: dateField('Please enter your date of birth'),
    has_smartphone: Type.Boolean(),
    background_check_consent: Type.Boolean(),
    ...documentFields,
  },
  {
    errorMessage: {
      required: {
        name: REGISTER_MESSAGES.name,
        email: REGISTER_MESSAGES.email,
        phone: 'Please enter a valid phone number',
        password: REGISTER_MESSAGES.password,
        password_confirmation: REGISTER_MESSAGES.confirmation,
        region: 'Please choose your region',
        zones: DELIVERY_MESSAGES.zonesRequired,
        vehicle: 'Please choose your vehicle',
        date_of_birth: 'Please enter your date of birth',
        has_smartphone: DELIVERY_MESSAGES.smartphoneRequired,
        background_check_consent: DELIVERY_MESSAGES.consentRequired,
      },
    },
  },
);
export type CourierApplicationBody = Static<typeof CourierApplicationBody>;

export const CourierApplicationResponse = Type.Object({ message: Type.String(), id: Type.Integer() });
export type CourierApplicationResponse = Static<typeof CourierApplicationResponse>;

// ---- the courier's own profile -------------------------------------------------------------------

export const CourierDocuments = Type.Object({
  licence_number: Nullable(Type.String()),
  licence_expiry: Nullable(Type.String()),
  registration_number: Nullable(Type.String()),
  insurance_number: Nullable(Type.String()),
  insurance_expiry: Nullable(Type.String()),
  /** true when a motorbike/car courier's licence or insurance expiry is past (the courier is kept offline) */
  expired: Type.Boolean(),
});
export type CourierDocuments = Static<typeof CourierDocuments>;

/** A courier's money figure in the courier's currency (its region's). */
const Money = Type.Number();

/** Where a courier collects an order: a meal at its kitchen, a farm box at its farm. */
export const PICKUP_KINDS = ['kitchen', 'farm'] as const;
export type PickupKind = (typeof PICKUP_KINDS)[number];
const PickupKindSchema = oneOf(PICKUP_KINDS);

/** One delivery as its courier sees it. The customer's phone and full address only while it is theirs and open. */
export const CourierDelivery = Type.Object({
  id: Type.Integer(),
  order_number: Type.String(),
  delivery_status: DeliveryStatusSchema,
  /** the kitchen's status: ready until delivered (then completed) */
  status: Type.String(),
  region: RegionSchema,
  currency: CurrencySchema,
  /** where the courier collects it: a meal at its kitchen, a farm box at its farm (`kitchen` then names the farm) */
  pickup_kind: PickupKindSchema,
  kitchen: Type.Object({
    name: Type.String(),
    address: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    area: Nullable(Type.String()),
  }),
  customer: Type.Object({
    name: Type.String(),
    /** null once the delivery is no longer the courier's open delivery */
    phone: Nullable(Type.String()),
    address: Nullable(Type.String()),
    area: Nullable(Type.String()),
  }),
  special_instructions: Nullable(Type.String()),
  items: Type.Array(Type.Object({ name: Type.String(), quantity: Type.Integer() })),
  delivery_fee: Money,
  tip: Money,
  /** fee × the courier's fee share + the whole tip */
  earning: Money,
  ready_at: Nullable(Type.String()),
  assigned_at: Nullable(Type.String()),
  picked_up_at: Nullable(Type.String()),
  delivered_at: Nullable(Type.String()),
  failure_reason: Nullable(Type.String()),
  proof_photo_url: Nullable(Type.String()),
});
export type CourierDelivery = Static<typeof CourierDelivery>;

export const CourierProfile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  /** pending until the admin approves; only active couriers claim */
  status: oneOf(['active', 'inactive', 'pending'] as const),
  region: RegionSchema,
  currency: CurrencySchema,
  zones: Type.Array(Type.String()),
  vehicle: Nullable(VehicleSchema),
  online: Type.Boolean(),
  documents: CourierDocuments,
  /** the admin's setting: the courier's share of each delivery fee, % */
  fee_share: Type.Number(),
  max_active_deliveries: Type.Integer(),
  today: Type.Object({ deliveries: Type.Integer(), earnings: Money, tips: Money }),
  /** the oldest open delivery (assigned or picked up), if any */
  active_delivery: Nullable(CourierDelivery),
});
export type CourierProfile = Static<typeof CourierProfile>;
export const CourierProfileResponse = Type.Object({ data: CourierProfile });

/** PUT /courier/me: any of these; documents are checked for the (new) vehicle. */
export const UpdateCourierBody = Type.Object({
  vehicle: Type.Optional(VehicleSchema),
  zones: Type.Optional(ZonesSchema),
  documents: Type.Optional(
    Type.Object({
      licence_number: Type.Optional(Nullable(documentNumber('Please enter your driver’s licence number'))),
      licence_expiry: Type.Optional(Nullable(dateField('Please enter the licence expiry date'))),
      registration_number: Type.Optional(Nullable(documentNumber('Please enter your vehicle registration number'))),
      insurance_number: Type.Optional(Nullable(documentNumber('Please enter your insurance number'))),
      insurance_expiry: Type.Optional(Nullable(dateField('Please enter the insurance expiry date'))),
    }),
  ),
});
export type UpdateCourierBody = Static<typeof UpdateCourierBody>;
export const CourierProfileUpdateResponse = Type.Object({ message: Type.String(), data: CourierProfile });

/** PUT /courier/availability */
export const CourierAvailabilityBody = Type.Object({ online: Type.Boolean() });
export type CourierAvailabilityBody = Static<typeof CourierAvailabilityBody>;
export const CourierAvailabilityResponse = Type.Object({ message: Type.String(), online: Type.Boolean() });

// ---- dispatch --------------------------------------------------------------------------------------

/** A ready, unassigned delivery order a courier may claim: no customer name, phone or address. */
export const AvailableDelivery = Type.Object({
  id: Type.Integer(),
  order_number: Type.String(),
  /** the kitchen's name, or the farm's for a farm box */
  kitchen_name: Type.String(),
  pickup_kind: PickupKindSchema,
  pickup_area: Nullable(Type.String()),
  dropoff_area: Nullable(Type.String()),
  currency: CurrencySchema,
  delivery_fee: Money,
  tip: Money,
  /** what the courier would earn: fee share + tip */
  earning: Money,
  ready_at: Type.String(),
  /** minutes since ready */
  age_minutes: Type.Integer(),
});
export type AvailableDelivery = Static<typeof AvailableDelivery>;
export const AvailableDeliveriesResponse = Type.Object({ data: Type.Array(AvailableDelivery) });
export type AvailableDeliveriesResponse = Static<typeof AvailableDeliveriesResponse>;

export const CourierDeliveryResponse = Type.Object({ message: Type.String(), data: CourierDelivery });
export type CourierDeliveryResponse = Static<typeof CourierDeliveryResponse>;
export const ActiveDeliveriesResponse = Type.Object({ data: Type.Array(CourierDelivery) });

const FOUR_DIGITS = '^[0-9]{4}$';
export const PickupBody = Type.Object({
  pickup_code: Type.String({
    pattern: FOUR_DIGITS,
    maxLength: 4,
    errorMessage: 'Please enter the 4-digit pickup code',
  }),
});
export type PickupBody = Static<typeof PickupBody>;

/**
 * POST /courier/deliveries/{id}/deliver: JSON `{ delivery_code }`, or multipart with
 * `left_at_door=true` and the door photo as the file field `photo` (the image upload path of the
 * profiles: JPEG, PNG, GIF or WebP up to 10 MB, checked from the bytes).
 */
export const DeliverBody = Type.Object({
  delivery_code: Type.Optional(
    Type.String({ pattern: FOUR_DIGITS, maxLength: 4, errorMessage: 'Please enter the 4-digit code' }),
  ),
  left_at_door: Type.Optional(Flag),
  photo: Type.Optional(Type.Unknown()),
});
export type DeliverBody = Static<typeof DeliverBody>;

export const FailBody = Type.Object({
  reason: oneOf(FAILURE_REASONS, 'Please choose a reason'),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});
export type FailBody = Static<typeof FailBody>;

export const DeliveryIdParams = Type.Object({ id: Id() });

export const CourierHistoryQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
});
export type CourierHistoryQuery = Static<typeof CourierHistoryQuery>;
export const CourierHistoryResponse = Paged(CourierDelivery);
export type CourierHistoryResponse = Static<typeof CourierHistoryResponse>;

// ---- earnings --------------------------------------------------------------------------------------

const DATE_RANGE_MESSAGE = 'Please choose a valid date range';
/** from / to are days (YYYY-MM-DD, the courier's region's clock), inclusive; default the last 30 days. */
export const CourierEarningsQuery = Type.Object({
  from: Type.Optional(Type.String({ pattern: DATE, maxLength: 10, errorMessage: DATE_RANGE_MESSAGE })),
  to: Type.Optional(Type.String({ pattern: DATE, maxLength: 10, errorMessage: DATE_RANGE_MESSAGE })),
});
export type CourierEarningsQuery = Static<typeof CourierEarningsQuery>;

const EarningFigures = {
  deliveries: Type.Integer(),
  fee_share: Money,
  tips: Money,
  earnings: Money,
};
export const CourierEarnings = Type.Object({
  from: Type.String(),
  to: Type.String(),
  time_zone: Type.String(),
  currency: CurrencySchema,
  fee_share_percent: Type.Number(),
  totals: Type.Object(EarningFigures),
  per_delivery: Type.Array(
    Type.Object({
      id: Type.Integer(),
      order_number: Type.String(),
      delivered_at: Type.String(),
      delivery_fee: Money,
      fee_share: Money,
      tip: Money,
      earning: Money,
    }),
  ),
  /** day = YYYY-MM-DD */
  per_day: Type.Array(Type.Object({ day: Type.String(), ...EarningFigures })),
  /** week_start = the Monday, YYYY-MM-DD */
  per_week: Type.Array(Type.Object({ week_start: Type.String(), ...EarningFigures })),
});
export type CourierEarnings = Static<typeof CourierEarnings>;
export const CourierEarningsResponse = Type.Object({ data: CourierEarnings });
/** GET /courier/earnings.csv: the per-delivery rows, then totals. */
export const COURIER_EARNINGS_CSV_COLUMNS = [
  'Order',
  'Delivered at',
  'Delivery fee',
  'Fee share',
  'Tip',
  'Earning',
  'Currency',
] as const;

// ---- tracking and checkout additions ---------------------------------------------------------------

/** POST /orders/track/{token}/tip: after delivery, once (a tip at checkout counts as given). */
export const TipBody = Type.Object({
  amount: Type.Number({ exclusiveMinimum: 0, maximum: MAX_TIP, errorMessage: DELIVERY_MESSAGES.tipInvalid }),
});
export type TipBody = Static<typeof TipBody>;

// ---- admin ---------------------------------------------------------------------------------------

const AdminCourier = Type.Object({ id: Type.Integer(), name: Type.String(), vehicle: Nullable(Type.String()) });

export const AdminDelivery = Type.Object({
  id: Type.Integer(),
  order_number: Type.String(),
  region: RegionSchema,
  kitchen_name: Type.String(),
  pickup_area: Nullable(Type.String()),
  dropoff_area: Nullable(Type.String()),
  delivery_status: DeliveryStatusSchema,
  courier: Nullable(AdminCourier),
  ready_at: Nullable(Type.String()),
  assigned_at: Nullable(Type.String()),
  picked_up_at: Nullable(Type.String()),
  failure_reason: Nullable(Type.String()),
  failure_note: Nullable(Type.String()),
  /** minutes since ready (waiting), since assigned (active) or since it failed */
  age_minutes: Type.Integer(),
});
export type AdminDelivery = Static<typeof AdminDelivery>;

export const AdminDeliveriesResponse = Type.Object({
  /** ready orders no courier has claimed, oldest first */
  waiting: Type.Array(AdminDelivery),
  /** assigned or picked up, oldest claim first */
  active: Type.Array(AdminDelivery),
  /** failed, to resolve */
  failed: Type.Array(AdminDelivery),
  couriers_online: Type.Array(Type.Object({ region: RegionSchema, online: Type.Integer() })),
  /** active couriers (for Reassign), online ones first */
  couriers: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      region: RegionSchema,
      vehicle: Nullable(Type.String()),
      online: Type.Boolean(),
      active_deliveries: Type.Integer(),
    }),
  ),
});
export type AdminDeliveriesResponse = Static<typeof AdminDeliveriesResponse>;

export const ReassignBody = Type.Object({ courier_id: Id({ errorMessage: 'Please choose a courier' }) });
export type ReassignBody = Static<typeof ReassignBody>;
export const ResolveBody = Type.Object({ outcome: oneOf(RESOLVE_OUTCOMES, 'Please choose an outcome') });
export type ResolveBody = Static<typeof ResolveBody>;
export const AdminDeliveryActionResponse = Type.Object({ message: Type.String(), data: AdminDelivery });

/** The delivery figures of the admin's Partner Performance report (the period's delivered orders). */
export const DeliveryFigures = Type.Object({
  per_day: Type.Array(Type.Object({ day: Type.String(), deliveries: Type.Integer() })),
  deliveries: Type.Integer(),
  failed: Type.Integer(),
  /** minutes from ready to picked up, median; null when none */
  median_pickup_wait_minutes: Nullable(Type.Number()),
  /** minutes from picked up to delivered, median; null when none */
  median_dropoff_minutes: Nullable(Type.Number()),
  /** per currency: the couriers' fee shares + tips, and the tips alone */
  courier_earnings: Type.Array(Type.Object({ currency: CurrencySchema, amount: Type.Number() })),
  tips: Type.Array(Type.Object({ currency: CurrencySchema, amount: Type.Number() })),
});
export type DeliveryFigures = Static<typeof DeliveryFigures>;

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, {
  CourierApplicationBody,
  UpdateCourierBody,
  CourierAvailabilityBody,
  PickupBody,
  DeliverBody,
  FailBody,
  DeliveryIdParams,
  CourierHistoryQuery,
  CourierEarningsQuery,
  TipBody,
  ReassignBody,
  ResolveBody,
});
