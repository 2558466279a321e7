/**
 * The in-app "referrer": a single-page app never updates document.referrer, so the public layout
 * records the paths the visitor walks through and a legal page asks where the visitor came from.
 */
const trail: { current: string | null; previous: string | null } = { current: null, previous: null };

/** Called by the public layout after each navigation. */
export function recordVisit(pathname: string): void {
  if (trail.current === pathname) return;
  trail.previous = trail.current;
  trail.current = pathname;
}

/**
 * The path visited before `pathname`. During the first render of a new page the trail still ends
 * at the page the visitor left, so that one is the answer; afterwards it is the one before.
 */
export function pathBefore(pathname: string): string | null {
  return trail.current !== pathname ? trail.current : trail.previous;
}

/** Forgets the trail (tests). */
export function clearTrail(): void {
  trail.current = null;
  trail.previous = null;
}
