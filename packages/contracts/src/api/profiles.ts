import { Type, type Static } from '@sinclair/typebox';
import { DataResponse, EMAIL_PATTERN, Flag, MessageWithData, Nullable } from './common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';
import { KITCHEN_TYPES } from './partners';
import * as compiled from './validators/compiled/profiles';
import { registerPrecompiled } from './validators/registry';

/** Farmer, kitchen and admin profiles and their password changes (spec §2, §3, §5, §7). */

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  passwordChanged: 'Password changed successfully!',
  currentPasswordWrong: 'The current password is incorrect.',
  emailTaken: 'The email has already been taken.',
  farmerRequired: 'Name and email are required',
  kitchenRequired: 'Kitchen name and email are required',
  adminRequired: 'Name and email are required fields.',
  emailInvalid: 'Please enter a valid email address',
} as const;

/** Password-change messages: the farmer and kitchen screens' wording, and the admin screen's. */
export const PASSWORD_CHANGE_MESSAGES = {
  partner: {
    required: 'All password fields are required',
    mismatch: 'New passwords do not match',
    short: 'New password must be at least 6 characters long',
  },
  admin: {
    required: 'All password fields are required.',
    mismatch: 'New passwords do not match.',
    short: 'New password must be at least 6 characters long.',
  },
} as const;

function passwordChangeBody(messages: { required: string; mismatch: string; short: string }) {
  return Type.Object(
    {
      current_password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, errorMessage: messages.required }),
      new_password: Type.String({
        minLength: PASSWORD_MIN_LENGTH,
        maxLength: PASSWORD_MAX_LENGTH,
        errorMessage: { type: messages.required, minLength: messages.short, maxLength: messages.short },
      }),
      new_password_confirmation: Type.String({
        minLength: 1,
        const: { $data: '1/new_password' },
        errorMessage: { type: messages.required, minLength: messages.required, const: messages.mismatch },
      }),
    },
    {
      errorMessage: {
        required: {
          current_password: messages.required,
          new_password: messages.required,
          new_password_confirmation: messages.required,
        },
      },
    },
  );
}

/** POST /farmer/profile/password and POST /kitchen/profile/password. */
export const PartnerPasswordChangeBody = passwordChangeBody(PASSWORD_CHANGE_MESSAGES.partner);
/** POST /profile/password (admin). */
export const AdminPasswordChangeBody = passwordChangeBody(PASSWORD_CHANGE_MESSAGES.admin);
export type PasswordChangeBody = Static<typeof PartnerPasswordChangeBody>;

const requiredText = (message: string) => Type.String({ pattern: '\\S', maxLength: 255, errorMessage: message });
/** An email field: blank counts as missing (the screen's required message), else it must look like an email. */
const emailOf = (required: string) =>
  Type.String({
    minLength: 1,
    pattern: EMAIL_PATTERN,
    maxLength: 255,
    errorMessage: {
      type: required,
      minLength: required,
      pattern: PROFILE_MESSAGES.emailInvalid,
      maxLength: PROFILE_MESSAGES.emailInvalid,
    },
  });
const optionalText = (maxLength = 255) => Type.Optional(Nullable(Type.String({ maxLength })));

// ---- farmer ------------------------------------------------------------------------------------

export const FarmerProfile = Type.Object({
  id: Type.Integer(),
  /** farm name */
  name: Type.String(),
  farm_size: Nullable(Type.String()),
  primary_crops: Nullable(Type.String()),
  years_of_experience: Nullable(Type.Integer()),
  location: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
  rating: Nullable(Type.Number()),
  orders_fulfilled: Type.Integer(),
  status: Type.String(),
  created_at: Type.String(),
  joined_date: Type.String(),
  user: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    contact: Nullable(Type.String()),
    location: Nullable(Type.String()),
  }),
});
export type FarmerProfile = Static<typeof FarmerProfile>;
export const FarmerProfileResponse = DataResponse(FarmerProfile);
export const FarmerProfileUpdateResponse = MessageWithData(FarmerProfile);

/** PUT /farmer/profile (JSON, or multipart with `image`): `name` is the farmer's, `farm_name` the farm's. */
export const UpdateFarmerProfileBody = Type.Object(
  {
    name: requiredText(PROFILE_MESSAGES.farmerRequired),
    email: emailOf(PROFILE_MESSAGES.farmerRequired),
    phone: optionalText(50),
    location: optionalText(),
    farm_name: Type.Optional(Type.String({ maxLength: 255 })),
    farm_size: optionalText(),
    primary_crops: optionalText(1000),
    years_of_experience: Type.Optional(
      Nullable(
        Type.Integer({
          minimum: 0,
          maximum: 100,
          errorMessage: 'Years of experience must be a whole number from 0 to 100',
        }),
      ),
    ),
    image: Type.Optional(Type.Unknown()),
  },
  { errorMessage: { required: { name: PROFILE_MESSAGES.farmerRequired, email: PROFILE_MESSAGES.farmerRequired } } },
);
export type UpdateFarmerProfileBody = Static<typeof UpdateFarmerProfileBody>;

