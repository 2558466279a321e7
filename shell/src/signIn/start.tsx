// The first entry of a prerendered sign-in screen (/login, /register, /forgot-password): the
// shell's App and the screen, hydrated by React DOM alone, without Module Federation (no runtime,
// no shared-module registration, no remote). The prerender writes its script into the page instead
// of the shell's start (src/prerender). Going from one sign-in screen to another stays in the page
// (client-side); any other address is a full load: the public site is prerendered, and the
// dashboard after signing in is the federated app's.
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createPath, Router, type Location, type Navigator, type To } from 'react-router-dom';
import { App } from '../app/App';
import { VISITOR_SCREENS } from '../auth';
import { createRemoteRegistry } from '../remotes/remoteRegistry';
import { MarkHydrated } from '../startup/MarkHydrated';

const root = document.getElementById('root');

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));
const here = (): Location => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
  key: 'default',
});
/** The sign-in screens this entry renders; anything else is a full load. */
const isSignInScreen = (to: To) =>
  /^\/(login|register|forgot-password)\/?$/.test(new URL(href(to), window.location.href).pathname);

/**
 * The browser's history between the sign-in screens (a notice left for the login screen, a reset
 * password's, stays in memory), a full load anywhere else: the public site's prerendered pages, the
 * dashboard and its app.
 */
function SignInRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(here);
  useEffect(() => {
    const onPopState = () => setLocation(here());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const navigator = useMemo<Navigator>(() => {
    const go = (to: To, state: unknown, replace: boolean) => {
      if (!isSignInScreen(to)) return replace ? window.location.replace(href(to)) : window.location.assign(href(to));
      window.history[replace ? 'replaceState' : 'pushState']({ usr: state ?? null }, '', href(to));
      setLocation(here());
    };
    return {
      createHref: href,
      go: (delta) => window.history.go(delta),
      push: (to, state) => go(to, state, false),
      replace: (to, state) => go(to, state, true),
    };
  }, []);
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

// the screens render no remote: a link to the public site or a portal is a full load
const noRemotes = createRemoteRegistry((name) => Promise.reject(new Error(`${name} is the app's, not this page's`)));

async function hydrateScreen(page: HTMLElement): Promise<void> {
  // the screen's chunk first, as the prerender had it: hydration then runs in one pass
  await VISITOR_SCREENS[window.location.pathname.replace(/\/+$/, '')]?.preload();
  // in slices, yielding to input between them (a click makes React finish at once, then handle it)
  startTransition(() => {
    hydrateRoot(
      page,
      <MarkHydrated page={page}>
        <App remotes={noRemotes} router={SignInRouter} />
      </MarkHydrated>,
      { onRecoverableError: (error) => console.error('Hydration error: the sign-in screen was rendered again', error) },
    );
  });
}

if (root?.hasAttribute('data-prerendered')) void hydrateScreen(root);
