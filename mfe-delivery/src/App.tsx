import { lazy } from 'react';
import { DASHBOARD_TITLES, type RemoteApp } from '@farmplate/contracts';
import { ReleaseMarkerLayout } from './release-marker/ReleaseMarkerLayout';

// Each screen is its own chunk, loaded when first opened; the shell wraps the routes in Suspense.
const CourierDashboardScreen = lazy(
  () => import(/* webpackChunkName: "delivery-dashboard" */ './dashboard/CourierDashboardScreen'),
);
const AvailableDeliveriesScreen = lazy(
  () => import(/* webpackChunkName: "delivery-available" */ './available-deliveries/AvailableDeliveriesScreen'),
);
const ActiveDeliveryScreen = lazy(
  () => import(/* webpackChunkName: "delivery-active" */ './active-delivery/ActiveDeliveryScreen'),
);
const DeliveryHistoryScreen = lazy(
  () => import(/* webpackChunkName: "delivery-history" */ './history/DeliveryHistoryScreen'),
);
const EarningsScreen = lazy(() => import(/* webpackChunkName: "delivery-earnings" */ './earnings/EarningsScreen'));
const CourierProfileScreen = lazy(
  () => import(/* webpackChunkName: "delivery-profile" */ './profile/CourierProfileScreen'),
);

/** The courier portal: /dashboard/* of the delivery role. */
const delivery: RemoteApp = {
  name: 'delivery',
  title: DASHBOARD_TITLES.delivery,
  Layout: ReleaseMarkerLayout,
  sidebar: [
    { screen: '', label: 'Dashboard' },
    { screen: 'available-deliveries', label: 'Available Deliveries' },
    { screen: 'active-delivery', label: 'Active Delivery' },
    { screen: 'history', label: 'History' },
    { screen: 'earnings', label: 'Earnings' },
    { screen: 'profile', label: 'Profile' },
  ],
  routes: [
    { index: true, element: <CourierDashboardScreen />, handle: { title: 'Dashboard' } },
    {
      path: 'available-deliveries/*',
      element: <AvailableDeliveriesScreen />,
      handle: { title: 'Available Deliveries' },
    },
    { path: 'active-delivery/*', element: <ActiveDeliveryScreen />, handle: { title: 'Active Delivery' } },
    { path: 'history/*', element: <DeliveryHistoryScreen />, handle: { title: 'Delivery History' } },
    { path: 'earnings/*', element: <EarningsScreen />, handle: { title: 'Earnings' } },
    { path: 'profile/*', element: <CourierProfileScreen />, handle: { title: 'Profile' } },
  ],
};

export default delivery;
