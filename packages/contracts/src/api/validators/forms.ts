import { ForgotPasswordBody, LoginBody, RegisterForm, ResetPasswordBody, VerifyOtpBody, WebRegisterBody } from '../auth';
import { CreateInventoryItemBody, UpdateInventoryItemBody } from '../inventory';
import { ContactMessageBody, NewsletterSubscriptionBody } from '../marketing';
import { CreateMenuItemBody, UpdateMenuItemBody } from '../menu-items';
import { AdminOrderUpdateBody, KitchenOrderStatusBody } from '../orders';
import {
  CreateDeliveryPartnerBody,
  CreateFarmerPartnerBody,
  CreateKitchenPartnerBody,
  PartnerStatusBody,
  UpdateDeliveryPartnerBody,
  UpdateFarmerPartnerBody,
  UpdateKitchenPartnerBody,
} from '../partners';
import { AdminPasswordChangeBody, PartnerPasswordChangeBody, UpdateAdminProfileBody, UpdateFarmerProfileBody, UpdateKitchenProfileBody } from '../profiles';
import { RequestStatusBody, SubmitRequestBody } from '../requests';
import { UpdateSettingsBody } from '../settings';
import { CreateUserBody, UpdateUserBody, UserStatusBody } from '../users';

/**
 * Every payload schema a screen may validate in the browser. Their validators are compiled ahead
 * of time (compiled.ts), because ajv compiles with `new Function`, which the production
 * Content-Security-Policy (no 'unsafe-eval') forbids.
 */
export const FORM_SCHEMAS = {
  LoginBody,
  RegisterForm,
  WebRegisterBody,
  ForgotPasswordBody,
  VerifyOtpBody,
  ResetPasswordBody,
  CreateUserBody,
  UpdateUserBody,
  UserStatusBody,
  CreateMenuItemBody,
  UpdateMenuItemBody,
  CreateInventoryItemBody,
  UpdateInventoryItemBody,
  RequestStatusBody,
  SubmitRequestBody,
  KitchenOrderStatusBody,
  AdminOrderUpdateBody,
  CreateFarmerPartnerBody,
  UpdateFarmerPartnerBody,
  CreateKitchenPartnerBody,
  UpdateKitchenPartnerBody,
  CreateDeliveryPartnerBody,
  UpdateDeliveryPartnerBody,
  PartnerStatusBody,
  UpdateFarmerProfileBody,
  UpdateKitchenProfileBody,
  UpdateAdminProfileBody,
  PartnerPasswordChangeBody,
  AdminPasswordChangeBody,
  UpdateSettingsBody,
  ContactMessageBody,
  NewsletterSubscriptionBody,
};

export type FormSchemaName = keyof typeof FORM_SCHEMAS;
