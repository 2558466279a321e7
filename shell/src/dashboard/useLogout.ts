import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '@farmplate/api-client/core';
import { signOut } from '@farmplate/session';

/**
 * Logout (spec §2): revoke the token on the server (a failure changes nothing for the visitor),
 * go to /, then forget the session and the cached server data. Leaving the dashboard first keeps
 * its guard from sending the visitor to /login when the session goes. The session is forgotten
 * as soon as the revoke is sent, not when it is answered: a screen's call still in flight is then
 * refused for a session that has already ended, which is not an expiry (api-client request.ts).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const revoked = apiRequest('/logout').catch(() => undefined); // sent with the token, now
    // Leave the click's event handler first: a flushSync navigation inside it does not render.
    await Promise.resolve();
    // flushSync: the dashboard must be gone before the session is, or its guard redirects first.
    await navigate('/', { replace: true, flushSync: true });
    signOut();
    queryClient.clear();
    await revoked;
  };
}
