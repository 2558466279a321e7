import { useAtomValue } from 'jotai';
import { isSignedInAtom, sessionStore, tokenAtom, userAtom, type SessionUser } from './atoms';

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

export function useSession() {
  const user = useAtomValue(userAtom, { store: sessionStore });
  const token = useAtomValue(tokenAtom, { store: sessionStore });
  const isSignedIn = useAtomValue(isSignedInAtom, { store: sessionStore });
  return { user, token, isSignedIn };
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
