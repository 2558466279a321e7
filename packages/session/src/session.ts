import { useAtomValue } from 'jotai';
import {
  isSignedInAtom,
  preferredRegionAtom,
  sessionStore,
  tokenAtom,
  userAtom,
  type Region,
  type SessionUser,
} from './atoms';
import { useHydrated } from './hydration';

/** Stores a fresh session (after login). */
export function signIn(token: string, user: SessionUser): void {
  sessionStore.set(tokenAtom, token);
  sessionStore.set(userAtom, user);
}

/** Forgets the session locally: both stored keys go. */
export function signOut(): void {
  sessionStore.set(tokenAtom, null);
  sessionStore.set(userAtom, null);
}

/** Replaces the stored user (after GET /user-detail or a profile change), keeping the token. */
export function updateSessionUser(user: SessionUser): void {
  sessionStore.set(userAtom, user);
}

export const getToken = (): string | null => sessionStore.get(tokenAtom);

/**
 * The stored session. A prerendered page has none (the server knows no visitor), so while it
 * hydrates this says signed out too, and the signed-in view follows right after.
 */
export function useSession() {
  const hydrated = useHydrated();
  const user = useAtomValue(userAtom, { store: sessionStore });
  const token = useAtomValue(tokenAtom, { store: sessionStore });
  const isSignedIn = useAtomValue(isSignedInAtom, { store: sessionStore });
  return hydrated ? { user, token, isSignedIn } : { user: null, token: null, isSignedIn: false };
}

/**
 * The preference a prerendered page was rendered for: the server picks a page's Nigeria version by
 * the visitor's preferredRegion cookie, and marks its root `data-preferred-region`. Set by the
 * prerender as it renders that version.
 */
let prerenderedRegion: Region | null =
  typeof document !== 'undefined' && document.getElementById('root')?.dataset.preferredRegion === 'ng' ? 'ng' : null;

/** The prerender only: the preference the next page is rendered for. */
export function setPrerenderedRegion(region: Region | null): void {
  prerenderedRegion = region;
}

/** The stored preferredRegion: while a prerendered page hydrates, the one it was rendered for (like the server's render). */
export function usePreferredRegion(): Region | null {
  const preferredRegion = useAtomValue(preferredRegionAtom, { store: sessionStore });
  return useHydrated() ? preferredRegion : prerenderedRegion;
}

type ExpiryListener = () => void;
const expiryListeners = new Set<ExpiryListener>();

/**
 * Called by the API client when the server says the session is no longer valid. The session is
 * cleared first; listeners (the shell) then send the visitor to /login.
 */
export function expireSession(): void {
  signOut();
  expiryListeners.forEach((listener) => listener());
}

/** Subscribes to session expiry; returns the unsubscribe function. */
export function onSessionExpired(listener: ExpiryListener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
