import { lazy } from 'react';
import { DASHBOARD_TITLES, type RemoteApp } from '@farmplate/contracts';
import { ReleaseMarkerLayout } from './release-marker/ReleaseMarkerLayout';

// Each screen is its own chunk, loaded when first opened; the shell wraps the routes in Suspense.
const KitchenDashboardScreen = lazy(
  () => import(/* webpackChunkName: "kitchen-dashboard" */ './dashboard/KitchenDashboardScreen'),
);
const OrdersScreen = lazy(() => import(/* webpackChunkName: "kitchen-orders" */ './orders/OrdersScreen'));
const MenuItemsScreen = lazy(() => import(/* webpackChunkName: "kitchen-menu-items" */ './menu-items/MenuItemsScreen'));
const FarmerInventoryScreen = lazy(
  () => import(/* webpackChunkName: "kitchen-farmer-inventory" */ './farmer-inventory/FarmerInventoryScreen'),
);
const OrderStatusScreen = lazy(
  () => import(/* webpackChunkName: "kitchen-order-status" */ './order-status/OrderStatusScreen'),
);
const KitchenProfileScreen = lazy(
  () => import(/* webpackChunkName: "kitchen-profile" */ './profile/KitchenProfileScreen'),
);

const kitchen: RemoteApp = {
  name: 'kitchen',
  title: DASHBOARD_TITLES.kitchen,
  Layout: ReleaseMarkerLayout,
  sidebar: [
    { screen: '', label: 'Dashboard' },
    { screen: 'orders', label: 'Orders' },
    { screen: 'menu-items', label: 'Menu Items' },
    { screen: 'farmer-inventory', label: 'Inventory' },
    { screen: 'order-status', label: 'Order Status' },
    { screen: 'profile', label: 'Profile' },
  ],
  routes: [
    { index: true, element: <KitchenDashboardScreen />, handle: { title: 'Dashboard' } },
    { path: 'orders/*', element: <OrdersScreen />, handle: { title: 'Orders' } },
    { path: 'menu-items/*', element: <MenuItemsScreen />, handle: { title: 'Menu Items' } },
    { path: 'farmer-inventory/*', element: <FarmerInventoryScreen />, handle: { title: 'Farmer Inventory' } },
    { path: 'order-status/*', element: <OrderStatusScreen />, handle: { title: 'Order Status' } },
    { path: 'profile/*', element: <KitchenProfileScreen />, handle: { title: 'Profile' } },
  ],
};

export default kitchen;
