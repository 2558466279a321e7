import type { Api } from './http/types';
import type { AppContext, FeaturePlugin } from './platform/context';
import { healthPlugin } from './platform/health/health-routes';
import { settingsPlugin } from './platform/settings/settings-routes';
import { auditPlugin } from './platform/audit/audit-routes';
import { releasesPlugin } from './platform/releases/releases-routes';
import { jobsPlugin } from './platform/jobs/jobs-routes';
import { authPlugin } from './accounts/auth-routes';
import { usersPlugin } from './accounts/users-routes';
import { partnersPlugin } from './accounts/partners-routes';
import { profilesPlugin } from './accounts/profiles-routes';
import { marketingPlugin } from './marketing/marketing-routes';
import { menuItemsPlugin } from './catalog/menu-items-routes';
import { publicMenuPlugin } from './catalog/public-menu-routes';
import { inventoryPlugin } from './produce/inventory-routes';
import { requestsPlugin } from './produce/requests-routes';
import { kitchenBrowsingPlugin } from './produce/kitchen-browsing-routes';
import { kitchenRequestsPlugin } from './produce/kitchen-requests-routes';
import { adminInventoryPlugin } from './produce/admin-inventory-routes';
import { customerOrdersPlugin } from './orders/checkout-routes';
import { kitchenOrdersPlugin } from './orders/kitchen-orders-routes';
import { kitchenDashboardPlugin } from './orders/kitchen-dashboard-routes';
import { adminOrdersPlugin } from './orders/admin-orders-routes';
import { adminDashboardPlugin } from './orders/dashboard-routes';
import { adminReportsPlugin } from './orders/reports-routes';
import { liveUpdatesPlugin } from './live-updates/live-updates-routes';
import { courierApplicationsPlugin } from './delivery/courier-applications-routes';
import { courierPlugin } from './delivery/courier-routes';
import { orderDeliveryPlugin } from './delivery/order-delivery-routes';
import { adminDeliveriesPlugin } from './delivery/admin-deliveries-routes';
import { boxesPlugin } from './boxes/box-routes';
import { boxShopPlugin } from './boxes/shop-routes';
import { boxPurchasePlugin } from './boxes/box-purchase-routes';
import { subscriptionsPlugin } from './boxes/subscriptions-routes';
import { boxCyclesPlugin } from './boxes/box-cycles-routes';
import { loyaltyPlugin } from './loyalty/loyalty-routes';

/**
 * Every route of the API (spec §7), by domain, lowest first; each plugin owns its routes and
 * schemas. Only this file (and app.ts, for the static routes) imports routes modules.
 */
const FEATURES: FeaturePlugin[] = [
  // platform: health check, settings, audit trail, remote releases
  healthPlugin,
  settingsPlugin,
  auditPlugin,
  releasesPlugin,
  jobsPlugin,
  // accounts: sign-in and sessions, users, partners, profiles
  authPlugin,
  usersPlugin,
  partnersPlugin,
  profilesPlugin,
  // the marketing site's forms
  marketingPlugin,
  // catalog: the kitchens' menu items and the public menu
  menuItemsPlugin,
  publicMenuPlugin,
  // produce: farmers' inventory, kitchens' requests and browsing, the admin inventory
  inventoryPlugin,
  requestsPlugin,
  kitchenBrowsingPlugin,
  kitchenRequestsPlugin,
  adminInventoryPlugin,
  // orders: checkout and tracking, the boards, admin orders, the dashboards and reports
  customerOrdersPlugin,
  kitchenOrdersPlugin,
  kitchenDashboardPlugin,
  adminOrdersPlugin,
  adminDashboardPlugin,
  adminReportsPlugin,
  // farm boxes: the farmers' boxes, the public shop and waitlists, subscriptions, cycles
  boxesPlugin,
  boxShopPlugin,
  subscriptionsPlugin,
  boxPurchasePlugin,
  boxCyclesPlugin,
  // loyalty points: earned on delivered orders (a trigger), the customer's balance and history
  loyaltyPlugin,
  // live updates: the event stream of every portal
  liveUpdatesPlugin,
  // delivery partners: the courier application and portal, the kitchen's handover and the tip, admin dispatch
  courierApplicationsPlugin,
  courierPlugin,
  orderDeliveryPlugin,
  adminDeliveriesPlugin,
];

/**
 * Registers every feature plugin under /api with the shared context as its options. Each feature
 * gets its own encapsulated instance, so a hook or decorator it adds stays its own.
 */
export async function registerApiFeatures(api: Api, context: AppContext): Promise<void> {
  for (const feature of FEATURES) await api.register(feature, context);
}
