/**
 * The public menu's filter lives in its address, so it survives Back, can be shared, and works
 * before the app has started or without JavaScript: /us/menu?category=lunch&q=salad. The menu page
 * reads and writes it; the server answers such an address with the menu's prerendered page and
 * applies the filter to it (packages/api-server/src/platform/static/menu-filter-page.ts).
 */
export const MENU_FILTER_PARAMS = { category: 'category', search: 'q' } as const;

/** The categories of the chips, after All (spec §2 "Menu page"). */
export const MENU_CATEGORY_IDS = ['breakfast', 'lunch', 'dinner', 'vegetarian', 'dessert'] as const;
export type MenuFilterCategory = 'all' | (typeof MENU_CATEGORY_IDS)[number];

/** Longer search text is cut to this length: no dish's text is near it. */
export const MENU_SEARCH_MAX_LENGTH = 100;

export interface MenuFilter {
  category: MenuFilterCategory;
  search: string;
}

export const NO_MENU_FILTER: MenuFilter = { category: 'all', search: '' };

const isCategory = (value: string | null): value is (typeof MENU_CATEGORY_IDS)[number] =>
  (MENU_CATEGORY_IDS as readonly (string | null)[]).includes(value);

/**
 * The filter an address asks for. Never fails: an unknown category is All, a search loses its line
 * breaks (as a search box drops them) and is cut to MENU_SEARCH_MAX_LENGTH characters.
 */
export function menuFilterOf(params: URLSearchParams): MenuFilter {
  const category = params.get(MENU_FILTER_PARAMS.category);
  const search = params.get(MENU_FILTER_PARAMS.search) ?? '';
  return {
    category: isCategory(category) ? category : 'all',
    search: search.replace(/[\r\n]/g, '').slice(0, MENU_SEARCH_MAX_LENGTH),
  };
}

/** The query of a filter, without what is the default: '' for the whole menu, 'category=lunch&q=salad'. */
export function menuFilterQuery({ category, search }: MenuFilter): string {
  const params = new URLSearchParams();
  if (category !== 'all') params.set(MENU_FILTER_PARAMS.category, category);
  if (search !== '') params.set(MENU_FILTER_PARAMS.search, search);
  return params.toString();
}

/** Whether a query holds nothing but the menu's filter (any values: bad ones are ignored). */
export const isMenuFilterQuery = (params: URLSearchParams): boolean =>
  [...params.keys()].every((key) => key === MENU_FILTER_PARAMS.category || key === MENU_FILTER_PARAMS.search);
