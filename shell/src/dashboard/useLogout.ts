import { startTransition, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '@farmplate/api-client/core';
import { signOut } from '@farmplate/session';

/**
 * Logout (spec §2): revoke the token on the server (a failure changes nothing for the visitor),
 * go to / and forget the session, then the cached server data.
 * - The session ends in the same transition as the navigation: the screen that logs out (the
 *   dashboard, the access-denied page) leaves as it ends, so its guard never sees a visitor
 *   without a session (it would send them to /login).
 * - It ends without waiting for the revoke's answer: a screen's call still in flight is then refused
 *   for a session that has already ended, which is not an expiry (api-client request.ts).
 * - The cache is cleared once that screen has gone, so that none of its queries fetches again.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // called as the screen unmounts, i.e. once the navigation to / has rendered
  const onLeft = useRef<() => void>(undefined);
  useEffect(() => () => onLeft.current?.(), []);
  return async () => {
    const revoked = apiRequest('/logout').catch(() => undefined); // sent with the token, now
    const left = new Promise<void>((resolve) => (onLeft.current = resolve));
    startTransition(() => {
      void navigate('/', { replace: true });
      signOut();
    });
    await left;
    queryClient.clear();
    await revoked;
  };
}
