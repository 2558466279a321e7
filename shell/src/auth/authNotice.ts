import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

/**
 * A message for the login screen from whatever sent the visitor there: 'Session expired. Please
 * login again.' after a 401, or a reset password's confirmation. It is kept in an atom rather than
 * in the router's history state because on a session expiry the dashboard's guard redirects to
 * /login at the same moment and its navigation would replace ours, state and all. A copy waits in
 * the tab's session storage for a login screen opened by a full load (the prerendered sign-in
 * screens link to each other with full loads: src/signIn/start.tsx).
 */
export interface AuthNotice {
  type: 'success' | 'error' | 'warning' | 'info';
  message: string;
}

export const loginNoticeAtom = atom<AuthNotice | null>(null);

const STORED_NOTICE = 'loginNotice';
const NOTICE_TYPES: readonly string[] = ['success', 'error', 'warning', 'info'];

function storeNotice(notice: AuthNotice | null): void {
  try {
    if (notice) sessionStorage.setItem(STORED_NOTICE, JSON.stringify(notice));
    else sessionStorage.removeItem(STORED_NOTICE);
  } catch {
    // storage refused: the notice reaches a login screen of this page only
  }
}

function storedNotice(): AuthNotice | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORED_NOTICE) ?? 'null') as Partial<AuthNotice> | null;
    return stored && NOTICE_TYPES.includes(stored.type ?? '') && typeof stored.message === 'string'
      ? (stored as AuthNotice)
      : null;
  } catch {
    return null;
  }
}

/** Leaves `notice` for the login screen to show next. */
export function useShowOnLogin(): (notice: AuthNotice) => void {
  const setPending = useSetAtom(loginNoticeAtom);
  return useCallback(
    (notice: AuthNotice) => {
      setPending(notice);
      storeNotice(notice);
    },
    [setPending],
  );
}

/** The notice left for the login screen, taken once (a later visit does not show it again), and its dismissal. */
export function useLoginNotice(): [AuthNotice | null, () => void] {
  const pending = useAtomValue(loginNoticeAtom);
  const clearPending = useSetAtom(loginNoticeAtom);
  const [notice, setNotice] = useState<AuthNotice | null>(null);

  // after the first render: the server's page has no notice, and hydration renders it so
  useEffect(() => {
    const next = pending ?? storedNotice();
    if (!next) return;
    setNotice(next);
    clearPending(null);
    storeNotice(null);
  }, [pending, clearPending]);

  return [notice, () => setNotice(null)];
}
