import { SIDEBAR_SCREENS, type DashboardScreen, type Role, type SidebarItem } from '@farmplate/contracts';

/**
 * Labels for the shell's own sidebar: the whole sidebar of a role without a portal remote, and a
 * portal's sidebar while its remote loads or when it is down (the remote's own items replace it).
 */
const SCREEN_LABELS: Record<DashboardScreen, string> = {
  '': 'Dashboard',
  orders: 'Orders',
  inventory: 'Inventory',
  requests: 'Requests',
  boxes: 'Boxes',
  'box-orders': 'Box Orders',
  'menu-items': 'Menu Items',
  'farmer-inventory': 'Inventory',
  'order-status': 'Order Status',
  users: 'Users',
  'orders-management': 'Orders',
  'deliveries-management': 'Deliveries',
  partners: 'Partners',
  reports: 'Reports',
  settings: 'Settings',
  'boxes-overview': 'Farm Boxes',
  'available-deliveries': 'Available Deliveries',
  'active-delivery': 'Active Delivery',
  history: 'History',
  earnings: 'Earnings',
  profile: 'Profile',
};

export const defaultSidebarItems = (role: Role): SidebarItem[] =>
  SIDEBAR_SCREENS[role].map((screen) => ({ screen, label: SCREEN_LABELS[screen] }));

/** The URL of a dashboard screen ('' is /dashboard itself). */
export const dashboardPath = (screen: string): string => (screen ? `/dashboard/${screen}` : '/dashboard');
