import type { ArtName } from '../illustrations/Illustration';

/** Blog categories of the list page (spec §2); the buttons only show them. */
export const BLOG_CATEGORIES = [
  'All',
  'Company News',
  'Impact Stories',
  'Technology',
  'Sustainability',
  'Recipes',
  'Expansion',
] as const;

export type BlogCategory = Exclude<(typeof BLOG_CATEGORIES)[number], 'All'>;

/** A hard-coded blog post (spec §3 "Blog post"), with the body its page shows. */
export interface BlogPost {
  id: number;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date; shown as e.g. 'June 12, 2025'. */
  date: string;
  image: ArtName;
  imageAlt: string;
  category: BlogCategory;
  body: string[];
}

export const BLOG_POSTS: BlogPost[] = [
  {
    id: 1,
    title: 'FarmPlate Opens Its Kitchen Doors in Dallas',
    excerpt:
      'After a year of testing recipes and building relationships with local farms, we are delivering African, Caribbean and soul food across the Dallas metro.',
    author: 'Tunde Bakare',
    date: '2025-06-12',
    image: 'teamHuddle',
    imageAlt: 'Three FarmPlate team members standing beside a chart that climbs upward',
    category: 'Company News',
    body: [
      'A year ago, FarmPlate was a shared spreadsheet, two borrowed kitchens and a promise: food that tastes like home should not be hard to find, and the farmers who grow it should be paid fairly for it. This month we opened across the Dallas metro.',
      "Our first partner kitchens, Mama's Soul Kitchen in South Dallas and Island Spice Cafe in Richardson, cook every plate to order from ingredients grown within 100 miles. The menu runs from akara and pap at breakfast to braised oxtail at dinner, with jollof, jerk and sweet potato pie in between.",
      'Delivery runs from 8:00 AM to 10:00 PM every day, and most meals arrive in 30 to 60 minutes. Groceries, produce boxes and meal kits arrive the same day or the next.',
      'Houston, Austin and San Antonio come next. Until then, thank you, Dallas, for every order, every review and every kind word to our couriers at the door.',
    ],
  },
  {
    id: 2,
    title: 'How Ruth Adeyemi Doubled Her Harvest Income',
    excerpt:
      'Sunrise Acres grows yams, okra and greens on 40 acres outside Ennis. Guaranteed orders changed how Ruth plans every season.',
    author: 'Amara Okafor',
    date: '2025-05-28',
    image: 'farmField',
    imageAlt: 'Rows of green crops rolling toward a red barn under a warm sun',
    category: 'Impact Stories',
    body: [
      'Ruth Adeyemi started farming the way her parents did in Ogun State: grow what the family eats, sell the rest at the market, and hope the weather holds. When she bought 40 acres outside Ennis, Texas, the hoping part did not go away.',
      '"The hardest thing was never the work," she says. "It was planting in March without knowing who would buy in July." With FarmPlate, Ruth agrees volumes with our partner kitchens before the season starts. The kitchens know what they will cook, and she knows what she will sell.',
      'Her yams go into our egusi and pounded yam, her black-eyed peas into akara and red red, and her spinach into almost everything. Last season her income from the same land doubled, and she hired two neighbors full time.',
      'Ruth now mentors three new growers in our network. Her advice for them is simple: "Keep your soil healthy, keep your word, and answer your phone when the kitchen calls."',
    ],
  },
  {
    id: 3,
    title: 'Behind the Screen: Forecasting Demand So Nothing Goes to Waste',
    excerpt:
      "Our partner dashboards turn last month's orders into next week's harvest plan. Here is how the forecast works and why it matters.",
    author: 'Grace Lee',
    date: '2025-05-09',
    image: 'phoneApp',
    imageAlt: 'A phone showing the FarmPlate app with a dish and order buttons',
    category: 'Technology',
    body: [
      'Food waste usually starts long before a plate is scraped. It starts when a kitchen over-orders tomatoes it cannot use, or a farmer harvests greens nobody asked for. Our forecasting is built to stop that at the source.',
      "Each kitchen's dashboard shows sales, inventory and order history side by side. From those, we estimate how many portions of each dish the kitchen will sell next week, turn the portions into ingredients, and show farmers the total demand for their crops in time to harvest the right amount.",
      'Farmers see requests in their own dashboard, accept or decline them, and mark them fulfilled when the produce is delivered. Kitchens see the same request move from pending to accepted to fulfilled, in real time.',
      'We are still learning. Holidays, heatwaves and football season all change what Dallas eats. Every week the forecast gets a little closer, and every week less food ends up in the bin.',
    ],
  },
  {
    id: 4,
    title: 'Pedal Power: Why Half Our Downtown Deliveries Go by Bike',
    excerpt:
      'Bicycles and e-bikes now carry most of our short trips in Deep Ellum and Uptown. Couriers earn eco bonuses and customers get their food faster.',
    author: 'Dayo Adebayo',
    date: '2025-04-22',
    image: 'courierBike',
    imageAlt: 'A courier on a bicycle carrying an insulated delivery bag',
    category: 'Sustainability',
    body: [
      "In dense neighborhoods a bicycle is often the fastest way across town. No parking, no circling the block, no idling in traffic on Ross Avenue at six o'clock.",
      'That is why we pay an eco bonus on every bicycle and electric-vehicle delivery, and why our couriers get insulated, reusable bags instead of single-use packaging. Couriers keep 100% of their tips, always.',
      'Today, about half of our deliveries of under two miles go by bike. Our routes are planned to group nearby orders, so a courier can carry two or three meals on one loop while every meal stays hot.',
      'If you ride and you want flexible hours with no minimum shift, our delivery partner page explains how to join.',
    ],
  },
  {
    id: 5,
    title: 'Recipe: Smoky Party Jollof at Home',
    excerpt:
      "The secret is in the base and a little patience at the bottom of the pot. Our kitchen's recipe for eight, scaled for your stove.",
    author: 'Tunde Bakare',
    date: '2025-04-05',
    image: 'dishJollof',
    imageAlt: 'Orange-red jollof rice with diced vegetables and grilled chicken',
    category: 'Recipes',
    body: [
      'Blend four plum tomatoes, two red bell peppers, one onion and one scotch bonnet until smooth. Fry the blend in a quarter cup of oil with a second sliced onion for 20 minutes, until it darkens and the oil rises to the top. This base is the whole dish; do not rush it.',
      'Stir in two tablespoons of tomato paste, a teaspoon each of curry powder and dried thyme, two bay leaves and salt to taste. Add three cups of washed long-grain parboiled rice and enough stock to just cover it.',
      'Cover the pot tightly with foil and then the lid, and cook on low heat for 30 minutes without lifting the lid. When the rice is tender, turn the heat up for the last three minutes and let the bottom catch. That smoky layer is what party jollof is known for.',
      'Serve with fried plantain, grilled chicken and a cold drink. Or order ours, and keep the pot clean.',
    ],
  },
  {
    id: 6,
    title: 'Next Stop Nigeria: Jos, Abuja and Lagos',
    excerpt:
      'We are bringing FarmPlate home. Farmers on the Jos Plateau, kitchens in Abuja and riders in Lagos are already signing up.',
    author: 'Amara Okafor',
    date: '2025-03-18',
    image: 'nigeriaCities',
    imageAlt: 'A map of Nigeria with pins on Jos, Abuja and Lagos joined by a dotted route',
    category: 'Expansion',
    body: [
      "Many of our recipes began in Nigerian kitchens, so it feels right that Nigeria is our next home. We are launching in Jos, Abuja and Lagos, starting with the farmers who grow the country's food.",
      "The Jos Plateau grows much of the tomatoes, potatoes and vegetables that feed Nigeria's cities, and too much of it spoils on the road. Our first work there is with farmers and transporters, planning harvests around confirmed orders so produce moves quickly and fairly.",
      'Customers will order meals and groceries in the app or on WhatsApp, and pay with a local card, by bank transfer, by USSD or with cash on delivery. Buy now, pay later is coming soon after launch.',
      'If you farm, cook or ride in Jos, Abuja or Lagos, visit our Nigeria partner pages and join the waitlist. Ẹ ku ise, and see you soon.',
    ],
  },
];

export const findPost = (id: number): BlogPost | undefined => BLOG_POSTS.find((post) => post.id === id);
