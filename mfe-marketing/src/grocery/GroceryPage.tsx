import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Carousel, Grid, LinkButton } from '@farmplate/design-system/core';
import { StaticHtml } from '../page/StaticHtml';
import { MARKETS, SERVED_NOW, US_COMING_SOON, GROCERY_DELIVERY_TIME, listInWords } from '../business/businessFacts';
import { HeroSlide, type HeroSlideContent } from '../home/HeroSlide';
import { GroceryBundleScene, MealKitScene, ProduceBoxScene } from '../illustrations/scenes/groceryScenes';
import { Illustration, type ArtName } from '../illustrations/Illustration';
import { CheckList, FeatureCards, type Feature } from '../page/blocks';
import {
  Below,
  ButtonRow,
  Container,
  Eyebrow,
  HeroBand,
  HeroTitle,
  Lead,
  Section,
  SectionHeading,
  Split,
} from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';

/** Spec §2: the US grocery slideshow shows 3 images, 4 s each. */
const GROCERY_SLIDESHOW_INTERVAL = 4000;

const SLIDES: HeroSlideContent[] = [
  { Scene: ProduceBoxScene, caption: 'Produce boxes from Black-owned Texas farms' },
  { Scene: MealKitScene, caption: 'Chef-designed meal kits, ready in 30 minutes' },
  { Scene: GroceryBundleScene, caption: 'African and Caribbean pantry bundles' },
];

interface Offer {
  title: string;
  text: string;
  items: string[];
  art: ArtName;
  alt: string;
}

const OFFERS: Offer[] = [
  {
    title: 'Produce boxes',
    text: 'Seasonal fruit and vegetables picked within 100 miles of Dallas, packed the morning they ship.',
    items: [
      'Collards, okra, sweet potatoes and peppers in season',
      'Small (2 people) or family size',
      'Swap anything you do not eat',
    ],
    art: 'produceBox',
    alt: 'A wooden crate of tomatoes, greens, eggplant and peppers',
  },
  {
    title: 'Meal kits',
    text: 'Everything for three dinners, portioned, with step-by-step recipe cards from our partner chefs.',
    items: [
      'Jollof, jerk chicken, red red and more',
      'Ready in 30 minutes or less',
      'Vegetarian and gluten-free options every week',
    ],
    art: 'mealKit',
    alt: 'A green meal-kit box with a recipe card and portioned ingredients',
  },
  {
    title: 'Ethnic grocery bundles',
    text: 'The pantry staples that are hard to find in the big stores, from grocers who know them best.',
    items: [
      'Yams, plantains, egusi, crayfish and palm oil',
      'Scotch bonnets, allspice, thyme and browning',
      'Gari, fufu flour and stone-ground grits',
    ],
    art: 'groceryBundle',
    alt: 'A basket of plantains, yams, tomatoes and jars of pepper sauce and palm oil',
  },
];

const PARTNERS: Feature[] = [
  {
    icon: 'leaf',
    title: 'Black farmers',
    text: 'We buy from Black-owned farms across North and East Texas at above-market prices, with volumes agreed before planting.',
  },
  {
    icon: 'store',
    title: 'Neighborhood grocers',
    text: 'African and Caribbean grocers in Dallas stock our bundles and reach customers far beyond their own block.',
  },
  {
    icon: 'pot',
    title: 'Local chefs',
    text: 'Chefs from our partner kitchens design every meal kit and test every recipe card in their own kitchens.',
  },
];

const DELIVERY_OPTIONS: Feature[] = [
  { icon: 'calendar', title: 'Weekly', text: 'A fresh box every week on the day you choose.' },
  { icon: 'clock', title: 'Biweekly', text: 'Every other week, for smaller households or busy months.' },
  { icon: 'box', title: 'One-time', text: 'Just one box, for a party, a holiday or a try-out.' },
];

const REWARDS = [
  'Free delivery',
  'Exclusive meals from our partner chefs',
  'Cooking experiences and classes',
  'Community rewards for local causes',
];

const OfferCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** The US grocery and meal-kit subscription page (spec §1). */
export default function GroceryPage() {
  usePageTitle('Groceries, produce boxes and meal kits');
  const us = MARKETS.us;
  const { base } = useSiteRegion();

  return (
    <>
      <HeroBand aria-labelledby="grocery-title">
        <Container>
          <Split>
            <div>
              <Eyebrow>Groceries and meal kits</Eyebrow>
              <HeroTitle id="grocery-title">
                Fresh groceries and meal kits from the farms and grocers you trust
              </HeroTitle>
              <Lead>
                Produce boxes, chef-designed meal kits and African and Caribbean pantry bundles, delivered{' '}
                {GROCERY_DELIVERY_TIME} across the {SERVED_NOW}. Grocery delivery {us.groceryDeliveryFee}.
              </Lead>
            </div>
            <Carousel
              label="Grocery and meal-kit boxes"
              slides={SLIDES}
              intervalMs={GROCERY_SLIDESHOW_INTERVAL}
              renderSlide={(slide) => (
                <StaticHtml>
                  <HeroSlide slide={slide} />
                </StaticHtml>
              )}
            />
          </Split>
        </Container>
      </HeroBand>

      <Section labelledBy="offers-title">
        <SectionHeading id="offers-title" eyebrow="What's in the box" title="Three ways to fill your kitchen" />
        <Grid columns={{ base: 1, md: 2, lg: 3 }} gap={5}>
          {OFFERS.map((offer) => (
            <OfferCard key={offer.title} as="article" aria-labelledby={`offer-${offer.art}`}>
              <Illustration name={offer.art} alt={offer.alt} />
              <h3 id={`offer-${offer.art}`}>{offer.title}</h3>
              <p>{offer.text}</p>
              <CheckList items={offer.items} />
            </OfferCard>
          ))}
        </Grid>
      </Section>

      <Section labelledBy="grocery-partners-title" tone="cream">
        <SectionHeading
          id="grocery-partners-title"
          eyebrow="Our partners"
          title="Grown, stocked and cooked by our community"
          intro="Every box is a partnership with Black farmers, grocers and chefs, and most of what you pay goes straight to them."
        />
        <FeatureCards features={PARTNERS} />
      </Section>

      <Section labelledBy="grocery-delivery-title">
        <SectionHeading
          id="grocery-delivery-title"
          eyebrow="Delivery"
          title="Weekly, biweekly or one-time"
          intro="Choose how often your box arrives. Skip a week, pause or cancel any time before your cut-off."
        />
        <FeatureCards features={DELIVERY_OPTIONS} />
      </Section>

      <Section labelledBy="grocery-loyalty-title" tone="green">
        <Split>
          <div>
            <SectionHeading
              id="grocery-loyalty-title"
              eyebrow="FarmPlate loyalty"
              title="Earn points on every box"
              intro="Every dollar you spend on groceries and meal kits earns loyalty points. Redeem them for:"
            />
            <CheckList items={REWARDS} />
            <p>
              <Link to="/loyalty">How the loyalty program works</Link>
            </p>
          </div>
          <Illustration
            name="loyaltyRewards"
            alt="A FarmPlate loyalty card surrounded by gold reward coins and stars"
          />
        </Split>
      </Section>

      <Section labelledBy="grocery-areas-title">
        <Split>
          <div>
            <SectionHeading
              id="grocery-areas-title"
              eyebrow="Where we deliver"
              title={`Serving the ${SERVED_NOW} now`}
            />
            <p>
              <strong>Served now:</strong> the Dallas metro, from Plano to DeSoto and from Irving to Mesquite.
            </p>
            <p>
              <strong>Coming soon:</strong> {listInWords(US_COMING_SOON)}.
            </p>
          </div>
          <Illustration name="dallasSkyline" alt="The Dallas skyline at sunset above a green park" />
        </Split>
        <Below>
          <Card as="section" aria-labelledby="grocery-signup-title">
            <h2 id="grocery-signup-title">Get your first box</h2>
            <p>
              Enter your ZIP code to see this week&apos;s boxes from farms near you, then subscribe weekly, every two
              weeks or monthly.
            </p>
            <ButtonRow>
              <LinkButton to={sitePath(base, 'boxes')}>Subscribe Now</LinkButton>
              <LinkButton to={sitePath(base, 'boxes')} variant="secondary">
                Shop Boxes
              </LinkButton>
            </ButtonRow>
          </Card>
        </Below>
      </Section>
    </>
  );
}
