import type { ReactNode } from 'react';

/** The parts of a public page that act; islands/islands.tsx names the component of each. */
export type IslandName = 'header' | 'footer' | 'region-switch' | 'chat' | 'carousel' | 'newsletter' | 'menu';

/**
 * A part of a public page that acts (a menu, a carousel, a form), in an element of its own: on a
 * prerendered page that starts with islands (islands/start.tsx), each is hydrated as its own React
 * root, from its name and its props (written into the page as JSON), and the rest of the page stays
 * the server's HTML. `children` is what the island's component renders with `props`, the same in the
 * prerender and in the app (a page opened from another page renders it as any other part).
 */
export function Island<Props extends object>({
  name,
  props,
  children,
}: {
  name: IslandName;
  /** What the island's component is hydrated with: plain data only (it is written as JSON). */
  props: Props;
  children: ReactNode;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
