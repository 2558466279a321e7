// The marketing remote's ./App, bundled into the prerender (shell/webpack.config.cjs aliases it to
// mfe-marketing/src/App.tsx); the browser loads it through Module Federation instead.
declare module 'marketing/App' {
  import type { RemoteApp } from '@farmplate/contracts';

  const marketing: RemoteApp;
  export default marketing;
}

// Which prerendered public pages start with their islands, not the app (mfe-marketing/src/routes.tsx).
declare module 'marketing/islands' {
  export function startsWithIslands(pathname: string): boolean;
}
