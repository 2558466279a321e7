import { SAMPLE_DISHES } from '@farmplate/contracts';
import type { ArtName } from '../illustrations/Illustration';

/** Public menu categories (spec §9): 'all' plus the five a dish can belong to. */
export const MENU_CATEGORIES = [
  { id: 'all', name: 'All' },
  { id: 'breakfast', name: 'Breakfast' },
  { id: 'lunch', name: 'Lunch' },
  { id: 'dinner', name: 'Dinner' },
  { id: 'vegetarian', name: 'Vegetarian' },
  { id: 'dessert', name: 'Dessert' },
] as const;

export type MenuCategoryId = (typeof MENU_CATEGORIES)[number]['id'];
export type DishCategoryId = Exclude<MenuCategoryId, 'all'>;

/** A sample dish of the public menu (spec §3 "Static menu sample"), with what its detail page shows. */
export interface Dish {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** US dollars. */
  price: number;
  image: ArtName;
  imageAlt: string;
  categories: DishCategoryId[];
  tags: string[];
  kitchen: string;
  sourcedFrom: string;
  ingredients: string[];
  allergens: string[];
  story: string;
}

type Presentation = Pick<Dish, 'id' | 'image' | 'imageAlt' | 'sourcedFrom' | 'story'>;

/** What the page adds to each sample dish of the shared module: its number (/menu/1 to 8), picture and story. */
const PRESENTATION: Record<string, Presentation> = {
  'akara-pap-breakfast-plate': {
    id: 1,
    image: 'dishAkara',
    imageAlt: 'Four golden akara fritters beside a bowl of creamy pap',
    sourcedFrom: 'Black-eyed peas from Sunrise Acres',
    story:
      'Saturday mornings in Lagos smell like akara frying at the roadside. Our cooks peel and whip the beans by hand, the way it is done at home, and fry every batch to order.',
  },
  'shrimp-grits': {
    id: 2,
    image: 'dishShrimpGrits',
    imageAlt: 'Curled pink shrimp over a bowl of creamy yellow grits with green onion',
    sourcedFrom: 'Stone-ground corn from Green Valley Farm',
    story:
      'A Lowcountry breakfast that travelled west to Texas. We buy the corn whole from a Black-owned farm an hour from Dallas and grind it fresh every week.',
  },
  'jollof-rice-grilled-chicken': {
    id: 3,
    image: 'dishJollof',
    imageAlt: 'Orange-red jollof rice with diced vegetables and a grilled chicken thigh',
    sourcedFrom: 'Tomatoes and peppers from Green Valley Farm',
    story:
      'The bottom-of-the-pot smokiness is the point. We let every batch catch just a little, the way it does over firewood at a Nigerian party.',
  },
  'jerk-chicken-rice-peas': {
    id: 4,
    image: 'dishJerkChicken',
    imageAlt: 'Charred jerk chicken beside coconut rice and kidney beans',
    sourcedFrom: 'Free-range chicken from Sunrise Acres',
    story:
      'Grace learned jerk from her grandmother in Portland, Jamaica. The marinade still sits a full night before the chicken meets the coals.',
  },
  'egusi-soup-pounded-yam': {
    id: 5,
    image: 'dishEgusi',
    imageAlt: 'A bowl of golden egusi soup with spinach leaves next to a mound of pounded yam',
    sourcedFrom: 'Spinach and yams from Sunrise Acres',
    story:
      'A Sunday lunch across West Africa. We fry the egusi in palm oil until it forms soft curds, then finish it with greens picked the day before.',
  },
  'braised-oxtail-butter-beans': {
    id: 6,
    image: 'dishOxtail',
    imageAlt: 'Glossy braised oxtail pieces with butter beans on a green-rimmed plate',
    sourcedFrom: 'Grass-fed beef from a rancher near Waxahachie',
    story:
      'The Sunday dish of every Jamaican household, and the one our customers ask for by name. Four hours is the minimum; it is worth every one.',
  },
  'red-red-fried-plantain': {
    id: 7,
    image: 'dishRedRed',
    imageAlt: 'Red bean stew with golden slices of fried plantain',
    sourcedFrom: 'Black-eyed peas and tomatoes from Sunrise Acres',
    story:
      'Named for the red palm oil and the red of the plantain, this is the comfort food of Accra. It happens to be vegan, and nobody ever misses the meat.',
  },
  'sweet-potato-pie': {
    id: 8,
    image: 'dishSweetPotatoPie',
    imageAlt: 'A slice of orange sweet potato pie with a swirl of cream',
    sourcedFrom: 'Sweet potatoes from Green Valley Farm',
    story:
      'The pie at the end of every family reunion. Our sweet potatoes are roasted, never boiled, so the filling tastes of caramel before any sugar goes in.',
  },
};

/** The eight sample dishes (ids 1 to 8, $8.99 to $18.99): the seeded demo kitchens' menu. */
export const DISHES: Dish[] = SAMPLE_DISHES.map((sample) => ({
  ...PRESENTATION[sample.slug]!,
  slug: sample.slug,
  name: sample.name,
  description: sample.description,
  price: sample.price.us,
  categories: sample.categories,
  tags: sample.tags,
  kitchen: sample.usKitchen,
  ingredients: sample.ingredients,
  allergens: sample.allergens,
}));

export const findDish = (id: number): Dish | undefined => DISHES.find((dish) => dish.id === id);
export const dishBySlug = (slug: string | null): Dish | undefined => DISHES.find((dish) => dish.slug === slug);