// ---- kitchen -----------------------------------------------------------------------------------

/** 1/0 flags, as the kitchen profile screen reads them (spec §3). */
const FlagNumber = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const KitchenProfile = Type.Object({
  id: Type.Integer(),
  /** kitchen name */
  name: Type.String(),
  manager_name: Type.String(),
  contact_email: Type.String(),
  contact_phone: Nullable(Type.String()),
  address: Nullable(Type.String()),
  cuisine: Nullable(Type.String()),
  type: Nullable(Type.String()),
  daily_capacity: Nullable(Type.Integer()),
  operating_hours: Nullable(Type.String()),
  specialties: Nullable(Type.String()),
  created_at: Type.String(),
  rating: Nullable(Type.Number()),
  status: Type.String(),
  order_notifications: FlagNumber,
  auto_accept_orders: FlagNumber,
  special_requests: FlagNumber,
  image_url: Nullable(Type.String()),
});
export type KitchenProfile = Static<typeof KitchenProfile>;
export const KitchenProfileResponse = DataResponse(KitchenProfile);
export const KitchenProfileUpdateResponse = MessageWithData(KitchenProfile);

/** PUT /kitchen/profile: contact_email is the kitchen account's sign-in email. */
export const UpdateKitchenProfileBody = Type.Object(
  {
    name: requiredText(PROFILE_MESSAGES.kitchenRequired),
    contact_email: emailOf(PROFILE_MESSAGES.kitchenRequired),
    manager_name: Type.Optional(Type.String({ maxLength: 255 })),
    contact_phone: optionalText(50),
    address: optionalText(),
    cuisine: optionalText(),
    type: Type.Optional(Nullable(Type.Union([...KITCHEN_TYPES.map((type) => Type.Literal(type)), Type.Literal('')]))),
    daily_capacity: Type.Optional(
      Nullable(Type.Integer({ minimum: 0, maximum: 100_000, errorMessage: 'Daily capacity must be a whole number' })),
    ),
    operating_hours: optionalText(),
    specialties: optionalText(1000),
    order_notifications: Type.Optional(Flag),
    auto_accept_orders: Type.Optional(Flag),
    special_requests: Type.Optional(Flag),
    image: Type.Optional(Type.Unknown()),
  },
  {
    errorMessage: {
      required: { name: PROFILE_MESSAGES.kitchenRequired, contact_email: PROFILE_MESSAGES.kitchenRequired },
    },
  },
);
export type UpdateKitchenProfileBody = Static<typeof UpdateKitchenProfileBody>;

// ---- admin -------------------------------------------------------------------------------------

export const AdminProfile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  contact: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  location: Nullable(Type.String()),
  role: Type.String(),
  department: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
  last_login: Nullable(Type.String()),
  /** when the password was last changed (null: never since the account was made) */
  password_changed_at: Nullable(Type.String()),
  /** storage-relative path of the photo */
  image: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
});
export type AdminProfile = Static<typeof AdminProfile>;
export const AdminProfileResponse = DataResponse(AdminProfile);
export const AdminProfileUpdateResponse = MessageWithData(AdminProfile);

/** PUT /profile (JSON, or multipart with `image`); `contact` and `phone` are the same field. */
export const UpdateAdminProfileBody = Type.Object(
  {
    name: requiredText(PROFILE_MESSAGES.adminRequired),
    email: emailOf(PROFILE_MESSAGES.adminRequired),
    contact: optionalText(50),
    phone: optionalText(50),
    location: optionalText(),
    department: optionalText(),
    image: Type.Optional(Type.Unknown()),
  },
  { errorMessage: { required: { name: PROFILE_MESSAGES.adminRequired, email: PROFILE_MESSAGES.adminRequired } } },
);
export type UpdateAdminProfileBody = Static<typeof UpdateAdminProfileBody>;

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, {
  UpdateFarmerProfileBody,
  UpdateKitchenProfileBody,
  UpdateAdminProfileBody,
  PartnerPasswordChangeBody,
  AdminPasswordChangeBody,
});
