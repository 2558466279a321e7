// The marketing remote's ./App, bundled into the prerender (shell/webpack.config.cjs aliases it to
// mfe-marketing/src/App.tsx); the browser loads it through Module Federation instead.
declare module 'marketing/App' {
  import type { RemoteApp } from '@farmplate/contracts';

  const marketing: RemoteApp;
  export default marketing;
}
