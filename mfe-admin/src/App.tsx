import { lazy } from 'react';
import { DASHBOARD_TITLES, type RemoteApp } from '@farmplate/contracts';

// Each screen is its own chunk, loaded when first opened; the shell wraps the routes in Suspense.
const AdminDashboardScreen = lazy(() => import(/* webpackChunkName: "admin-dashboard" */ './dashboard/AdminDashboardScreen'));
const UserManagementScreen = lazy(() => import(/* webpackChunkName: "admin-users" */ './users/UserManagementScreen'));
const OrderManagementScreen = lazy(() => import(/* webpackChunkName: "admin-orders-management" */ './orders-management/OrderManagementScreen'));
const PartnerManagementScreen = lazy(() => import(/* webpackChunkName: "admin-partners" */ './partners/PartnerManagementScreen'));
const ReportsScreen = lazy(() => import(/* webpackChunkName: "admin-reports" */ './reports/ReportsScreen'));
const SystemSettingsScreen = lazy(() => import(/* webpackChunkName: "admin-settings" */ './settings/SystemSettingsScreen'));
const AdminProfileScreen = lazy(() => import(/* webpackChunkName: "admin-profile" */ './profile/AdminProfileScreen'));
const MenuItemsScreen = lazy(() => import(/* webpackChunkName: "admin-menu-items" */ './menu-items/MenuItemsScreen'));

const admin: RemoteApp = {
  name: 'admin',
  title: DASHBOARD_TITLES.admin,
  sidebar: [
    { screen: '', label: 'Dashboard' },
    { screen: 'users', label: 'Users' },
    { screen: 'orders-management', label: 'Orders' },
    { screen: 'partners', label: 'Partners' },
    { screen: 'reports', label: 'Reports' },
    { screen: 'settings', label: 'Settings' },
    { screen: 'profile', label: 'Profile' },
  ],
  routes: [
    { index: true, element: <AdminDashboardScreen /> },
    { path: 'users/*', element: <UserManagementScreen /> },
    { path: 'orders-management/*', element: <OrderManagementScreen /> },
    { path: 'partners/*', element: <PartnerManagementScreen /> },
    { path: 'reports/*', element: <ReportsScreen /> },
    { path: 'settings/*', element: <SystemSettingsScreen /> },
    { path: 'profile/*', element: <AdminProfileScreen /> },
    // Admins may open menu items (spec §6), though the admin sidebar does not list it (spec §2).
    { path: 'menu-items/*', element: <MenuItemsScreen /> },
  ],
};

export default admin;
