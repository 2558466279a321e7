import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Grid, LinkButton } from '@farmplate/design-system/core';
import { CarouselIsland } from '../islands/CarouselIsland';
import {
  CommunityTableScene,
  CourierBikeScene,
  FarmFieldScene,
  FeastSpreadScene,
} from '../illustrations/scenes/usScenes';
import { Illustration, type ArtName } from '../illustrations/Illustration';
import { LOOKS } from '../illustrations/looks';
import { DishCard } from '../menu/DishCard';
import { dishBySlug } from '../menu/dishes';
import { sampleEntries } from '../menu/menuEntries';
import { FeatureCards, KeyFigures, TestimonialCard, type Feature, type Testimonial } from '../page/blocks';
import {
  ButtonRow,
  Container,
  Eyebrow,
  HeroBand,
  HeroTitle,
  Lead,
  Section,
  SectionFooter,
  SectionHeading,
  Split,
} from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';
import { AppStoreBadges } from './AppStoreBadges';
import { StaticHtml } from '../page/StaticHtml';
import { HeroSlide, type HeroSlideContent } from './HeroSlide';

/** Carousel timings of spec §2 "Home and marketing pages". */
const US_HOME_INTERVALS = { hero: 5000, testimonials: 8000, appPromo: 4000, vendors: 5000 } as const;

const HERO_SLIDES: HeroSlideContent[] = [
  { Scene: CommunityTableScene, caption: 'Sunday dinner, any day of the week' },
  { Scene: FarmFieldScene, caption: 'Grown within 100 miles of your table' },
  { Scene: FeastSpreadScene, caption: 'Jollof, jerk, egusi and pie in one order' },
  { Scene: CourierBikeScene, caption: 'Delivered warm in 30 to 60 minutes' },
];

const FEATURED_DISH_IDS = [3, 4, 6, 8];

const VENDOR_BENEFITS: Feature[] = [
  {
    icon: 'sparkle',
    title: 'Free onboarding and menu setup',
    text: 'We photograph your dishes, write your menu descriptions and set up your store at no cost, so you can start selling in days.',
  },
  {
    icon: 'cash',
    title: 'Daily payouts',
    text: 'Your earnings land in your account every day, with a reporting dashboard for sales, inventory, analytics, marketing and logistics.',
  },
  {
    icon: 'store',
    title: 'Works with your point of sale',
    text: 'FarmPlate integrates with two popular point-of-sale systems, so orders arrive where your team already works.',
  },
];

const TESTIMONIALS: Testimonial[] = [
  {
    quote: "The oxtail tastes like my grandmother's in Kingston. I order it every Sunday and it still arrives hot.",
    name: 'Shanice Williams',
    location: 'Oak Cliff, Dallas',
    look: LOOKS.deepWrap,
  },
  {
    quote:
      "Egusi I didn't have to cook myself after a twelve-hour shift. FarmPlate is my little piece of Lagos in Texas.",
    name: 'Chinedu Obi',
    location: 'Plano, Texas',
    look: LOOKS.brownShort,
  },
  {
    quote: 'I love knowing which farm my greens came from. The produce box changed how my whole family cooks.',
    name: 'Marcus Johnson',
    location: 'DeSoto, Texas',
    look: LOOKS.deepLocs,
  },
  {
    quote: 'Our sales are up and we never bought a single ad. The daily payouts keep our own suppliers happy too.',
    name: 'Grace Lee',
    location: 'Island Spice Cafe, Richardson',
    look: LOOKS.warmPuff,
  },
];

interface PromoSlide {
  title: string;
  text: string;
  art: ArtName;
  alt: string;
}

const FEATURE_SLIDES: PromoSlide[] = [
  {
    title: 'FarmPlate apps for iPhone and Android',
    text: 'Track every order in real time, schedule deliveries for later and reorder your favorites in one tap. Coming soon.',
    art: 'phoneApp',
    alt: 'A phone showing the FarmPlate app with a dish and order buttons',
  },
  {
    title: 'Payments and loyalty rewards',
    text: 'Pay your way and earn points on every order, redeemable for free delivery, exclusive meals and cooking experiences. Coming soon.',
    art: 'loyaltyRewards',
    alt: 'A FarmPlate loyalty card surrounded by gold reward coins and stars',
  },
];

interface VendorSlide {
  name: string;
  owner: string;
  text: string;
  art: ArtName;
  alt: string;
  page: 'farmers' | 'kitchens';
  linkLabel: string;
}

