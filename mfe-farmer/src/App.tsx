import type { RemoteApp } from '@farmplate/contracts';
import { DASHBOARD_TITLES } from '@farmplate/contracts';

// Placeholder until the farmer screens land (owned by the farmer portal work).
const farmer: RemoteApp = {
  name: 'farmer',
  title: DASHBOARD_TITLES.farmer,
  sidebar: [
    { screen: '', label: 'Dashboard' },
    { screen: 'orders', label: 'Orders' },
    { screen: 'inventory', label: 'Inventory' },
    { screen: 'requests', label: 'Requests' },
    { screen: 'profile', label: 'Profile' },
  ],
  routes: [{ index: true, element: <h1>Farmer Dashboard</h1> }],
};

export default farmer;
