import {
  ForgotPasswordBody,
  LoginBody,
  RegisterForm,
  ResetPasswordBody,
  VerifyOtpBody,
  WebRegisterBody,
} from '../auth';
import { CreateInventoryItemBody, InventoryQuery, UpdateInventoryItemBody } from '../inventory';
// admin part 2: the admin inventory form and the new query schemas
import { AdminCreateInventoryItemBody, AdminInventoryQuery, AdminUpdateInventoryItemBody } from '../admin-inventory';
import { ReportQuery, ReportTabParams } from '../admin-reports';
import { ContactMessageBody, NewsletterSubscriptionBody } from '../marketing';
import { CreateMenuItemBody, KitchensLookupQuery, MenuItemsQuery, UpdateMenuItemBody } from '../menu-items';
import {
  AdminOrderFilters,
  AdminOrdersQuery,
  AdminOrderUpdateBody,
  KitchenOrdersQuery,
  KitchenOrderStatusBody,
  StatusHistoryQuery,
} from '../orders';
import {
  CreateDeliveryPartnerBody,
  CreateFarmerPartnerBody,
  CreateKitchenPartnerBody,
  PartnersQuery,
  PartnerStatusBody,
  UpdateDeliveryPartnerBody,
  UpdateFarmerPartnerBody,
  UpdateKitchenPartnerBody,
} from '../partners';
import {
  AdminPasswordChangeBody,
  PartnerPasswordChangeBody,
  UpdateAdminProfileBody,
  UpdateFarmerProfileBody,
  UpdateKitchenProfileBody,
} from '../profiles';
import { AvailableProduceQuery, RequestStatusBody, SubmitRequestBody } from '../requests';
import { UpdateSettingsBody } from '../settings';
import { CreateUserBody, UpdateUserBody, UserStatusBody, UsersQuery } from '../users';
import { IdParams, PageQuery } from '../common';
import { AuditLogQuery } from '../admin';
import { KitchenOwnRequestsQuery } from '../kitchen-portal';
import { UpdateAccountProfileBody } from '../account-profile';
import { CheckoutBody, PublicMenuQuery, TrackingParams } from '../customer-orders';
import { LiveEventsQuery } from '../live-updates';
// remote releases (issue 18)
import { RegisterReleaseBody, ReleaseCanaryBody, ReleaseRollbackBody } from '../releases';

/**
 * Every payload schema a screen may validate in the browser. Their validators are compiled ahead
 * of time (compiled/<module>.ts), because ajv compiles with `new Function`, which the production
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
  UpdateAccountProfileBody,
  PartnerPasswordChangeBody,
  AdminPasswordChangeBody,
  UpdateSettingsBody,
  ContactMessageBody,
  NewsletterSubscriptionBody,
  // admin part 2: the admin inventory form
  AdminCreateInventoryItemBody,
  AdminUpdateInventoryItemBody,
  // customers order: the checkout form
  CheckoutBody,
};

/**
 * The query and path schemas of the API: compiled ahead of time too, so the server starts
 * without compiling a single schema.
 */
export const REQUEST_SCHEMAS = {
  IdParams,
  PageQuery,
  UsersQuery,
  MenuItemsQuery,
  KitchensLookupQuery,
  PartnersQuery,
  InventoryQuery,
  AvailableProduceQuery,
  KitchenOrdersQuery,
  StatusHistoryQuery,
  AdminOrdersQuery,
  // admin part 2: export filters, reports and the admin inventory list
  AdminOrderFilters,
  ReportQuery,
  ReportTabParams,
  AdminInventoryQuery,
  // remote releases (issue 18)
  RegisterReleaseBody,
  ReleaseCanaryBody,
  ReleaseRollbackBody,
  // the kitchen's own requests and the admin audit trail
  KitchenOwnRequestsQuery,
  AuditLogQuery,
  // customers order: the public menu and tracking links
  PublicMenuQuery,
  TrackingParams,
  // live updates: the event stream's ticket and resume point
  LiveEventsQuery,
};

/** Everything compiled/ holds. */
export const PRECOMPILED_SCHEMAS = { ...FORM_SCHEMAS, ...REQUEST_SCHEMAS };
export type PrecompiledSchemaName = keyof typeof PRECOMPILED_SCHEMAS;
