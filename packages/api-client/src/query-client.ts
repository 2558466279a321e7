import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './request';

/** The two texts spec §8 gives a failed call: refused by the server, or not reached at all. */
export interface FailureTexts {
  /** 'Failed to …': the server answered with an error. */
  failed: string;
  /** 'Error …': the server could not be reached or answered nonsense. */
  errored: string;
  /**
   * What becomes of the server's reason: appended ('Failed to …: reason', the default), shown
   * alone in place of `failed` (the admin screens), or left out.
   */
  reason?: 'appended' | 'alone' | 'none';
}

/** A call's failure text: one text for every failure, or the §8 pair. */
export type FailureText = string | FailureTexts;

/**
 * A query's or mutation's `meta`: `errorMessage` is its toast when it fails (spec §8 texts, e.g.
 * 'Failed to load inventory'; the server's reason is appended when it gave one). A mutation's may
 * depend on what was asked (accept, decline or fulfil). `null` says the screen shows the failure
 * itself, in place (a form's banner, a sign-in page): no toast.
 */
export interface FailureMeta {
  errorMessage: FailureText | ((variables: never) => FailureText) | null;
}

/**
 * The text of a failed call: 'Error …' when the server was not reached, else 'Failed to …' with
 * the server's reason appended when it gave one ('Failed to fulfill request: Not enough stock.').
 * Screens decide by the error's kind and status here, never by reading its message.
 */
export function failureText(error: unknown, text: FailureText): string {
  const {
    failed,
    errored,
    reason: shown = 'appended',
  } = typeof text === 'string' ? { failed: text, errored: text } : text;
  if (!(error instanceof ApiError) || error.kind === 'network') return errored;
  if (error.sessionExpired) return error.message;
  const reason = shown === 'none' ? undefined : error.reason;
  if (!reason || reason === failed) return failed;
  // 'Failed to change password.' (the admin's text) reads 'Failed to change password: reason'
  return shown === 'alone' ? reason : `${failed.replace(/\.$/, '')}: ${reason}`;
}

/**
 * The meta of a call whose failure the cache does not toast: the screen reports it itself, in
 * place (a form's banner or field messages, an empty state, a sign-in page) or in a dialog.
 */
export const REPORTED_BY_SCREEN = { errorMessage: null } as const satisfies FailureMeta;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta & { errorMessage: FailureText | null };
    mutationMeta: FailureMeta;
  }
}

/** A 4xx is a refusal: asked again it is refused again, so it is shown at once. Others get 3 tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.isClientError || error.sessionExpired)) return false;
  return failureCount < 3;
}

function errorMessageOf(meta: Partial<FailureMeta> | undefined, variables?: unknown): FailureText | undefined {
  const text = meta?.errorMessage;
  if (typeof text === 'function') return (text as (variables: unknown) => FailureText)(variables);
  return text ?? undefined;
}

/**
 * The one QueryClient of the app (the shell's, shared with every remote). Failed queries and
 * mutations are reported here, once: `notify` gets the toast of a call whose meta has an
 * errorMessage. An expired session gets no toast: the session keeper sends the visitor to /login,
 * which says 'Session expired. Please login again.' (spec §7).
 */
export function createQueryClient({ notify }: { notify?: (message: string) => void } = {}): QueryClient {
  const report = (error: unknown, meta: Partial<FailureMeta> | undefined, variables?: unknown) => {
    const errorMessage = errorMessageOf(meta, variables);
    if (!notify || !errorMessage) return;
    if (error instanceof ApiError && error.sessionExpired) return;
    notify(failureText(error, errorMessage));
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, variables, _context, mutation) => report(error, mutation.meta, variables),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
