/** Every role a FarmPlate account can have (spec §3 User, §6). */
export const ROLES = ['customer', 'farmer', 'kitchen', 'delivery', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a visitor may choose when signing up (spec §2 Registration, §6). */
export const SELF_REGISTER_ROLES = ['farmer', 'kitchen'] as const;
export type SelfRegisterRole = (typeof SELF_REGISTER_ROLES)[number];

/** Roles whose portal is a federated remote mounted under /dashboard. */
export const PORTAL_ROLES = ['farmer', 'kitchen', 'admin', 'delivery'] as const;
export type PortalRole = (typeof PORTAL_ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export const isPortalRole = (value: unknown): value is PortalRole =>
  typeof value === 'string' && (PORTAL_ROLES as readonly string[]).includes(value);

/** Header title of the dashboard layout per role (spec §2 Dashboard). */
export const DASHBOARD_TITLES: Record<PortalRole, string> = {
  farmer: 'Farmer/Grocery Portal',
  kitchen: 'Kitchen/Restaurant Management',
  admin: 'Admin Dashboard',
  delivery: 'Delivery Partner Portal',
};
export const DEFAULT_DASHBOARD_TITLE = 'Dashboard';

export const dashboardTitle = (role: unknown): string =>
  isPortalRole(role) ? DASHBOARD_TITLES[role] : DEFAULT_DASHBOARD_TITLE;

/** Display labels of roles (badges, summaries). */
export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  farmer: 'Farmer',
  kitchen: 'Kitchen',
  delivery: 'Delivery Partner',
  admin: 'Admin',
};
