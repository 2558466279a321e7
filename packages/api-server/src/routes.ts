import type { Api, AppContext } from './http/types';
import { registerAccountProfileRoutes } from './account-profile/routes';
import { registerAuthRoutes } from './auth/routes';
import { registerHealthRoutes } from './health/routes';
import { registerInventoryRoutes } from './inventory/routes';
import { registerKitchenBrowsingRoutes } from './kitchen-browsing/routes';
// kitchen portal (issue 12)
import { registerKitchenPortalRoutes } from './kitchen-portal/routes';
// live updates: the event stream of every portal
import { registerLiveUpdateRoutes } from './live-updates/routes';
import { registerMarketingRoutes } from './marketing/routes';
import { registerMenuItemRoutes } from './menu-items/routes';
import { registerOrderRoutes } from './orders/routes';
import { registerPartnerRoutes } from './partners/routes';
import { registerProfileRoutes } from './profiles/routes';
// remote releases (issue 18)
import { registerReleaseRoutes } from './releases/routes';
import { registerRequestRoutes } from './requests/routes';
import { registerSettingsRoutes } from './settings/routes';
import { registerUserRoutes } from './users/routes';
// admin portal part 1: dashboard figures, platform settings, audit trail
import { registerAdminDashboardRoutes } from './admin-dashboard/routes';
import { registerAuditRoutes } from './audit/routes';
// admin part 2: orders export, reports and the admin inventory
import { registerAdminInventoryRoutes } from './admin-inventory/routes';
import { registerAdminOrderRoutes } from './admin-orders/routes';
import { registerAdminReportRoutes } from './admin-reports/routes';

/** Every /api route, feature by feature (spec §7). */
export function registerApiRoutes(api: Api, context: AppContext): void {
  registerHealthRoutes(api, context);
  registerAuthRoutes(api, context);
  registerUserRoutes(api, context);
  registerMenuItemRoutes(api, context);
  registerPartnerRoutes(api, context);
  registerSettingsRoutes(api, context);
  registerProfileRoutes(api, context);
  registerAccountProfileRoutes(api, context);
  registerOrderRoutes(api, context);
  registerInventoryRoutes(api, context);
  registerRequestRoutes(api, context);
  registerKitchenBrowsingRoutes(api, context);
  registerMarketingRoutes(api, context);
  // kitchen portal (issue 12)
  registerKitchenPortalRoutes(api, context);
  // admin portal part 1: dashboard figures, platform settings, audit trail
  registerAdminDashboardRoutes(api, context);
  registerAuditRoutes(api, context);
  // admin part 2: orders export, reports and the admin inventory
  registerAdminOrderRoutes(api, context);
  registerAdminReportRoutes(api, context);
  registerAdminInventoryRoutes(api, context);
  // remote releases (issue 18)
  registerReleaseRoutes(api, context);
  // live updates: the event stream of every portal
  registerLiveUpdateRoutes(api, context);
}
