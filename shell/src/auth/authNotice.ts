import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';

/**
 * A message for the login screen from whatever sent the visitor there: 'Session expired. Please
 * login again.' after a 401, or a reset password's confirmation. It is kept in an atom rather than
 * in the router's history state because on a session expiry the dashboard's guard redirects to
 * /login at the same moment and its navigation would replace ours, state and all.
 */
export interface AuthNotice {
  type: 'success' | 'error' | 'warning' | 'info';
  message: string;
}

export const loginNoticeAtom = atom<AuthNotice | null>(null);

/** Leaves `notice` for the login screen to show next. */
export const useShowOnLogin = () => useSetAtom(loginNoticeAtom);

/** The notice left for the login screen, taken once (a later visit does not show it again), and its dismissal. */
export function useLoginNotice(): [AuthNotice | null, () => void] {
  const pending = useAtomValue(loginNoticeAtom);
  const clearPending = useSetAtom(loginNoticeAtom);
  const [notice, setNotice] = useState<AuthNotice | null>(null);

  useEffect(() => {
    if (!pending) return;
    setNotice(pending);
    clearPending(null);
  }, [pending, clearPending]);

  return [notice, () => setNotice(null)];
}
