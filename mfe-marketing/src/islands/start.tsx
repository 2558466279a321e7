// The first entry of a public page prerendered with islands (shell/src/prerender writes its script
// into the page instead of the shell's start): Preact (preact/compat, in React's place in this build
// only: packages/federation's plain-entry-config.cjs) and the page's islands, no Module Federation,
// no router of the app, no query client. Each island (`Island`) is hydrated as its own root; the
// rest of the page stays the server's HTML. Links are links: the next public page is
// a full load of its prerendered HTML, and any other screen (the dashboard, sign-in) loads the app.
import { createElement, startTransition, useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { FIRST_SCREEN_HYDRATED_MARK, HYDRATED_MARK } from '@farmplate/contracts';
import { FullLoadRouter, theme } from '@farmplate/design-system/core';
import { contentBox, isOnFirstScreen } from './firstScreen';
import { ISLANDS, type IslandComponent } from './islands';
import type { IslandName } from './Island';

/** The shell's entry, named by the page's script: the app, when this page needs it after all. */
const shellEntry = (document.currentScript as HTMLScriptElement | null)?.dataset.shellEntry;
const root = document.getElementById('root');

/** What every island renders in: the theme, the address (its links and the current page's), and a report once hydrated. */
function IslandFrame({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return (
    <ThemeProvider theme={theme}>
      {/* the islands' links go where a link goes: a full load of the next page */}
      <FullLoadRouter>{children}</FullLoadRouter>
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

/** The events by which a visitor reaches into an island: each makes an island left for later hydrate at once. */
const VISITOR_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click', 'input', 'submit'] as const;

/** Marks an island left for later until it has hydrated (the browser tests read it). */
const NOT_HYDRATED = 'data-not-hydrated';

/** Whether the visitor has changed a field of an island (before any script ran). */
function hasVisitorInput(element: HTMLElement): boolean {
  return [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some((field) =>
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue,
  );
}

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2_000 });
  else setTimeout(callback, 200);
}

/**
 * Makes the page interactive as soon as the code of its first screen's islands is here: from then
 * on an island hydrates in the very event the visitor reaches into it with. The islands of the
 * first screen hydrate right after, each in a task of its own (a phone's main thread is never held
 * by all of them at once); the others when they come near the viewport or the visitor acts on them.
 * A form hydrated in the visitor's event takes that event's change: the entry runs effects right
 * after the render that committed them (packages/federation's preact-effects-after-commit.mjs).
 */
async function hydrateIslands(page: HTMLElement): Promise<void> {
  const elements = [...page.querySelectorAll<HTMLElement>('[data-island]')];
  const codes = elements.map((element) => ISLANDS[element.dataset.island as IslandName]);
  // an island this entry does not know (a page of another build): the app takes the page
  if (codes.some((code) => !code)) return startTheApp();

  // every island's code is asked for now (a lazy island's chunk is preloaded by the page); `loaded`
  // holds what has arrived, so an island can be hydrated in the very event the visitor acts with
  const loaded = new Map<HTMLElement, IslandComponent>();
  const components = new Map(
    elements.map((element, index) => [
      element,
      codes[index]!.load().then((component) => {
        loaded.set(element, component);
        return component;
      }),
    ]),
  );
  const later = new Set(elements);
  const hydrated = new Set<HTMLElement>();
  // the first screen's islands not hydrated yet, once known (after the page is interactive: finding
  // them lays the page out)
  let firstScreenLeft: Set<HTMLElement> | null = null;
  const hydratedOne = (element: HTMLElement) => {
    hydrated.add(element);
    if (firstScreenLeft?.delete(element) && firstScreenLeft.size === 0) performance.mark(FIRST_SCREEN_HYDRATED_MARK);
  };

  const hydrate = (element: HTMLElement, component: IslandComponent, onHydrated: () => void) => {
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    hydrateRoot(
      element,
      <IslandFrame
        onHydrated={() => {
          hydratedOne(element);
          onHydrated();
        }}
      >
        {createElement(component, props)}
      </IslandFrame>,
      {
        onRecoverableError: (error) => console.error('Hydration error: an island was rendered again', error),
      },
    );
  };

  // An island left for later hydrates at once when the visitor reaches into it. The listener runs
  // first of all (the window's capture phase), and hydrating synchronously there puts the island's
  // listeners on its elements before the event gets to them: the island handles that very event.
  const held = new Map<HTMLElement, HTMLElement[]>();
  let notHydrated = later.size;
  const hydrateLater = (element: HTMLElement, urgent: boolean) => {
    if (!later.delete(element)) return;
    const onHydrated = () => {
      element.removeAttribute(NOT_HYDRATED);
      notHydrated -= 1;
      if (notHydrated === 0) for (const type of VISITOR_EVENTS) window.removeEventListener(type, onVisitorEvent, true);
      const controls = held.get(element) ?? [];
      held.delete(element);
      // after the island's commit, as the visitor's own click would come
      queueMicrotask(() => controls.forEach((control) => control.isConnected && control.click()));
    };
    const start = (component: IslandComponent) =>
      urgent
        ? flushSync(() => hydrate(element, component, onHydrated))
        : startTransition(() => hydrate(element, component, onHydrated));
    const component = loaded.get(element);
    if (component) start(component);
    else void components.get(element)!.then(start);
  };
  function onVisitorEvent(event: Event) {
    const island = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${NOT_HYDRATED}]`) : null;
    if (!island) return;
    // its code has not arrived yet (a lazy island's chunk): a press on its controls waits for it
    const control = island.contains(event.target as Node)
      ? (event.target as Element).closest<HTMLElement>('button, [role="button"], summary')
      : null;
    if (event.type === 'click' && control && !loaded.has(island)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      held.set(island, [...(held.get(island) ?? []), control]);
    }
    hydrateLater(island, true);
  }
  for (const element of later) element.setAttribute(NOT_HYDRATED, '');
  if (later.size > 0) for (const type of VISITOR_EVENTS) window.addEventListener(type, onVisitorEvent, true);

  // once interactive: the first screen's islands next, one task each; each of the others when it
  // comes near the viewport; one with nothing shown (the chat) when the browser is idle
  function hydrateTheRestLater() {
    const onFirstScreen = elements.filter(isOnFirstScreen);
    firstScreenLeft = new Set(onFirstScreen.filter((element) => !hydrated.has(element)));
    if (firstScreenLeft.size === 0) performance.mark(FIRST_SCREEN_HYDRATED_MARK);
    for (const element of onFirstScreen) if (later.has(element)) setTimeout(() => hydrateLater(element, false));
    const belowFirstScreen = [...later].filter((element) => !onFirstScreen.includes(element));
    if (belowFirstScreen.length === 0) return;
    const near = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const island = entry.target.parentElement?.closest<HTMLElement>('[data-island]');
          if (!entry.isIntersecting || !island) continue;
          for (const child of island.children) near.unobserve(child);
          hydrateLater(island, false);
        }
      },
      { rootMargin: '50% 0px' },
    );
    for (const element of belowFirstScreen) {
      if (!contentBox(element)) whenIdle(() => hydrateLater(element, false));
      else for (const child of element.children) near.observe(child);
    }
  }

  // Interactive once the code of the first screen's islands is here, and of one the visitor has
  // typed into: the early-event script then makes each island the visitor reached hydrate (an
  // event into it) and hands over what they did (shell/src/prerender). Only a lazy island's chunk
  // may come after the entry, so only the lazy islands are looked for on the first screen before
  // (a page without any is not laid out for it before it is interactive).
  await Promise.all(
    elements
      .filter((element, index) => !codes[index]!.inEntry && (hasVisitorInput(element) || isOnFirstScreen(element)))
      .map((element) => components.get(element)!),
  );
  page.removeAttribute('data-prerendered');
  performance.mark(HYDRATED_MARK);
  hydrateTheRestLater();
}

if (root?.hasAttribute('data-prerendered')) {
  if (showsAnotherRegion()) startTheApp();
  else void hydrateIslands(root);
}
