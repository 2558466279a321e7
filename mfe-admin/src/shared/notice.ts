import { useCallback, useState } from 'react';
import { ApiError } from '@farmplate/api-client';

/** Spec §8/§9: the user screen's success messages disappear after 3 s; errors stay until dismissed. */
export const USER_SUCCESS_MS = 3000;

export interface Notice {
  type: 'success' | 'error';
  message: string;
  /** new for every notice, so a repeated message shows (and times out) again */
  id: number;
}

let lastNoticeId = 0;

/** The text of a failed call: the server's message, its first field error, or a fallback. */
export function errorText(error: unknown, fallback = 'Something went wrong.'): string {
  if (error instanceof ApiError) {
    const field = error.errors && Object.values(error.errors).flat()[0];
    if (error.status === 422 && field) return field;
    return error.message || fallback;
  }
  return error instanceof Error && error.message ? error.message : fallback;
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
