import type { Role } from './roles';

/**
 * Who may open each /dashboard screen (spec §2 "Route access", §6). The shell's guards and the
 * server's authorization both read this table, so the two can never disagree.
 * Keys are the path segment under /dashboard; '' is the dashboard index (every signed-in user,
 * which then shows 'Access Denied' to a role without a dashboard).
 */
export const DASHBOARD_ACCESS = {
  '': ['customer', 'farmer', 'kitchen', 'delivery', 'admin'],
  // the admin sees every farmer's inventory (spec §2 "Inventory screen note")
  inventory: ['farmer', 'admin'],
  requests: ['farmer'],
  // farm boxes: the farmer's boxes, and each delivery cycle's orders and pick list
  boxes: ['farmer'],
  'box-orders': ['farmer'],
  orders: ['kitchen', 'farmer'],
  'farmer-inventory': ['kitchen'],
  'order-status': ['kitchen'],
  // The route table lists kitchen; the screen is also described as an admin function (spec §6).
  'menu-items': ['kitchen', 'admin'],
  users: ['admin'],
  'orders-management': ['admin'],
  // dispatch: orders waiting for a courier, deliveries under way and failed ones
  'deliveries-management': ['admin'],
  partners: ['admin'],
  reports: ['admin'],
  settings: ['admin'],
  // farm boxes and subscriptions overview, cut-off and points settings
  'boxes-overview': ['admin'],
  // the courier portal (mfe-delivery)
  'available-deliveries': ['delivery'],
  'active-delivery': ['delivery'],
  history: ['delivery'],
  earnings: ['delivery'],
  profile: ['farmer', 'kitchen', 'admin', 'customer', 'delivery'],
} as const satisfies Record<string, readonly Role[]>;

export type DashboardScreen = keyof typeof DASHBOARD_ACCESS;

/** Dashboard screens reachable by a role, in sidebar order (spec §2 "Sidebar items"). */
export const SIDEBAR_SCREENS: Record<Role, readonly DashboardScreen[]> = {
  farmer: ['', 'orders', 'inventory', 'boxes', 'box-orders', 'requests', 'profile'],
  kitchen: ['', 'orders', 'menu-items', 'farmer-inventory', 'order-status', 'profile'],
  // spec §2's seven, plus the menu items and every farmer's inventory (the admin's own screens)
  admin: [
    '',
    'users',
    'orders-management',
    'deliveries-management',
    'partners',
    'menu-items',
    'inventory',
    'reports',
    'boxes-overview',
    'settings',
    'profile',
  ],
  customer: ['', 'profile'],
  delivery: ['', 'available-deliveries', 'active-delivery', 'history', 'earnings', 'profile'],
};

/** True when `role` may open the dashboard screen `screen` (unknown screens: nobody). */
export function canAccessScreen(role: unknown, screen: string): boolean {
  const allowed = (DASHBOARD_ACCESS as Record<string, readonly string[]>)[screen];
  return typeof role === 'string' && !!allowed && allowed.includes(role);
}

/**
 * API permissions: which roles may call each group of endpoints (spec §6, §7). The server's
 * route definitions name one of these keys; ownership is checked by the handlers on top.
 */
export const API_ACCESS = {
  authenticated: ['customer', 'farmer', 'kitchen', 'delivery', 'admin'],
  farmerInventory: ['farmer'],
  farmerRequests: ['farmer'],
  farmerProfile: ['farmer'],
  kitchenOrders: ['kitchen', 'farmer'],
  kitchenBrowsing: ['kitchen'],
  kitchenStatusHistory: ['kitchen'],
  kitchenProfile: ['kitchen'],
  accountProfile: ['customer', 'delivery'],
  menuItems: ['kitchen', 'admin'],
  categories: ['customer', 'farmer', 'kitchen', 'delivery', 'admin'],
  admin: ['admin'],
  // kitchen portal: the dashboard's figures and the kitchen's own requests
  kitchenDashboard: ['kitchen'],
  // remote releases: switching what every user of a portal runs is an admin's act
  releases: ['admin'],
  // customers order: a signed-in customer's own orders
  customerOrders: ['customer'],
  // delivery partners: the courier portal's calls (an active courier; the handlers check status)
  courier: ['delivery'],
  // a kitchen hands a delivery order to its courier at the counter
  kitchenHandover: ['kitchen'],
  // farm boxes: a farmer's own boxes and box orders, a customer's own subscriptions
  farmerBoxes: ['farmer'],
  customerSubscriptions: ['customer'],
  customerLoyalty: ['customer'],
} as const satisfies Record<string, readonly Role[]>;

export type ApiPermission = keyof typeof API_ACCESS;

export function hasApiPermission(role: unknown, permission: ApiPermission): boolean {
  return typeof role === 'string' && (API_ACCESS[permission] as readonly string[]).includes(role);
}
