import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { DASHBOARD_TITLES, type RemoteApp } from '@farmplate/contracts';

// Each screen is its own chunk, loaded when first opened; the shell wraps the routes in Suspense.
const AdminDashboardScreen = lazy(
  () => import(/* webpackChunkName: "admin-dashboard" */ './dashboard/AdminDashboardScreen'),
);
const UserManagementScreen = lazy(() => import(/* webpackChunkName: "admin-users" */ './users/UserManagementScreen'));
const OrderManagementScreen = lazy(
  () => import(/* webpackChunkName: "admin-orders-management" */ './orders/OrdersManagementScreen'),
);
const DeliveriesScreen = lazy(() => import(/* webpackChunkName: "admin-deliveries" */ './deliveries/DeliveriesScreen'));
const AdminInventoryScreen = lazy(
  () => import(/* webpackChunkName: "admin-inventory" */ './inventory/AdminInventoryScreen'),
);
const PartnerManagementScreen = lazy(
  () => import(/* webpackChunkName: "admin-partners" */ './partners/PartnerManagementScreen'),
);
const ReportsScreen = lazy(() => import(/* webpackChunkName: "admin-reports" */ './reports/ReportsScreen'));
const SystemSettingsScreen = lazy(
  () => import(/* webpackChunkName: "admin-settings" */ './settings/SystemSettingsScreen'),
);
// farm boxes overview and settings
const BoxesOverviewScreen = lazy(
  () => import(/* webpackChunkName: "admin-boxes-overview" */ './boxes/BoxesOverviewScreen'),
);
const AdminProfileScreen = lazy(() => import(/* webpackChunkName: "admin-profile" */ './profile/AdminProfileScreen'));
const AuditLogScreen = lazy(() => import(/* webpackChunkName: "admin-audit-log" */ './audit/AuditLogScreen'));
const MenuItemsScreen = lazy(() => import(/* webpackChunkName: "admin-menu-items" */ './menu-items/MenuItemsScreen'));

const admin: RemoteApp = {
  name: 'admin',
  title: DASHBOARD_TITLES.admin,
  sidebar: [
    { screen: '', label: 'Dashboard' },
    { screen: 'users', label: 'Users' },
    { screen: 'orders-management', label: 'Orders' },
    { screen: 'deliveries-management', label: 'Deliveries' },
    { screen: 'partners', label: 'Partners' },
    // admins also reach these two from the sidebar, like every other screen of theirs
    { screen: 'menu-items', label: 'Menu Items' },
    { screen: 'inventory', label: 'Inventory' },
    { screen: 'reports', label: 'Reports' },
    { screen: 'boxes-overview', label: 'Farm Boxes' },
    { screen: 'settings', label: 'Settings' },
    { screen: 'profile', label: 'Profile' },
  ],
  routes: [
    { index: true, element: <AdminDashboardScreen />, handle: { title: 'Dashboard' } },
    { path: 'users/*', element: <UserManagementScreen />, handle: { title: 'User Management' } },
    { path: 'orders-management/*', element: <OrderManagementScreen />, handle: { title: 'Order Management' } },
    { path: 'deliveries-management/*', element: <DeliveriesScreen />, handle: { title: 'Deliveries' } },
    { path: 'partners/*', element: <PartnerManagementScreen />, handle: { title: 'Partner Management' } },
    { path: 'reports/*', element: <ReportsScreen />, handle: { title: 'Reports' } },
    { path: 'settings/*', element: <SystemSettingsScreen />, handle: { title: 'Settings' } },
    { path: 'boxes-overview/*', element: <BoxesOverviewScreen />, handle: { title: 'Farm Boxes' } },
    { path: 'profile/*', element: <AdminProfileScreen />, handle: { title: 'Profile' } },
    // the shared menu-items screen (packages/menu-items): an admin sees every kitchen's items
    { path: 'menu-items/*', element: <MenuItemsScreen />, handle: { title: 'Menu Items' } },
    // The dashboard's partner panels link here (spec §2): each opens the partners screen on its tab.
    { path: 'farmers', element: <Navigate to="/dashboard/partners?tab=farmers" replace /> },
    { path: 'kitchens', element: <Navigate to="/dashboard/partners?tab=kitchens" replace /> },
    { path: 'runners', element: <Navigate to="/dashboard/partners?tab=delivery" replace /> },
    // The audit trail of admin changes (beyond the spec), opened from the dashboard's Recent activity.
    { path: 'audit-log', element: <AuditLogScreen />, handle: { title: 'Activity Log' } },
    // every farmer's inventory for the admin (spec §2 "Inventory screen note")
    { path: 'inventory/*', element: <AdminInventoryScreen />, handle: { title: 'Inventory' } },
  ],
};

export default admin;