const VENDOR_SLIDES: VendorSlide[] = [
  {
    name: 'Green Valley Farm',
    owner: 'Kwame Mensah, Terrell, Texas',
    text: 'Kwame grows tomatoes, scotch bonnets, sweet potatoes and collards on 60 acres east of Dallas. Our kitchens plan their menus around his harvest calendar.',
    art: 'marketStall',
    alt: 'A farmer at a green-awning stall of tomatoes, yams and plantains',
    page: 'farmers',
    linkLabel: 'Grow with FarmPlate',
  },
  {
    name: "Mama's Soul Kitchen",
    owner: 'Tunde Bakare, South Dallas',
    text: "Tunde's ghost kitchen cooks jollof, egusi, shrimp and grits and sweet potato pie, with no dining room to run and no delivery staff to fund.",
    art: 'ghostKitchen',
    alt: 'A ghost kitchen pass with order tickets and boxed meals ready for pickup',
    page: 'kitchens',
    linkLabel: 'Cook with FarmPlate',
  },
];

const EVERYDAY_FEATURES: Feature[] = [
  {
    icon: 'map',
    title: 'Real-time order tracking',
    text: 'Follow your meal from the kitchen pass to your front door.',
  },
  {
    icon: 'calendar',
    title: 'Scheduled deliveries',
    text: 'Book lunch for Friday or groceries for Sunday morning, days ahead.',
  },
  {
    icon: 'box',
    title: 'Meal kits',
    text: 'Pre-portioned ingredients and a recipe card from our chefs, ready in 30 minutes.',
  },
  {
    icon: 'phone',
    title: 'AR menus and chef videos',
    text: 'See a dish on your table before you order it, and watch how our chefs make it.',
  },
  {
    icon: 'clock',
    title: 'Subscriptions your way',
    text: 'Weekly, bi-weekly or monthly. Pause, modify or cancel whenever life gets busy.',
  },
  { icon: 'leaf', title: 'Farm to table, for real', text: 'Every dish lists the farm its produce came from.' },
];

const FIGURES = [
  { value: '100 miles', label: 'Our sourcing radius' },
  { value: '500+', label: 'Happy customers' },
  { value: '40%', label: 'Revenue increase for vendors' },
  { value: '35%', label: 'More orders for vendors' },
];

const SlideCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: center;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Owner = styled.p`
  color: ${({ theme }) => theme.colors.accentDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The US landing page (spec §1): hero, groceries, dishes, vendors, testimonials, coming soon, network. */
export default function UsLandingPage() {
  usePageTitle('African, Caribbean and soul food delivered in Dallas');
  const { base } = useSiteRegion();

  return (
    <>
      <HeroBand aria-labelledby="home-title">
        <Container>
          <Split>
            <StaticHtml>
              <div>
                <Eyebrow>Farm to table across the Dallas metro</Eyebrow>
                <HeroTitle id="home-title">African, Caribbean and soul food, fresh from local farms</HeroTitle>
                <Lead>
                  Neighborhood kitchens cook jollof, jerk chicken, oxtail and sweet potato pie from produce grown within
                  100 miles of your table. Order tonight&apos;s dinner or this week&apos;s groceries in a few taps.
                </Lead>
                <ButtonRow>
                  <LinkButton to={sitePath(base, 'menu')} size="lg">
                    Explore the Menu
                  </LinkButton>
                  <LinkButton to={sitePath(base, 'grocery')} size="lg" variant="secondary">
                    Find Groceries Near You
                  </LinkButton>
                </ButtonRow>
              </div>
            </StaticHtml>
            <CarouselIsland
              label="Scenes from FarmPlate"
              intervalMs={US_HOME_INTERVALS.hero}
              slides={HERO_SLIDES.map((slide) => (
                <HeroSlide slide={slide} />
              ))}
            />
          </Split>
        </Container>
      </HeroBand>

      <StaticHtml>
        <Section labelledBy="grocery-finder-title" tone="cream">
          <Split>
            <div>
              <SectionHeading
                id="grocery-finder-title"
                eyebrow="Grocery store finder"
                title="The plantains, yams and pepper you can't find at the big store"
                intro="Shop African and Caribbean groceries, produce boxes and meal kits from Black-owned farms and grocers near you. Same-day or next-day delivery across the Dallas metro."
              />
              <LinkButton to={sitePath(base, 'grocery')}>Find a Grocery Store</LinkButton>
            </div>
            <Illustration
              name="groceryBundle"
              alt="A basket of plantains, yams, tomatoes and jars of pepper sauce and palm oil"
            />
          </Split>
        </Section>
      </StaticHtml>

      <StaticHtml>
        <Section labelledBy="dishes-title">
          <SectionHeading
            id="dishes-title"
            eyebrow="From our kitchens"
            title="Tonight's favorites"
            intro="Cooked to order by FarmPlate partner kitchens, with ingredients from the farms you can read about on every dish."
          />
          <Grid columns={{ base: 1, md: 2, lg: 4 }} gap={5}>
            {sampleEntries('us')
              .filter((dish) => FEATURED_DISH_IDS.includes(dishBySlug(dish.slug)?.id ?? 0))
              .map((dish) => (
                <DishCard key={dish.key} dish={dish} />
              ))}
          </Grid>
          <SectionFooter>
            <LinkButton to={sitePath(base, 'menu')} variant="secondary">
              See the Full Menu
            </LinkButton>
          </SectionFooter>
        </Section>
      </StaticHtml>

      <StaticHtml>
        <Section labelledBy="vendors-title" tone="green">
          <SectionHeading
            id="vendors-title"
            eyebrow="For restaurants, caterers and food trucks"
            title="Sell your food on FarmPlate"
            intro="Join the kitchens and grocers bringing African, Caribbean and soul food to Dallas. Vendors on FarmPlate see an average 40% increase in revenue and 35% more orders."
          />
          <FeatureCards features={VENDOR_BENEFITS} />
          <SectionFooter>
            <LinkButton to="/register" variant="secondary" size="lg">
              Become a Vendor
            </LinkButton>
            <LinkButton to={sitePath(base, 'contact')} variant="accent" size="lg">
              Partner With Us
            </LinkButton>
          </SectionFooter>
        </Section>
      </StaticHtml>

      <Section labelledBy="testimonials-title" tone="terracotta">
        <SectionHeading id="testimonials-title" title="What our neighbors are saying" center />
        <CarouselIsland
          label="Customer testimonials"
          intervalMs={US_HOME_INTERVALS.testimonials}
          slides={TESTIMONIALS.map((testimonial) => (
            <TestimonialCard testimonial={testimonial} />
          ))}
        />
      </Section>

      <Section labelledBy="coming-soon-title">
        <SectionHeading
          id="coming-soon-title"
          eyebrow="Coming soon"
          title="Mobile apps, payments and loyalty rewards"
          intro="We're building the FarmPlate apps now. Here is what's on the way."
        />
        <CarouselIsland
          label="Coming soon to FarmPlate"
          intervalMs={US_HOME_INTERVALS.appPromo}
          showArrows
          slides={FEATURE_SLIDES.map((slide) => (
            <SlideCard>
              <Illustration name={slide.art} alt={slide.alt} />
              <div>
                <h3>{slide.title}</h3>
                <p>{slide.text}</p>
                <AppStoreBadges />
              </div>
            </SlideCard>
          ))}
        />
        <SectionFooter>
          <p>
            Can&apos;t wait? <Link to="/loyalty">See how FarmPlate loyalty rewards will work</Link>.
          </p>
        </SectionFooter>
      </Section>

      <Section labelledBy="network-title" tone="cream">
        <SectionHeading
          id="network-title"
          eyebrow="Our vendor network"
          title="The farmers, cooks and couriers behind every plate"
          intro="Every FarmPlate order supports a local farm, a local kitchen and a courier who keeps 100% of their tips."
        />
        <CarouselIsland
          label="FarmPlate vendors"
          intervalMs={US_HOME_INTERVALS.vendors}
          slides={VENDOR_SLIDES.map((vendor) => (
            <SlideCard>
              <Illustration name={vendor.art} alt={vendor.alt} />
              <div>
                <h3>{vendor.name}</h3>
                <Owner>{vendor.owner}</Owner>
                <p>{vendor.text}</p>
                <LinkButton to={sitePath(base, vendor.page)} variant="secondary">
                  {vendor.linkLabel}
                </LinkButton>
              </div>
            </SlideCard>
          ))}
        />
        <SectionFooter>
          <p>
            Ride a bike, scooter or car? <Link to={sitePath(base, 'delivery')}>Become a delivery partner</Link>.
          </p>
        </SectionFooter>
      </Section>

      <StaticHtml>
        <Section labelledBy="everyday-title">
          <SectionHeading id="everyday-title" title="Made for the way you eat" />
          <FeatureCards features={EVERYDAY_FEATURES} />
        </Section>
      </StaticHtml>

      <StaticHtml>
        <Section labelledBy="figures-title" tone="green">
          <SectionHeading id="figures-title" title="FarmPlate in numbers" />
          <KeyFigures figures={FIGURES} />
        </Section>
      </StaticHtml>
    </>
  );
}
