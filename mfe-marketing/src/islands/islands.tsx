import type { ComponentType } from 'react';
import { SlidesCarousel } from './CarouselIsland';
import { LayoutPart, type LayoutIslandName, type LayoutIslandProps } from '../layout/layoutIslands';
import type { IslandName } from './Island';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's props are its own JSON
export type IslandComponent = ComponentType<any>;

const layoutPart = (name: LayoutIslandName) => (props: LayoutIslandProps) => <LayoutPart name={name} {...props} />;

/** Where an island's code is: in the entry (here as soon as the entry runs), or a chunk of its own. */
export interface IslandCode {
  load: () => Promise<IslandComponent>;
  inEntry: boolean;
}

const inEntry = (component: IslandComponent): IslandCode => ({ load: () => Promise.resolve(component), inEntry: true });
const chunk = (load: () => Promise<IslandComponent>): IslandCode => ({ load, inEntry: false });

/**
 * The component each island is hydrated with, by its name (`Island`'s `name`), loaded before it
 * hydrates. A lazy chunk is named after its island: the prerender preloads it on the pages that
 * have one (its name is in islands.entry.json).
 */
export const ISLANDS: Record<IslandName, IslandCode> = {
  header: inEntry(layoutPart('header')),
  footer: inEntry(layoutPart('footer')),
  'region-switch': inEntry(layoutPart('region-switch')),
  chat: inEntry(layoutPart('chat')),
  carousel: inEntry(SlidesCarousel),
  newsletter: chunk(() =>
    import(/* webpackChunkName: "newsletter" */ './NewsletterRoot').then((module) => module.default),
  ),
  menu: chunk(() => import(/* webpackChunkName: "menu" */ './MenuRoot').then((module) => module.default)),
};
