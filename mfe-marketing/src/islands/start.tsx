// The first entry of a public page prerendered with islands (shell/src/prerender writes its script
// into the page instead of the shell's start): React DOM and the page's islands, no Module
// Federation, no router of the app, no query client. Each island (`Island`) is hydrated as its own
// React root; the rest of the page stays the server's HTML. Links are links: the next public page is
// a full load of its prerendered HTML, and any other screen (the dashboard, sign-in) loads the app.
import { createElement, startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { HYDRATED_MARK } from '@farmplate/contracts';
import { theme } from '@farmplate/design-system/core';
import { ISLANDS } from './islands';
import type { IslandName } from './Island';

/** The shell's entry, named by the page's script: the app, when this page needs it after all. */
const shellEntry = (document.currentScript as HTMLScriptElement | null)?.dataset.shellEntry;
const root = document.getElementById('root');

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));
/** The islands' links go where a link goes: a full load of the next page. */
const fullLoads: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};
const here = {
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: null,
  key: 'default',
};

/** What every island renders in: the theme, the address (its links and the current page's), and a report once hydrated. */
function IslandFrame({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return (
    <ThemeProvider theme={theme}>
      <Router location={here} navigator={fullLoads}>
        {children}
      </Router>
    </ThemeProvider>
  );
}

/** Hands the page to the app (the shell's entry), which hydrates it whole, as a page without islands. */
function startTheApp(): void {
  if (!shellEntry) return;
  const script = document.createElement('script');
  script.src = shellEntry;
  document.head.append(script);
}

/**
 * A page of the general layout (at /) is prerendered for a visitor without a stored region, and
 * for one who chose Nigeria (the server picks by the cookie): a choice stored without the cookie
 * (before the cookie existed) shows another page than the one sent. The app renders that one.
 */
function showsAnotherRegion(): boolean {
  if (/^\/(us|ng)(\/|$)/.test(window.location.pathname)) return false;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('preferredRegion');
  } catch {
    // storage refused: the page sent is the visitor's
  }
  return (stored === 'ng') !== (root?.dataset.preferredRegion === 'ng');
}

async function hydrateIslands(page: HTMLElement): Promise<void> {
  const elements = [...page.querySelectorAll<HTMLElement>('[data-island]')];
  const loaders = elements.map((element) => ISLANDS[element.dataset.island as IslandName]);
  // an island this entry does not know (a page of another build): the app takes the page
  if (loaders.some((load) => !load)) return startTheApp();
  const markHydrated = () => {
    // the page's early-event script replays what the visitor did before now (shell/src/prerender)
    page.removeAttribute('data-prerendered');
    performance.mark(HYDRATED_MARK);
  };
  if (elements.length === 0) return markHydrated();
  let waiting = elements.length;
  const hydrated = () => {
    waiting -= 1;
    if (waiting === 0) markHydrated();
  };
  // each island hydrates as soon as its code is here (a lazy chunk's island after the others)
  await Promise.all(
    elements.map(async (element, index) => {
      const component = await loaders[index]!();
      const props = JSON.parse(element.dataset.props ?? '{}') as object;
      // at transition priority React hydrates in slices of a few milliseconds, yielding to input
      // between them; a click on an island not hydrated yet makes React hydrate it at once
      startTransition(() => {
        hydrateRoot(element, <IslandFrame onHydrated={hydrated}>{createElement(component, props)}</IslandFrame>, {
          onRecoverableError: (error) => console.error('Hydration error: an island was rendered again', error),
        });
      });
    }),
  );
}

if (root?.hasAttribute('data-prerendered')) {
  if (showsAnotherRegion()) startTheApp();
  else void hydrateIslands(root);
}
