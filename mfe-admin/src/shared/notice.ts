import { useCallback, useState } from 'react';
import { ApiError, failureText } from '@farmplate/api-client';

/** Spec §8/§9: the user screen's success messages disappear after 3 s; errors stay until dismissed. */
export const USER_SUCCESS_MS = 3000;

export interface Notice {
  type: 'success' | 'error';
  message: string;
  /** new for every notice, so a repeated message shows (and times out) again */
  id: number;
}

let lastNoticeId = 0;

/**
 * The text of a failed call (spec §8, admin screens): a refused form's first field message, else
 * the server's reason, else `fallback` (also when the server was not reached). Read through the
 * error's kind and fields like every screen, never its message ('HTTP 500').
 */
export function errorText(error: unknown, fallback = 'Something went wrong.'): string {
  const [field] = error instanceof ApiError && error.status === 422 ? Object.values(error.fieldErrors) : [];
  return field ?? failureText(error, { failed: fallback, errored: fallback, reason: 'alone' });
}

/** One notice at a time above the list: a success or a dismissible error. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const succeed = useCallback((message: string) => setNotice({ type: 'success', message, id: ++lastNoticeId }), []);
  const fail = useCallback(
    (error: unknown) => setNotice({ type: 'error', message: errorText(error), id: ++lastNoticeId }),
    [],
  );
  const clear = useCallback(() => setNotice(null), []);
  return { notice, succeed, fail, clear };
}
