import { useState, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Every navigation a full load of the next page's address: as a link without script goes. */
const fullLoads: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

/**
 * React Router at the page's own address, for a part of a prerendered page hydrated without the
 * app (the public pages' islands, a sign-in screen's form): its links and the current page's read
 * as in the app, and wherever it sends the visitor is a full load of that page (the next public
 * page is prerendered; any other screen starts the app).
 */
export function FullLoadRouter({ children }: { children: ReactNode }) {
  const [here] = useState(() => ({
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: null,
    key: 'default',
  }));
  return (
    <Router location={here} navigator={fullLoads}>
      {children}
    </Router>
  );
}
