import type { Api, AppContext } from './http/types';
import { registerAccountProfileRoutes } from './account-profile/routes';
import { registerAuthRoutes } from './auth/routes';
import { registerHealthRoutes } from './health/routes';
import { registerInventoryRoutes } from './inventory/routes';
import { registerKitchenBrowsingRoutes } from './kitchen-browsing/routes';
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
  // remote releases (issue 18)
  registerReleaseRoutes(api, context);
}
