import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { EMAIL_PATTERN, MessageWithData, Nullable, PageQuery, Paged } from './common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';
import * as compiled from './validators/compiled/partners';
import { registerPrecompiled } from './validators/registry';

/** Admin partner management: farmers, kitchens, delivery partners (spec §2, §3 Partner, §5, §7). */

export const PARTNER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const KITCHEN_TYPES = ['Ghost Kitchen', 'Restaurant', 'Cafe', 'Food Truck'] as const;

export const PARTNER_MESSAGES = {
  required: 'Please fill in all required fields.',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required for new partners.',
  passwordShort: 'Password must be at least 6 characters',
  mismatch: 'Passwords do not match.',
  added: 'Partner added successfully.',
  updated: 'Partner updated successfully.',
  activated: 'The partner has been activated.',
  deactivated: 'The partner has been deactivated.',
  pending: 'The partner is now pending approval.',
  deleted: 'Partner deleted successfully.',
} as const;

const PartnerStatusSchema = Type.Union(PARTNER_STATUSES.map((status) => Type.Literal(status)));

const PartnerUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  contact: Nullable(Type.String()),
});

const partnerBase = {
  /** the partner's id: its account's user id */
  id: Type.Integer(),
  /** business name (farm, kitchen or delivery service) */
  name: Type.String(),
  status: PartnerStatusSchema,
  joinedDate: Type.String(),
  created_at: Type.String(),
  rating: Nullable(Type.Number()),
  /** the contact person's account */
  user: PartnerUser,
};

export const FarmerPartner = Type.Object({ ...partnerBase, ordersCompleted: Type.Integer(), products: Type.String() });
export type FarmerPartner = Static<typeof FarmerPartner>;
export const KitchenPartner = Type.Object({
  ...partnerBase,
  ordersCompleted: Type.Integer(),
  cuisine: Type.String(),
  type: Nullable(Type.String()),
  address: Nullable(Type.String()),
});
export type KitchenPartner = Static<typeof KitchenPartner>;
export const DeliveryPartner = Type.Object({
  ...partnerBase,
  deliveriesCompleted: Type.Integer(),
  vehicles: Type.String(),
  /** the courier application; null on partners created before it */
  application: Nullable(
    Type.Object({
      phone: Nullable(Type.String()),
      region: Nullable(Type.String()),
      zones: Type.Array(Type.String()),
      vehicle: Nullable(Type.String()),
      date_of_birth: Nullable(Type.String()),
      has_smartphone: Type.Boolean(),
      background_check_consent: Type.Boolean(),
      licence_number: Nullable(Type.String()),
      licence_expiry: Nullable(Type.String()),
      registration_number: Nullable(Type.String()),
      insurance_number: Nullable(Type.String()),
      insurance_expiry: Nullable(Type.String()),
      applied_at: Nullable(Type.String()),
    }),
  ),
  online: Type.Boolean(),
});
export type DeliveryPartner = Static<typeof DeliveryPartner>;

export const PartnersQuery = Type.Composite([
  PageQuery,
  Type.Object({
    search: Type.Optional(Type.String({ maxLength: 255 })),
    status: Type.Optional(Type.Union([PartnerStatusSchema, Type.Literal('all'), Type.Literal('')])),
  }),
]);
export type PartnersQuery = Static<typeof PartnersQuery>;
export const FarmerPartnersResponse = Paged(FarmerPartner);
export const KitchenPartnersResponse = Paged(KitchenPartner);
export const DeliveryPartnersResponse = Paged(DeliveryPartner);

const required = (maxLength = 255) =>
  Type.String({ pattern: '\\S', maxLength, errorMessage: PARTNER_MESSAGES.required });
const optionalText = (maxLength = 1000) => Type.Optional(Nullable(Type.String({ maxLength })));

