import { useCallback, useEffect, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function reducedMotionQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION)
    : null;
}

/** True while the user asks for reduced motion (false where matchMedia is missing). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => reducedMotionQuery()?.matches ?? false);
  useEffect(() => {
    const query = reducedMotionQuery();
    if (!query) return undefined;
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

export interface CarouselState {
  index: number;
  next: () => void;
  prev: () => void;
  goTo: (index: number) => void;
  paused: boolean;
  /** Stop / restart the automatic rotation (hover, focus, a pause button). */
  setPaused: (paused: boolean) => void;
}

/**
 * Index of a rotating set of `count` slides that advances every `intervalMs` and wraps both ways.
 * Any move restarts the interval, so a slide chosen by hand stays for a full period. Rotation
 * stops while paused, with fewer than two slides, and for users who prefer reduced motion.
 */
export function useCarousel(count: number, intervalMs: number): CarouselState {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const goTo = useCallback((target: number) => setIndex(count > 0 ? ((target % count) + count) % count : 0), [count]);
  const next = useCallback(() => setIndex((i) => (count > 0 ? (i + 1) % count : 0)), [count]);
  const prev = useCallback(() => setIndex((i) => (count > 0 ? (i - 1 + count) % count : 0)), [count]);

  // A shrinking slide list must not leave the index past its end.
  const safeIndex = count > 0 ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (paused || reducedMotion || count < 2 || intervalMs <= 0) return undefined;
    const timer = setTimeout(next, intervalMs);
    return () => clearTimeout(timer);
  }, [safeIndex, paused, reducedMotion, count, intervalMs, next]);

  return { index: safeIndex, next, prev, goTo, paused, setPaused };
}
