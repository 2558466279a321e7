import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { SESSION_EXPIRED_MESSAGE } from '@farmplate/session';
import { ApiError } from './request';

/**
 * A query's or mutation's `meta`: `errorMessage` is its toast when it fails (spec §8 texts, e.g.
 * 'Failed to load inventory'); the server's reason is appended when it gave one.
 */
export interface FailureMeta {
  errorMessage?: string;
}

/** The toast text for a failed call: the call's own text, then the server's reason when it gave one. */
export function failureToast(error: unknown, errorMessage: string): string {
  if (!(error instanceof ApiError) || !error.fromServer || error.message === errorMessage) return errorMessage;
  // 'Failed to change password.' (the admin's text) reads 'Failed to change password: reason'
  return `${errorMessage.replace(/\.$/, '')}: ${error.message}`;
}

/** A 4xx is a refusal: asked again it is refused again, so it is shown at once. Others get 3 tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.isClientError || error.message === SESSION_EXPIRED_MESSAGE)) return false;
  return failureCount < 3;
}

const errorMessageOf = (meta: Record<string, unknown> | undefined) =>
  typeof meta?.errorMessage === 'string' ? meta.errorMessage : undefined;

/**
 * The one QueryClient of the app (the shell's, shared with every remote). Failed queries and
 * mutations are reported here, once: `notify` gets the toast of a call whose meta has an
 * errorMessage. An expired session gets no toast: the session keeper sends the visitor to /login,
 * which says 'Session expired. Please login again.' (spec §7).
 */
export function createQueryClient({ notify }: { notify?: (message: string) => void } = {}): QueryClient {
  const report = (error: unknown, meta: Record<string, unknown> | undefined) => {
    const errorMessage = errorMessageOf(meta);
    if (!notify || !errorMessage) return;
    if (error instanceof ApiError && error.message === SESSION_EXPIRED_MESSAGE) return;
    notify(failureToast(error, errorMessage));
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => report(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
