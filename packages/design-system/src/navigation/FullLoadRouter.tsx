import { useState, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * Every navigation a full load of the next page's address: as a link without script goes. A second
 * navigation to the address already loading is dropped: the browser would abort the first load
 * and start the page again (after signing in, the login form and `RedirectIfSignedIn` both send
 * the visitor on). The page shown again from the back-forward cache navigates afresh.
 */
export function fullLoadNavigator(location: Pick<Location, 'assign' | 'replace'>, history: Pick<History, 'go'>) {
  let loading: string | null = null;
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) loading = null;
  });
  const load = (address: string, how: 'assign' | 'replace') => {
    if (address === loading) return;
    loading = address;
    location[how](address);
  };
  const navigator: Navigator = {
    createHref: href,
    go: (delta) => history.go(delta),
    push: (to) => load(href(to), 'assign'),
    replace: (to) => load(href(to), 'replace'),
  };
  return navigator;
}

let pageNavigator: Navigator | undefined;

/**
 * React Router at the page's own address, for a part of a prerendered page hydrated without the
 * app (the public pages' islands, a sign-in screen's form): its links and the current page's read
 * as in the app, and wherever it sends the visitor is a full load of that page (the next public
 * page is prerendered; any other screen starts the app). The page's parts share one navigator, so
 * one part's navigation is known to the others.
 */
export function FullLoadRouter({ children }: { children: ReactNode }) {
  const [here] = useState(() => ({
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: null,
    key: 'default',
  }));
  pageNavigator ??= fullLoadNavigator(window.location, window.history);
  return (
    <Router location={here} navigator={pageNavigator}>
      {children}
    </Router>
  );
}
