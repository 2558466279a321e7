import type { MenuCategoryId } from './dishes';

/** What the filter reads of a dish (a sample dish or a live menu item). */
export interface Filterable {
  name: string;
  description: string;
  categories: readonly string[];
  tags: readonly string[];
}

/**
 * Spec §5 "Menu filtering (public)": a dish shows when the category is 'all' or one of its
 * categories, AND the search text (case-insensitive) is contained in its name, description or
 * any of its tags.
 */
export function filterDishes<T extends Filterable>(
  dishes: readonly T[],
  category: MenuCategoryId,
  search: string,
): T[] {
  const needle = search.toLowerCase();
  return dishes.filter(
    (dish) =>
      (category === 'all' || dish.categories.includes(category)) &&
      (dish.name.toLowerCase().includes(needle) ||
        dish.description.toLowerCase().includes(needle) ||
        dish.tags.some((tag) => tag.toLowerCase().includes(needle))),
  );
}