const passwordFields = (passwordRequired: boolean) => ({
  password: passwordRequired
    ? Type.String({
        minLength: PASSWORD_MIN_LENGTH,
        maxLength: PASSWORD_MAX_LENGTH,
        errorMessage: {
          type: PARTNER_MESSAGES.passwordRequired,
          minLength: PARTNER_MESSAGES.passwordShort,
          maxLength: PARTNER_MESSAGES.passwordShort,
        },
      })
    : Type.Optional(
        Type.String({
          maxLength: PASSWORD_MAX_LENGTH,
          pattern: `^(|[\\s\\S]{${PASSWORD_MIN_LENGTH},})$`,
          errorMessage: { pattern: PARTNER_MESSAGES.passwordShort, maxLength: PARTNER_MESSAGES.passwordShort },
        }),
      ),
  password_confirmation: Type.Optional(
    Type.String({ const: { $data: '1/password' }, errorMessage: { const: PARTNER_MESSAGES.mismatch } }),
  ),
});

/** Partner form schema: name, email and phone always; the password on add (spec §5 Partner form). */
function partnerBody<T extends TProperties>(businessField: string, specific: T, passwordRequired: boolean) {
  return Type.Object(
    {
      name: required(),
      [businessField]: Type.Optional(Type.String({ maxLength: 255 })),
      contact_email: Type.String({
        pattern: EMAIL_PATTERN,
        maxLength: 255,
        errorMessage: {
          type: PARTNER_MESSAGES.required,
          pattern: PARTNER_MESSAGES.emailInvalid,
          maxLength: PARTNER_MESSAGES.emailInvalid,
        },
      }),
      contact_phone: required(50),
      status: Type.Optional(PartnerStatusSchema),
      ...specific,
      ...passwordFields(passwordRequired),
    },
    {
      // a password given needs its confirmation
      if: { properties: { password: { minLength: 1 } }, required: ['password'] },
      then: {
        required: ['password_confirmation'],
        errorMessage: { required: { password_confirmation: PARTNER_MESSAGES.mismatch } },
      },
      errorMessage: {
        required: {
          name: PARTNER_MESSAGES.required,
          contact_email: PARTNER_MESSAGES.required,
          contact_phone: PARTNER_MESSAGES.required,
          ...(passwordRequired ? { password: PARTNER_MESSAGES.passwordRequired } : {}),
        },
      },
    },
  );
}

const farmerFields = { products: optionalText() };
const kitchenFields = {
  cuisine: optionalText(),
  type: Type.Optional(Nullable(Type.Union([...KITCHEN_TYPES.map((type) => Type.Literal(type)), Type.Literal('')]))),
  address: optionalText(),
};
const deliveryFields = { vehicles: optionalText() };

export const CreateFarmerPartnerBody = partnerBody('farmer_name', farmerFields, true);
export const UpdateFarmerPartnerBody = partnerBody('farmer_name', farmerFields, false);
export const CreateKitchenPartnerBody = partnerBody('kitchen_name', kitchenFields, true);
export const UpdateKitchenPartnerBody = partnerBody('kitchen_name', kitchenFields, false);
export const CreateDeliveryPartnerBody = partnerBody('delivery_name', deliveryFields, true);
export const UpdateDeliveryPartnerBody = partnerBody('delivery_name', deliveryFields, false);

/** Every field any partner form sends (the handlers read the ones of their kind). */
export interface PartnerBody {
  name: string;
  farmer_name?: string;
  kitchen_name?: string;
  delivery_name?: string;
  contact_email: string;
  contact_phone: string;
  status?: PartnerStatus;
  products?: string | null;
  cuisine?: string | null;
  type?: string | null;
  address?: string | null;
  vehicles?: string | null;
  password?: string;
  password_confirmation?: string;
}

export const PartnerStatusBody = Type.Object({ status: PartnerStatusSchema });
export type PartnerStatusBody = Static<typeof PartnerStatusBody>;

export const FarmerPartnerResponse = MessageWithData(FarmerPartner);
export const KitchenPartnerResponse = MessageWithData(KitchenPartner);
export const DeliveryPartnerResponse = MessageWithData(DeliveryPartner);

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, {
  CreateFarmerPartnerBody,
  UpdateFarmerPartnerBody,
  CreateKitchenPartnerBody,
  UpdateKitchenPartnerBody,
  CreateDeliveryPartnerBody,
  UpdateDeliveryPartnerBody,
  PartnerStatusBody,
  PartnersQuery,
});
