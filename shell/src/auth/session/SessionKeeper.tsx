import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, useUserDetail } from '@farmplate/api-client/core';
import { isRole } from '@farmplate/contracts';
import {
  expireSession,
  getToken,
  onSessionExpired,
  SESSION_EXPIRED_MESSAGE,
  signIn,
  signOut,
  updateSessionUser,
  useSession,
  type SessionUser,
} from '@farmplate/session';
import { useShowOnLogin } from '../authNotice';

/** Screens that need a session; elsewhere (the public site) a session ending in another tab is silent. */
const SIGNED_IN_AREA = '/dashboard';

function storedUser(): SessionUser | null {
  try {
    const user = JSON.parse(localStorage.getItem('user') ?? 'null') as Partial<SessionUser> | null;
    return user && typeof user.id === 'number' && isRole(user.role) ? (user as SessionUser) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the session honest (spec §4, §7, §8), rendered once inside the router:
 * - the session restored from localStorage is confirmed with GET /user-detail; a token the server
 *   no longer accepts ends it quietly (no message: the visitor simply is not signed in);
 * - any later 401 ends it with 'Session expired. Please login again.' and /login;
 * - a logout or login in another tab is mirrored here (the `storage` event).
 */
export function SessionKeeper() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const showOnLogin = useShowOnLogin();
  const { token } = useSession();

  // The token found in storage at start; it is trusted only once the server has confirmed it.
  const [restoredToken] = useState(getToken);
  const expiryIsQuiet = useRef(restoredToken !== null);
  const check = useUserDetail(token !== null && token === restoredToken ? token : null);

  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;

  useEffect(() => {
    if (check.data && getToken() === restoredToken) {
      updateSessionUser(check.data.user);
      expiryIsQuiet.current = false;
    }
  }, [check.data, restoredToken]);

  useEffect(() => {
    // A server or network hiccup is not a verdict on the token: keep the session and its warnings.
    if (check.error instanceof ApiError && check.error.status !== 401) expiryIsQuiet.current = false;
  }, [check.error]);

  useEffect(() => {
    // A token from a fresh login is trusted from the start.
    if (token !== null && token !== restoredToken) expiryIsQuiet.current = false;
    // A signed-out visitor (or the next account) must not see the previous account's cached data.
    if (token === null) queryClient.clear();
  }, [token, restoredToken, queryClient]);

  useEffect(
    () =>
      onSessionExpired(() => {
        if (expiryIsQuiet.current) return;
        showOnLogin({ type: 'warning', message: SESSION_EXPIRED_MESSAGE });
        void navigate('/login', { replace: true });
      }),
    [navigate, showOnLogin],
  );

  useEffect(() => {
    function mirrorOtherTab(event: StorageEvent) {
      if (event.storageArea !== localStorage || (event.key !== null && event.key !== 'token' && event.key !== 'user'))
        return;
      const otherTabToken = localStorage.getItem('token');
      const ownToken = getToken();
      if (otherTabToken === null) {
        if (ownToken === null) return;
        // Logged out elsewhere: the token is revoked, so a dashboard would only fail from here on.
        if (pathname.current.startsWith(SIGNED_IN_AREA)) expireSession();
        else signOut();
        return;
      }
      const user = storedUser();
      if (otherTabToken !== ownToken && user) signIn(otherTabToken, user);
    }
    window.addEventListener('storage', mirrorOtherTab);
    return () => window.removeEventListener('storage', mirrorOtherTab);
  }, []);

  return null;
}
