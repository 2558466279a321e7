import type { RemoteApp } from '@farmplate/contracts';

// Placeholder until the public site lands (owned by the marketing work).
const marketing: RemoteApp = {
  name: 'marketing',
  routes: [{ path: '*', element: <h1>FarmPlate</h1> }],
};

export default marketing;
