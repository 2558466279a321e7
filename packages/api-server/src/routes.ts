import type { Api, AppContext, FeaturePlugin } from './http/types';
import { accountProfilePlugin } from './account-profile/routes';
import { authPlugin } from './auth/routes';
import { healthPlugin } from './health/routes';
import { inventoryPlugin } from './inventory/routes';
import { kitchenBrowsingPlugin } from './kitchen-browsing/routes';
// kitchen portal (issue 12)
import { kitchenPortalPlugin } from './kitchen-portal/routes';
// live updates: the event stream of every portal
import { liveUpdatesPlugin } from './live-updates/routes';
import { marketingPlugin } from './marketing/routes';
import { menuItemsPlugin } from './menu-items/routes';
import { ordersPlugin } from './orders/routes';
import { partnersPlugin } from './partners/routes';
import { profilesPlugin } from './profiles/routes';
// remote releases (issue 18)
import { releasesPlugin } from './releases/routes';
import { requestsPlugin } from './requests/routes';
import { settingsPlugin } from './settings/routes';
import { usersPlugin } from './users/routes';
// admin portal part 1: dashboard figures, platform settings, audit trail
import { adminDashboardPlugin } from './admin-dashboard/routes';
import { auditPlugin } from './audit/routes';
// admin part 2: orders export, reports and the admin inventory
import { adminInventoryPlugin } from './admin-inventory/routes';
import { adminOrdersPlugin } from './admin-orders/routes';
import { adminReportsPlugin } from './admin-reports/routes';
// customers order: public menu, checkout, tracking, a customer's orders
import { customerOrdersPlugin } from './customer-orders/routes';

/** Every feature of the API (spec §7), each a Fastify plugin owning its routes and schemas. */
const FEATURES: FeaturePlugin[] = [
  healthPlugin,
  authPlugin,
  usersPlugin,
  menuItemsPlugin,
  partnersPlugin,
  settingsPlugin,
  profilesPlugin,
  accountProfilePlugin,
  ordersPlugin,
  inventoryPlugin,
  requestsPlugin,
  kitchenBrowsingPlugin,
  marketingPlugin,
  // kitchen portal (issue 12)
  kitchenPortalPlugin,
  // admin portal part 1: dashboard figures, platform settings, audit trail
  adminDashboardPlugin,
  auditPlugin,
  // admin part 2: orders export, reports and the admin inventory
  adminOrdersPlugin,
  adminReportsPlugin,
  adminInventoryPlugin,
  // remote releases (issue 18)
  releasesPlugin,
  // customers order: public menu, checkout, tracking, a customer's orders
  customerOrdersPlugin,
  // live updates: the event stream of every portal
  liveUpdatesPlugin,
];

/**
 * Registers every feature plugin under /api with the shared context as its options. Each feature
 * gets its own encapsulated instance, so a hook or decorator it adds stays its own.
 */
export async function registerApiFeatures(api: Api, context: AppContext): Promise<void> {
  for (const feature of FEATURES) await api.register(feature, context);
}
