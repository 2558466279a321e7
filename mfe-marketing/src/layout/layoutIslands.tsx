import { lazy, Suspense } from 'react';
import { useHydrated } from '@farmplate/session';
import { Island, type IslandName } from '../islands/Island';
import { SiteRegionProvider } from '../region/SiteRegionContext';
import type { ContentRegion } from '../region/region';
import { RegionSwitch } from './RegionSwitch';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

// The chat (spec §1) is on no page's first screen: its launcher's code loads once the page is
// interactive (hydrated), not with the page.
const ChatWidget = lazy(() =>
  import(/* webpackChunkName: "chat-widget" */ '../chat/ChatWidget').then((module) => ({ default: module.ChatWidget })),
);

/** The chat once the page has hydrated: on the server and while hydrating, nothing. */
function ChatAfterHydration() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  ) : null;
}

export interface LayoutIslandProps {
  layout: ContentRegion;
}

/** The public layout's parts that act, each an island with the layout it is in. */
export const LAYOUT_ISLANDS = {
  header: () => <SiteHeader />,
  footer: () => <SiteFooter />,
  'region-switch': () => <RegionSwitch />,
  chat: () => <ChatAfterHydration />,
} satisfies Partial<Record<IslandName, () => React.ReactNode>>;

export type LayoutIslandName = keyof typeof LAYOUT_ISLANDS;

/** One of the layout's parts as the islands' entry hydrates it: in its layout's region. */
export function LayoutPart({ name, layout }: LayoutIslandProps & { name: LayoutIslandName }) {
  const Part = LAYOUT_ISLANDS[name];
  return (
    <SiteRegionProvider layout={layout}>
      <Part />
    </SiteRegionProvider>
  );
}

/** One of the layout's parts, as an island of the page. */
export function LayoutIsland({ name, layout }: LayoutIslandProps & { name: LayoutIslandName }) {
  return (
    <Island name={name} props={{ layout }}>
      <LayoutPart name={name} layout={layout} />
    </Island>
  );
}
