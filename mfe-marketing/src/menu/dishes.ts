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

/** The eight sample dishes (ids 1 to 8, $8.99 to $18.99). */
export const DISHES: Dish[] = [
  {
    id: 1,
    name: 'Akara & Pap Breakfast Plate',
    description:
      'Golden black-eyed pea fritters, crisp outside and fluffy inside, with a bowl of silky fermented corn pap and pepper relish.',
    price: 8.99,
    image: 'dishAkara',
    imageAlt: 'Four golden akara fritters beside a bowl of creamy pap',
    categories: ['breakfast', 'vegetarian'],
    tags: ['Nigerian', 'Vegetarian', 'Gluten-Free'],
    kitchen: "Mama's Soul Kitchen",
    sourcedFrom: 'Black-eyed peas from Sunrise Acres',
    ingredients: [
      'Black-eyed peas',
      'Onion',
      'Scotch bonnet pepper',
      'Fermented white corn (ogi)',
      'Sunflower oil',
      'Sea salt',
    ],
    allergens: [],
    story:
      'Saturday mornings in Lagos smell like akara frying at the roadside. Our cooks peel and whip the beans by hand, the way it is done at home, and fry every batch to order.',
  },
  {
    id: 2,
    name: 'Shrimp & Grits',
    description:
      'Stone-ground Texas grits cooked low and slow with butter, topped with Gulf shrimp, smoked turkey and a peppery pan gravy.',
    price: 14.99,
    image: 'dishShrimpGrits',
    imageAlt: 'Curled pink shrimp over a bowl of creamy yellow grits with green onion',
    categories: ['breakfast', 'lunch'],
    tags: ['Soul Food', 'Seafood', 'Gluten-Free'],
    kitchen: "Mama's Soul Kitchen",
    sourcedFrom: 'Stone-ground corn from Green Valley Farm',
    ingredients: ['Stone-ground grits', 'Gulf shrimp', 'Smoked turkey', 'Butter', 'Green onion', 'Garlic', 'Cayenne'],
    allergens: ['Shellfish', 'Milk'],
    story:
      'A Lowcountry breakfast that travelled west to Texas. We buy the corn whole from a Black-owned farm an hour from Dallas and grind it fresh every week.',
  },
  {
    id: 3,
    name: 'Jollof Rice & Grilled Chicken',
    description:
      'Smoky party jollof simmered in a tomato, pepper and onion base, served with flame-grilled chicken thigh and sweet fried plantain.',
    price: 15.99,
    image: 'dishJollof',
    imageAlt: 'Orange-red jollof rice with diced vegetables and a grilled chicken thigh',
    categories: ['lunch', 'dinner'],
    tags: ['Nigerian', 'Spicy', 'Gluten-Free'],
    kitchen: "Mama's Soul Kitchen",
    sourcedFrom: 'Tomatoes and peppers from Green Valley Farm',
    ingredients: [
      'Long-grain parboiled rice',
      'Plum tomatoes',
      'Red bell pepper',
      'Scotch bonnet pepper',
      'Onion',
      'Chicken thigh',
      'Thyme',
      'Curry powder',
      'Bay leaf',
      'Plantain',
    ],
    allergens: [],
    story:
      'The bottom-of-the-pot smokiness is the point. We let every batch catch just a little, the way it does over firewood at a Nigerian party.',
  },
  {
    id: 4,
    name: 'Jerk Chicken with Rice & Peas',
    description:
      'Chicken marinated overnight in scotch bonnet, allspice and thyme, grilled over charcoal, with coconut rice and peas and slaw.',
    price: 16.99,
    image: 'dishJerkChicken',
    imageAlt: 'Charred jerk chicken beside coconut rice and kidney beans',
    categories: ['lunch', 'dinner'],
    tags: ['Caribbean', 'Spicy', 'Dairy-Free'],
    kitchen: 'Island Spice Cafe',
    sourcedFrom: 'Free-range chicken from Sunrise Acres',
    ingredients: [
      'Chicken leg quarter',
      'Scotch bonnet pepper',
      'Allspice',
      'Thyme',
      'Green onion',
      'Coconut milk',
      'Kidney beans',
      'Rice',
      'Cabbage',
      'Carrot',
    ],
    allergens: [],
    story:
      'Grace learned jerk from her grandmother in Portland, Jamaica. The marinade still sits a full night before the chicken meets the coals.',
  },
  {
    id: 5,
    name: 'Egusi Soup & Pounded Yam',
    description:
      'Ground melon seed soup with spinach, smoked fish and tender beef, served with smooth pounded yam to scoop it up.',
    price: 17.99,
    image: 'dishEgusi',
    imageAlt: 'A bowl of golden egusi soup with spinach leaves next to a mound of pounded yam',
    categories: ['dinner'],
    tags: ['Nigerian', 'Hearty', 'Gluten-Free'],
    kitchen: "Mama's Soul Kitchen",
    sourcedFrom: 'Spinach and yams from Sunrise Acres',
    ingredients: [
      'Ground egusi (melon seed)',
      'Spinach',
      'Beef',
      'Smoked catfish',
      'Palm oil',
      'Crayfish',
      'Onion',
      'Scotch bonnet pepper',
      'Yam',
    ],
    allergens: ['Fish', 'Shellfish'],
    story:
      'A Sunday lunch across West Africa. We fry the egusi in palm oil until it forms soft curds, then finish it with greens picked the day before.',
  },
  {
    id: 6,
    name: 'Braised Oxtail with Butter Beans',
    description:
      'Oxtail browned and braised for four hours with allspice, thyme and butter beans until it falls off the bone. Served with white rice.',
    price: 18.99,
    image: 'dishOxtail',
    imageAlt: 'Glossy braised oxtail pieces with butter beans on a green-rimmed plate',
    categories: ['dinner'],
    tags: ['Caribbean', 'Slow-Cooked', 'Dairy-Free'],
    kitchen: 'Island Spice Cafe',
    sourcedFrom: 'Grass-fed beef from a rancher near Waxahachie',
    ingredients: [
      'Oxtail',
      'Butter beans',
      'Allspice',
      'Thyme',
      'Garlic',
      'Ginger',
      'Browning sauce',
      'Carrot',
      'Rice',
    ],
    allergens: ['Soy'],
    story:
      'The Sunday dish of every Jamaican household, and the one our customers ask for by name. Four hours is the minimum; it is worth every one.',
  },
  {
    id: 7,
    name: 'Red Red with Fried Plantain',
    description:
      'Ghanaian black-eyed pea stew in red palm oil and tomato, with ripe fried plantain and a sprinkle of gari. Fully plant-based.',
    price: 11.99,
    image: 'dishRedRed',
    imageAlt: 'Red bean stew with golden slices of fried plantain',
    categories: ['lunch', 'vegetarian'],
    tags: ['Ghanaian', 'Vegan', 'Gluten-Free'],
    kitchen: 'Island Spice Cafe',
    sourcedFrom: 'Black-eyed peas and tomatoes from Sunrise Acres',
    ingredients: [
      'Black-eyed peas',
      'Red palm oil',
      'Tomato',
      'Onion',
      'Ginger',
      'Scotch bonnet pepper',
      'Ripe plantain',
      'Gari',
    ],
    allergens: [],
    story:
      'Named for the red palm oil and the red of the plantain, this is the comfort food of Accra. It happens to be vegan, and nobody ever misses the meat.',
  },
  {
    id: 8,
    name: 'Sweet Potato Pie',
    description:
      'Roasted sweet potatoes whipped with brown sugar, nutmeg and vanilla in a flaky butter crust. Baked fresh every morning.',
    price: 9.99,
    image: 'dishSweetPotatoPie',
    imageAlt: 'A slice of orange sweet potato pie with a swirl of cream',
    categories: ['dessert', 'vegetarian'],
    tags: ['Soul Food', 'Dessert', 'Vegetarian'],
    kitchen: "Mama's Soul Kitchen",
    sourcedFrom: 'Sweet potatoes from Green Valley Farm',
    ingredients: [
      'Sweet potato',
      'Brown sugar',
      'Eggs',
      'Evaporated milk',
      'Butter',
      'Nutmeg',
      'Cinnamon',
      'Vanilla',
      'Wheat flour',
    ],
    allergens: ['Wheat', 'Eggs', 'Milk'],
    story:
      'The pie at the end of every family reunion. Our sweet potatoes are roasted, never boiled, so the filling tastes of caramel before any sugar goes in.',
  },
];

export const findDish = (id: number): Dish | undefined => DISHES.find((dish) => dish.id === id);

/** Money as the spec shows it: $ and two decimals. */
export const formatUsd = (amount: number): string => `$${amount.toFixed(2)}`;
