import { useEffect, type ReactNode } from 'react';
import { HYDRATED_MARK } from '@farmplate/contracts';

/**
 * Runs once React has committed the prerendered page: the root stops saying it is prerendered (the
 * early-event script then replays what the visitor did before) and the hydrated mark is set.
 * `afterItsEffects`: in the next task, once the renders the hydration's own effects asked for have
 * committed too. A first entry built on Preact needs it: a form's fields register in an effect and
 * take changes only from the render after it (react-final-form), which Preact runs after this
 * effect; React runs it before.
 */
export function MarkHydrated({
  page,
  afterItsEffects = false,
  children,
}: {
  page: HTMLElement;
  afterItsEffects?: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    const mark = () => {
      page.removeAttribute('data-prerendered');
      performance.mark(HYDRATED_MARK);
    };
    if (!afterItsEffects) return mark();
    const timer = setTimeout(mark);
    return () => clearTimeout(timer);
  }, [page, afterItsEffects]);
  return children;
}
