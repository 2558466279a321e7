import { createContext, useCallback, useContext, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { menuFilterOf, menuFilterQuery, type MenuFilter } from '@farmplate/contracts';

/** The menu's address as the menu reads and writes it: the app's router, or the browser's history. */
export interface MenuAddress {
  /** the filter the address asks for */
  filter: MenuFilter;
  /** the address that shows `filter`: this page's path and its query */
  hrefOf: (filter: MenuFilter) => string;
  /** shows `filter` in the address: a new entry Back returns from, or (`replace`) in place of this one */
  show: (filter: MenuFilter, replace: boolean) => void;
}

// Subscribers to the address the menu writes into the browser's history (the islands' page).
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};
const currentSearch = () => window.location.search;
const noSearch = () => '';

/**
 * Set by the menu's island on a page started by its islands, where there is no router of the app
 * to go to (a link there is a full load): the filter is then written into the browser's history
 * directly, and read back from it (Back restores it, `popstate`).
 */
const InHistory = createContext(false);

export function MenuAddressInHistory({ children }: { children: ReactNode }) {
  return <InHistory.Provider value>{children}</InHistory.Provider>;
}

const withQuery = (pathname: string, query: string) => (query ? `${pathname}?${query}` : pathname);

/** The menu's filter in the address, read and written through the app's router, or the history on a page of islands. */
export function useMenuAddress(): MenuAddress {
  const inHistory = useContext(InHistory);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const historySearch = useSyncExternalStore(subscribe, currentSearch, noSearch);
  const search = inHistory ? historySearch : params.toString();
  const show = useCallback(
    (filter: MenuFilter, replace: boolean) => {
      const query = menuFilterQuery(filter);
      // the same address again is no new step (as a link to the current page)
      const same = query === new URLSearchParams(search).toString();
      if (!inHistory) return setParams(query, { replace: replace || same });
      const href = withQuery(window.location.pathname, query) + window.location.hash;
      if (replace || same) window.history.replaceState(window.history.state, '', href);
      else window.history.pushState(null, '', href);
      listeners.forEach((listener) => listener());
    },
    [inHistory, search, setParams],
  );
  return {
    filter: menuFilterOf(new URLSearchParams(search)),
    hrefOf: (filter) => withQuery(pathname, menuFilterQuery(filter)),
    show,
  };
}

/** A link's click the page handles itself: a plain click, not one that asks for a new tab or window. */
export const isPlainClick = (event: MouseEvent<HTMLElement>) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
