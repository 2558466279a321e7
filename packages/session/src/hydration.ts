import { createContext, lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates a prerendered page, true from then on (and at once in a page React
 * renders from scratch). What depends on the browser (storage, the session, the time) renders
 * like the prerendered HTML first, then changes after hydration, so the two never mismatch.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

type ComponentModule<P> = { default: ComponentType<P> };

/**
 * React.lazy whose chunk can be fetched ahead (`preload`), and which then renders at once instead of
 * suspending for a tick: a prerendered page whose chunks were preloaded hydrates in one pass, so
 * nothing in it is still server HTML (ignoring clicks and typing) once the page says it is hydrated.
 */
export function lazyWithPreload<P = object>(
  load: () => Promise<ComponentModule<P>>,
): LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<ComponentModule<P>>;
  /** Whether its chunk is here (preloaded, or rendered once): it then renders without suspending. */
  isLoaded: () => boolean;
} {
  let loaded: ComponentModule<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  // A thenable that calls back at once: React.lazy takes a module it is handed synchronously as loaded.
  const settled = (module: ComponentModule<P>) =>
    ({ then: (resolve: (value: ComponentModule<P>) => void) => resolve(module) }) as Promise<ComponentModule<P>>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload())),
    { preload, isLoaded: () => loaded !== undefined },
  );
}

/**
 * Set by the shell's prerender only: a page that names itself (a remote's `usePageTitle`) reports
 * the title here as it renders, and the prerender writes it into the page's HTML, so readers
 * without JavaScript and search engines get the title the page shows once hydrated.
 */
export const PrerenderedTitleContext = createContext<((title: string) => void) | null>(null);
