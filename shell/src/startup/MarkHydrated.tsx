import { useEffect, type ReactNode } from 'react';
import { HYDRATED_MARK } from '@farmplate/contracts';

/**
 * Runs once React has committed the prerendered page: the root stops saying it is prerendered (the
 * early-event script then replays what the visitor did before) and the hydrated mark is set.
 */
export function MarkHydrated({ page, children }: { page: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    page.removeAttribute('data-prerendered');
    performance.mark(HYDRATED_MARK);
  }, [page]);
  return children;
}
