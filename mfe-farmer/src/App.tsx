import { lazy } from 'react';
import type { RemoteApp } from '@farmplate/contracts';
import { DASHBOARD_TITLES } from '@farmplate/contracts';

// Each screen is its own chunk, fetched the first time its route is opened.
const FarmerDashboard = lazy(() => import(/* webpackChunkName: "farmer-dashboard" */ './dashboard/FarmerDashboard'));
const OrdersScreen = lazy(() => import(/* webpackChunkName: "farmer-orders" */ './orders/OrdersScreen'));
const InventoryScreen = lazy(() => import(/* webpackChunkName: "farmer-inventory" */ './inventory/InventoryScreen'));
const BoxesScreen = lazy(() => import(/* webpackChunkName: "farmer-boxes" */ './boxes/BoxesScreen'));
const BoxOrdersScreen = lazy(() => import(/* webpackChunkName: "farmer-box-orders" */ './box-orders/BoxOrdersScreen'));
const RequestsScreen = lazy(() => import(/* webpackChunkName: "farmer-requests" */ './requests/RequestsScreen'));
const ProfileScreen = lazy(() => import(/* webpackChunkName: "farmer-profile" */ './profile/ProfileScreen'));

/** The farmer portal, mounted by the shell under /dashboard (the shell applies the role guards). */
const farmer: RemoteApp = {
  name: 'farmer',
  title: DASHBOARD_TITLES.farmer,
  sidebar: [
    { screen: '', label: 'Dashboard' },
    { screen: 'orders', label: 'Orders' },
    { screen: 'inventory', label: 'Inventory' },
    { screen: 'boxes', label: 'Boxes' },
    { screen: 'box-orders', label: 'Box Orders' },
    { screen: 'requests', label: 'Requests' },
    { screen: 'profile', label: 'Profile' },
  ],
  routes: [
    { index: true, element: <FarmerDashboard />, handle: { title: 'Dashboard' } },
    { path: 'orders', element: <OrdersScreen />, handle: { title: 'Orders' } },
    { path: 'inventory', element: <InventoryScreen />, handle: { title: 'Inventory' } },
    { path: 'boxes', element: <BoxesScreen />, handle: { title: 'Boxes' } },
    { path: 'box-orders', element: <BoxOrdersScreen />, handle: { title: 'Box Orders' } },
    { path: 'requests', element: <RequestsScreen />, handle: { title: 'Requests' } },
    { path: 'profile', element: <ProfileScreen />, handle: { title: 'Profile' } },
  ],
};

export default farmer;
