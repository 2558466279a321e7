import { SAMPLE_DISHES, SAMPLE_KITCHENS, type OrderRegion, type PublicMenuResponse } from '@farmplate/contracts';
import type { CartDish } from '../cart/cartStore';

/** A dish as the menu page shows it: a live menu item, or a sample dish before the live menu arrives. */
export interface MenuEntry {
  key: string;
  /** the menu item's id; null for a sample dish shown before the live menu arrived */
  id: number | null;
  slug: string | null;
  name: string;
  description: string;
  price: number;
  categories: string[];
  tags: string[];
  kitchenId: number | null;
  kitchenName: string;
  imageUrl: string | null;
  region: OrderRegion;
}

/** A sample dish and the first live dish of its kind share a key, so its card (and picture) stays as the live menu arrives. */
const dishKey = (slug: string) => `dish-${slug}`;

/** The first screen: the seeded demo kitchens' dishes from the same module the seed writes them from. */
export function sampleEntries(region: OrderRegion): MenuEntry[] {
  return SAMPLE_DISHES.map((dish) => ({
    key: dishKey(dish.slug),
    id: null,
    slug: dish.slug,
    name: dish.name,
    description: dish.description,
    price: dish.price[region],
    categories: dish.categories,
    tags: dish.tags,
    kitchenId: null,
    kitchenName: region === 'us' ? dish.usKitchen : SAMPLE_KITCHENS.ng[0],
    imageUrl: null,
    region,
  }));
}

export function liveEntries(menu: PublicMenuResponse): MenuEntry[] {
  const keyed = new Set<string>();
  return menu.items.map((item) => {
    const { slug } = item;
    const firstOfItsKind = slug !== null && !keyed.has(slug);
    if (firstOfItsKind) keyed.add(slug);
    return {
      key: firstOfItsKind ? dishKey(slug) : `item-${item.id}`,
      id: item.id,
      slug,
      name: item.name,
      description: item.description,
      price: item.price,
      categories: item.categories,
      tags: item.tags,
      kitchenId: item.kitchen_id,
      kitchenName: item.kitchen_name,
      imageUrl: item.image_url,
      region: menu.region,
    };
  });
}

/** The cart's view of a live dish (a sample dish cannot be added: it has no id yet). */
export const cartDishOf = (entry: MenuEntry): CartDish | null =>
  entry.id === null || entry.kitchenId === null
    ? null
    : {
        id: entry.id,
        name: entry.name,
        price: entry.price,
        kitchenId: entry.kitchenId,
        kitchenName: entry.kitchenName,
        region: entry.region,
      };
