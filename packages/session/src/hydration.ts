import { useSyncExternalStore } from 'react';

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
