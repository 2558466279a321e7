/**
 * The spec's eight sample dishes (§2 menu, §3 "Static menu sample") as the demo kitchens sell
 * them. One module for two readers: the seed writes these rows, and the public menu page renders
 * them as its first screen before the live menu arrives, so both always agree. A dish is known
 * by its slug (menu_items.slug), which the live menu answers with.
 */

export const PUBLIC_MENU_CATEGORIES = ['breakfast', 'lunch', 'dinner', 'vegetarian', 'dessert'] as const;
export type PublicMenuCategory = (typeof PUBLIC_MENU_CATEGORIES)[number];

export interface SampleDish {
  slug: string;
  name: string;
  description: string;
  categories: PublicMenuCategory[];
  tags: string[];
  ingredients: string[];
  allergens: string[];
  vegetarian: boolean;
  vegan: boolean;
  glutenFree: boolean;
  /** The US price in dollars (the spec's $8.99 to $18.99) and the Nigerian one in naira. */
  price: { us: number; ng: number };
  /** Which US demo kitchen cooks it; in Nigeria one demo kitchen cooks all eight. */
  usKitchen: string;
}

/** The demo kitchens of each region, as the seed names them. */
export const SAMPLE_KITCHENS = {
  us: ["Mama's Soul Kitchen", 'Island Spice Cafe'],
  ng: ['Naija Pot Kitchen'],
} as const;

export const SAMPLE_DISHES: readonly SampleDish[] = [
  {
    slug: 'akara-pap-breakfast-plate',
    name: 'Akara & Pap Breakfast Plate',
    description:
      'Golden black-eyed pea fritters, crisp outside and fluffy inside, with a bowl of silky fermented corn pap and pepper relish.',
    categories: ['breakfast', 'vegetarian'],
    tags: ['Nigerian', 'Vegetarian', 'Gluten-Free'],
    ingredients: [
      'Black-eyed peas',
      'Onion',
      'Scotch bonnet pepper',
      'Fermented white corn (ogi)',
      'Sunflower oil',
      'Sea salt',
    ],
    allergens: [],
    vegetarian: true,
    vegan: true,
    glutenFree: true,
    price: { us: 8.99, ng: 3500 },
    usKitchen: "Mama's Soul Kitchen",
  },
  {
    slug: 'shrimp-grits',
    name: 'Shrimp & Grits',
    description:
      'Stone-ground Texas grits cooked low and slow with butter, topped with Gulf shrimp, smoked turkey and a peppery pan gravy.',
    categories: ['breakfast', 'lunch'],
    tags: ['Soul Food', 'Seafood', 'Gluten-Free'],
    ingredients: ['Stone-ground grits', 'Gulf shrimp', 'Smoked turkey', 'Butter', 'Green onion', 'Garlic', 'Cayenne'],
    allergens: ['Shellfish', 'Milk'],
    vegetarian: false,
    vegan: false,
    glutenFree: true,
    price: { us: 14.99, ng: 9000 },
    usKitchen: "Mama's Soul Kitchen",
  },
  {
    slug: 'jollof-rice-grilled-chicken',
    name: 'Jollof Rice & Grilled Chicken',
    description:
      'Smoky party jollof simmered in a tomato, pepper and onion base, served with flame-grilled chicken thigh and sweet fried plantain.',
    categories: ['lunch', 'dinner'],
    tags: ['Nigerian', 'Spicy', 'Gluten-Free'],
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
    vegetarian: false,
    vegan: false,
    glutenFree: true,
    price: { us: 15.99, ng: 7500 },
    usKitchen: "Mama's Soul Kitchen",
  },
  {
    slug: 'jerk-chicken-rice-peas',
    name: 'Jerk Chicken with Rice & Peas',
    description:
      'Chicken marinated overnight in scotch bonnet, allspice and thyme, grilled over charcoal, with coconut rice and peas and slaw.',
    categories: ['lunch', 'dinner'],
    tags: ['Caribbean', 'Spicy', 'Dairy-Free'],
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
    vegetarian: false,
    vegan: false,
    glutenFree: true,
    price: { us: 16.99, ng: 8500 },
    usKitchen: 'Island Spice Cafe',
  },
  {
    slug: 'egusi-soup-pounded-yam',
    name: 'Egusi Soup & Pounded Yam',
    description:
      'Ground melon seed soup with spinach, smoked fish and tender beef, served with smooth pounded yam to scoop it up.',
    categories: ['dinner'],
    tags: ['Nigerian', 'Hearty', 'Gluten-Free'],
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
    vegetarian: false,
    vegan: false,
    glutenFree: true,
    price: { us: 17.99, ng: 8000 },
    usKitchen: "Mama's Soul Kitchen",
  },
  {
    slug: 'braised-oxtail-butter-beans',
    name: 'Braised Oxtail with Butter Beans',
    description:
      'Oxtail browned and braised for four hours with allspice, thyme and butter beans until it falls off the bone. Served with white rice.',
    categories: ['dinner'],
    tags: ['Caribbean', 'Slow-Cooked', 'Dairy-Free'],
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
    vegetarian: false,
    vegan: false,
    glutenFree: false,
    price: { us: 18.99, ng: 9500 },
    usKitchen: 'Island Spice Cafe',
  },
  {
    slug: 'red-red-fried-plantain',
    name: 'Red Red with Fried Plantain',
    description:
      'Ghanaian black-eyed pea stew in red palm oil and tomato, with ripe fried plantain and a sprinkle of gari. Fully plant-based.',
    categories: ['lunch', 'vegetarian'],
    tags: ['Ghanaian', 'Vegan', 'Gluten-Free'],
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
    vegetarian: true,
    vegan: true,
    glutenFree: true,
    price: { us: 11.99, ng: 5000 },
    usKitchen: 'Island Spice Cafe',
  },
  {
    slug: 'sweet-potato-pie',
    name: 'Sweet Potato Pie',
    description:
      'Roasted sweet potatoes whipped with brown sugar, nutmeg and vanilla in a flaky butter crust. Baked fresh every morning.',
    categories: ['dessert', 'vegetarian'],
    tags: ['Soul Food', 'Dessert', 'Vegetarian'],
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
    vegetarian: true,
    vegan: false,
    glutenFree: false,
    price: { us: 9.99, ng: 4000 },
    usKitchen: "Mama's Soul Kitchen",
  },
];
