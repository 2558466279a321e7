import type { Dish, MenuCategoryId } from './dishes';

/**
 * Spec §5 "Menu filtering (public)": a dish shows when the category is 'all' or one of its
 * categories, AND the search text (case-insensitive) is contained in its name, description or
 * any of its tags.
 */
export function filterDishes(dishes: readonly Dish[], category: MenuCategoryId, search: string): Dish[] {
  const needle = search.toLowerCase();
  return dishes.filter(
    (dish) =>
      (category === 'all' || dish.categories.includes(category)) &&
      (dish.name.toLowerCase().includes(needle) ||
        dish.description.toLowerCase().includes(needle) ||
        dish.tags.some((tag) => tag.toLowerCase().includes(needle))),
  );
}
