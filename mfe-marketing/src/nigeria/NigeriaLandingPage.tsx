import styled from 'styled-components';
import { Card, Grid, LinkButton } from '@farmplate/design-system/core';
import { CarouselIsland } from '../islands/CarouselIsland';
import { MARKETS, NIGERIA_LAUNCH_CITIES, listInWords } from '../business/businessFacts';
import { AppStoreBadges } from '../home/AppStoreBadges';
import { HeroSlide, type HeroSlideContent } from '../home/HeroSlide';
import { JollofPotScene, MarketStallScene, MotorbikeRiderScene } from '../illustrations/scenes/ngScenes';
import { Illustration } from '../illustrations/Illustration';
import { LOOKS } from '../illustrations/looks';
import { NewsletterIsland } from '../newsletter/NewsletterIsland';
import {
  CheckList,
  FeatureCards,
  Steps,
  TestimonialCard,
  type Feature,
  type Step,
  type Testimonial,
} from '../page/blocks';
import {
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
import { StaticHtml } from '../page/StaticHtml';
import { usePageTitle } from '../page/usePageTitle';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';

/** Carousel timings of spec §2: Nigeria hero 5 s, testimonials 8 s. */
const NIGERIA_HOME_INTERVALS = { hero: 5000, testimonials: 8000 } as const;

const HERO_SLIDES: HeroSlideContent[] = [
  { Scene: JollofPotScene, caption: 'Party jollof, any day of the week' },
  { Scene: MarketStallScene, caption: 'Fresh from the farms of the Jos Plateau' },
  { Scene: MotorbikeRiderScene, caption: 'Brought to your gate by a local rider' },
];

const HOW_IT_WORKS: Step[] = [
  { title: 'Browse', text: 'Explore meals from local kitchens and groceries from farmers and stores near you.' },
  { title: 'Order', text: 'Order in the app or on WhatsApp, and pay with a local card, by USSD or with cash.' },
  { title: 'Delivery', text: 'A FarmPlate rider brings your order to your door, fresh and on time.' },
  { title: 'Review', text: 'Rate your meal and your rider, so the best cooks and farmers rise to the top.' },
];

const CUSTOMER_FEATURES: Feature[] = [
  {
    icon: 'chat',
    title: 'Order on WhatsApp',
    text: 'Send us a message and order in English, Hausa, Yoruba or Igbo. No app needed.',
  },
  {
    icon: 'cash',
    title: 'Pay the way you already pay',
    text: 'Local debit cards, USSD, bank transfer or cash on delivery. Buy now, pay later is coming soon.',
  },
  {
    icon: 'truck',
    title: 'Fair, clear delivery fees',
    text: `Meal delivery from ${MARKETS.ng.mealDeliveryFee} and grocery delivery ${MARKETS.ng.groceryDeliveryFee}, shown before you pay.`,
  },
];

const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'Before FarmPlate, half my tomatoes spoiled on the road to Lagos. Now I harvest for orders that are already confirmed.',
    name: 'Danjuma Pam',
    location: 'Tomato farmer, Jos',
    look: LOOKS.brownShort,
  },
  {
    quote:
      'We cook for office lunches across Wuse and Maitama. FarmPlate brings us customers we could never reach on our own.',
    name: 'Halima Yusuf',
    location: "Halima's Kitchen, Abuja",
    look: LOOKS.warmWrap,
  },
  {
    quote:
      'I tried the pilot in Lekki and my egusi came hot, with the right amount of pepper. I have told my whole estate.',
    name: 'Tolu Adeyemi',
    location: 'Lekki, Lagos',
    look: LOOKS.deepWrap,
  },
];

const PartnerCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  a {
    align-self: flex-start;
    margin-top: auto;
  }
