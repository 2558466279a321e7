import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { HYDRATED_MARK } from '@farmplate/contracts';
import { contentBox, isOnFirstScreen } from '../islands/firstScreen';

/** What the menu's island gives its dish cards (nothing elsewhere: the server, the app). */
export interface DishLater {
  /**
   * What a dish card hydrated as a root of its own renders in (the theme, the address, the region:
   * the contexts the page's root gives the rest of the menu).
   */
  frame: (card: ReactNode) => ReactNode;
  /** The dishes whose prerendered card is below the first screen when the menu starts to hydrate. */
  belowFirstScreen: ReadonlySet<string>;
}

export const DishLaterContext = createContext<DishLater | null>(null);

/** Marks a dish card left for later until it has hydrated (the browser tests read it). */
export const DISH_NOT_HYDRATED = 'data-dish-not-hydrated';

const SLOT = 'data-dish-slot';

/** The events by which a visitor reaches into a card: hydration keeps its elements, so focus and the press stay. */
const PRESS_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click'] as const;

/** Calls back once the page has said it is interactive (the islands' entry's mark); returns a stop. */
function afterInteractive(callback: () => void): () => void {
  if (performance.getEntriesByName(HYDRATED_MARK).length > 0) {
    callback();
    return () => {};
  }
  const marks = new PerformanceObserver((list) => {
    if (!list.getEntriesByName(HYDRATED_MARK).length) return;
    marks.disconnect();
    callback();
  });
  marks.observe({ type: 'mark' });
  return () => marks.disconnect();
}

/**
 * The dishes whose prerendered card is shown below (or above) the first screen: those can wait. Read
 * for every card at once, before the menu renders: styled-components inserts the rules of what
 * renders as it renders, so a card's box read between two cards' renders lays the page out again.
 */
export function dishesBelowFirstScreen(): Set<string> {
  const slots = [...document.querySelectorAll<HTMLElement>(`[${SLOT}]`)];
  return new Set(
    slots.filter((slot) => contentBox(slot) !== null && !isOnFirstScreen(slot)).map((slot) => slot.getAttribute(SLOT)!),
  );
}

/**
 * A dish card of the menu. In the menu's island, a card the server rendered below the first screen
 * keeps its HTML while the menu hydrates (most of the menu's hydration is its cards), and hydrates
 * as a root of its own when it comes near the viewport or the visitor presses it: hydrating in the
 * press's capture phase puts the card's listeners on its button before the press reaches it.
 * Everywhere else (the server, the app) it is the card itself.
 */
export function DishSlot({
  dishKey,
  hydrating,
  shown,
  pending,
  children,
}: {
  dishKey: string;
  /** the menu's first render, over the server's HTML */
  hydrating: boolean;
  /** what the card shows (a change hydrates a card left for later) */
  shown: string;
  /** Add to Cart waits for the live menu (disabled) */
  pending: boolean;
  children: ReactNode;
}) {
  const dishLater = useContext(DishLaterContext);
  const [later] = useState(() => dishLater !== null && hydrating && dishLater.belowFirstScreen.has(dishKey));
  const frame = dishLater?.frame;
  if (!later || !frame) {
    return (
      <div {...{ [SLOT]: dishKey }} style={{ display: 'contents' }}>
        {children}
      </div>
    );
  }
  return (
    <CardLater dishKey={dishKey} frame={frame} shown={shown} pending={pending}>
      {children}
    </CardLater>
  );
}

function CardLater({
  dishKey,
  frame,
  shown,
  pending,
  children,
}: {
  dishKey: string;
  frame: (card: ReactNode) => ReactNode;
  shown: string;
  pending: boolean;
  children: ReactNode;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  const latest = useRef(children);
  latest.current = children;
  const hydrateNow = useRef<(urgent: boolean) => void>(() => {});
  const firstShown = useRef(shown);

  useEffect(() => {
    const element = slot.current!;
    element.setAttribute(DISH_NOT_HYDRATED, '');
    const hydrate = (urgent: boolean) => {
      if (root.current) return;
      near.disconnect();
      for (const type of PRESS_EVENTS) element.removeEventListener(type, onPress, true);
      const start = () => {
        root.current = hydrateRoot(element, frame(latest.current));
      };
      if (urgent) flushSync(start);
      else start();
      element.removeAttribute(DISH_NOT_HYDRATED);
    };
    hydrateNow.current = hydrate;
    function onPress() {
      hydrate(true);
    }
    const near = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && hydrate(false),
      {
        rootMargin: '50% 0px',
      },
    );
    // near the viewport: once the page is interactive, like the islands left for later
    const stopWaiting = afterInteractive(() => {
      for (const child of element.children) near.observe(child);
    });
    for (const type of PRESS_EVENTS) element.addEventListener(type, onPress, true);
    return () => {
      stopWaiting();
      near.disconnect();
      for (const type of PRESS_EVENTS) element.removeEventListener(type, onPress, true);
      const hydrated = root.current;
      root.current = null;
      // unmounted in the menu's commit: the card's own root is let go after it
      if (hydrated) queueMicrotask(() => hydrated.unmount());
    };
  }, [frame]);

  // Left for later, the card's HTML is kept in step with Add to Cart (enabled once the live menu is
  // here, so it can be pressed before the card hydrates); a dish that shows otherwise hydrates.
  useEffect(() => {
    if (root.current) return;
    if (shown !== firstShown.current) return hydrateNow.current(false);
    for (const button of slot.current!.querySelectorAll('button')) button.disabled = pending;
  }, [shown, pending]);

  // once hydrated, the card follows the menu's renders (the live menu's prices, Add to Cart)
  useEffect(() => {
    root.current?.render(frame(children));
  }, [frame, children]);

  return (
    <div
      ref={slot}
      {...{ [SLOT]: dishKey }}
      style={{ display: 'contents' }}
      // the card's HTML is the server's until the card hydrates, then its own root's
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
