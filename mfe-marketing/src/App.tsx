import type { RemoteApp } from '@farmplate/contracts';
import { preloadPage, publicRoutes } from './routes';

/** The marketing remote's `./App`: the public site of spec §1 and §2. */
const marketing: RemoteApp = {
  name: 'marketing',
  routes: publicRoutes,
  preload: preloadPage,
};

export default marketing;