`;

/** The Nigeria landing page (spec §1): order meals and groceries; partners; payment; cities; app waitlist. */
export default function NigeriaLandingPage() {
  usePageTitle('Meals and groceries from local farmers and kitchens in Nigeria');
  const { base } = useSiteRegion();
  const cities = listInWords(NIGERIA_LAUNCH_CITIES);

  return (
    <>
      <HeroBand aria-labelledby="ng-home-title">
        <Container>
          <Split>
            <StaticHtml>
              <div>
                <Eyebrow>Launching soon in {cities}</Eyebrow>
                <HeroTitle id="ng-home-title">
                  Order meals and groceries from the people who grow and cook them
                </HeroTitle>
                <Lead>
                  Jollof, egusi, suya and fresh produce from local kitchens and farms, delivered to your door by riders
                  from your own city. Fair prices for farmers, fresh food for you.
                </Lead>
                <ButtonRow>
                  <LinkButton to={sitePath(base, 'menu')} size="lg">
                    Browse Meals
                  </LinkButton>
                  <LinkButton to={sitePath(base, 'farmers')} size="lg" variant="secondary">
                    Sell on FarmPlate
                  </LinkButton>
                </ButtonRow>
              </div>
            </StaticHtml>
            <CarouselIsland
              label="Scenes from FarmPlate Nigeria"
              intervalMs={NIGERIA_HOME_INTERVALS.hero}
              slides={HERO_SLIDES.map((slide) => (
                <HeroSlide slide={slide} />
              ))}
            />
          </Split>
        </Container>
      </HeroBand>

      <StaticHtml>
        <Section labelledBy="ng-steps-title">
          <SectionHeading id="ng-steps-title" eyebrow="How it works" title="From farm to your plate in four steps" />
          <Steps steps={HOW_IT_WORKS} />
        </Section>
      </StaticHtml>

      <StaticHtml>
        <Section labelledBy="ng-partners-title" tone="cream">
          <SectionHeading
            id="ng-partners-title"
            eyebrow="Partners"
            title="Grow, cook and earn with FarmPlate"
            intro="We are signing up the first farmers, stores, restaurants and chefs in each launch city now."
          />
          <Grid columns={{ base: 1, md: 2 }} gap={6}>
            <PartnerCard as="article" aria-labelledby="ng-farmers-title">
              <Illustration name="marketStall" alt="A market trader at a stall of tomatoes, yams and plantains" />
              <h3 id="ng-farmers-title">For farmers and stores</h3>
              <p>
                Sell your harvest before it leaves the farm. Kitchens order ahead, so you plant and pick for confirmed
                demand, get paid on time and lose less to spoilage on the road.
              </p>
              <CheckList
                items={[
                  'Guaranteed purchase volumes',
                  'Demand forecasts for every season',
                  'Direct access to city customers',
                ]}
              />
              <LinkButton to={sitePath(base, 'farmers')}>Join as a Vendor</LinkButton>
            </PartnerCard>
            <PartnerCard as="article" aria-labelledby="ng-kitchens-title">
              <Illustration
                name="kitchenTeam"
                alt="A chef stirring a steaming pot while a colleague prepares ingredients"
              />
              <h3 id="ng-kitchens-title">For restaurants and chefs</h3>
              <p>
                Reach new customers without paying for adverts, a dining room or your own riders. We bring the orders
                and fresh local ingredients; you bring the flavour.
              </p>
              <CheckList
                items={[
                  'Consolidated local sourcing',
                  'New customers at no marketing cost',
                  'Riders and routing handled for you',
                ]}
              />
              <LinkButton to={sitePath(base, 'kitchens')}>Become a Restaurant Partner</LinkButton>
            </PartnerCard>
          </Grid>
        </Section>
      </StaticHtml>

      <StaticHtml>
        <Section labelledBy="ng-customers-title">
          <SectionHeading
            id="ng-customers-title"
            eyebrow="For customers"
            title="Home cooking, without the market run"
            intro="Order a hot lunch to the office or a week of fresh vegetables to your house, and pay the way you already do."
          />
          <FeatureCards features={CUSTOMER_FEATURES} />
        </Section>
      </StaticHtml>

      <StaticHtml>
        <Section labelledBy="ng-cities-title" tone="green">
          <Split>
            <div>
              <SectionHeading
                id="ng-cities-title"
                eyebrow="Launching soon"
                title={`${cities}: we're coming home`}
                intro="We start with the farmers of the Jos Plateau, the kitchens of Abuja and the riders of Lagos, and grow from there. Join the waitlist to hear first when we open in your city."
              />
              <p>Accepted at launch: local cards, USSD and cash on delivery. Buy now, pay later is coming soon.</p>
            </div>
            <Illustration
              name="nigeriaCities"
              alt="A map of Nigeria with pins on Jos, Abuja and Lagos joined by a dotted route"
            />
          </Split>
        </Section>
      </StaticHtml>

      <Section labelledBy="ng-testimonials-title" tone="terracotta">
        <SectionHeading id="ng-testimonials-title" title="What our first partners say" center />
        <CarouselIsland
          label="Testimonials from Nigeria"
          intervalMs={NIGERIA_HOME_INTERVALS.testimonials}
          slides={TESTIMONIALS.map((testimonial) => (
            <TestimonialCard testimonial={testimonial} />
          ))}
        />
      </Section>

      <Section labelledBy="ng-app-title">
        <Split>
          <div>
            <SectionHeading
              id="ng-app-title"
              eyebrow="Mobile app"
              title="The FarmPlate app is not available yet"
              intro="We are building it for Android and iPhone, with offline-friendly ordering for patchy networks. Until then, order on WhatsApp at launch."
            />
            <AppStoreBadges />
          </div>
          <NewsletterIsland
            id="ng-waitlist-title"
            title="Join the waitlist"
            actions={[{ label: 'Join the Waitlist', source: 'nigeria-app-waitlist' }]}
          >
            <p>Be the first to know when FarmPlate opens in {cities}. One email at launch, nothing else.</p>
          </NewsletterIsland>
        </Split>
      </Section>
    </>
  );
}
