import type { ComponentType } from 'react';
import { SlidesCarousel } from './CarouselIsland';
import { LayoutPart, type LayoutIslandName, type LayoutIslandProps } from '../layout/layoutIslands';
import type { IslandName } from './Island';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's props are its own JSON
export type IslandComponent = ComponentType<any>;

const layoutPart = (name: LayoutIslandName) => (props: LayoutIslandProps) => <LayoutPart name={name} {...props} />;

/**
 * The component each island is hydrated with, by its name (`Island`'s `name`), loaded before it
 * hydrates. A lazy chunk is named after its island: the prerender preloads it on the pages that
 * have one (its name is in islands.entry.json).
 */
export const ISLANDS: Record<IslandName, () => Promise<IslandComponent>> = {
  header: () => Promise.resolve(layoutPart('header')),
  footer: () => Promise.resolve(layoutPart('footer')),
  'region-switch': () => Promise.resolve(layoutPart('region-switch')),
  chat: () => Promise.resolve(layoutPart('chat')),
  carousel: () => Promise.resolve(SlidesCarousel),
  newsletter: () => import(/* webpackChunkName: "newsletter" */ './NewsletterRoot').then((module) => module.default),
  menu: () => import(/* webpackChunkName: "menu" */ './MenuRoot').then((module) => module.default),
};
