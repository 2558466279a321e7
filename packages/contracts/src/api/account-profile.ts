import { Type, type Static } from '@sinclair/typebox';
import { DataResponse, EMAIL_PATTERN, MessageWithData, Nullable } from './common';
import { PROFILE_MESSAGES } from './profiles';
import * as compiled from './validators/compiled/account-profile';
import { registerPrecompiled } from './validators/registry';

/**
 * The profile of a role without a portal (customer, delivery partner): the account's own name,
 * email and phone (spec §2 "Any other role: Dashboard and Profile"). The password change is the
 * farmer and kitchen one (spec §5): PartnerPasswordChangeBody.
 */

export const ACCOUNT_PROFILE_PATH = '/account/profile';
export const ACCOUNT_PASSWORD_PATH = '/account/profile/password';

export const AccountProfile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  role: Type.String(),
  created_at: Type.String(),
});
export type AccountProfile = Static<typeof AccountProfile>;
export const AccountProfileResponse = DataResponse(AccountProfile);
export const AccountProfileUpdateResponse = MessageWithData(AccountProfile);

/** PUT /account/profile: name and email required ('Name and email are required'), phone optional. */
export const UpdateAccountProfileBody = Type.Object(
  {
    name: Type.String({ maxLength: 255, pattern: '\\S', errorMessage: PROFILE_MESSAGES.farmerRequired }),
    email: Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: EMAIL_PATTERN,
      errorMessage: {
        type: PROFILE_MESSAGES.farmerRequired,
        minLength: PROFILE_MESSAGES.farmerRequired,
        maxLength: PROFILE_MESSAGES.emailInvalid,
        pattern: PROFILE_MESSAGES.emailInvalid,
      },
    }),
    phone: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  },
  {
    errorMessage: {
      required: { name: PROFILE_MESSAGES.farmerRequired, email: PROFILE_MESSAGES.farmerRequired },
    },
  },
);
export type UpdateAccountProfileBody = Static<typeof UpdateAccountProfileBody>;

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, { UpdateAccountProfileBody });
