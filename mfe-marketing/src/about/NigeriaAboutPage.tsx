import { Grid, LinkButton } from '@farmplate/design-system/core';
import { MARKETS, NIGERIA_LAUNCH_CITIES, listInWords } from '../business/businessFacts';
import { JollofPotScene } from '../illustrations/scenes/ngScenes';
import { Illustration } from '../illustrations/Illustration';
import { LOOKS } from '../illustrations/looks';
import { FeatureCards, Steps, TestimonialGrid, type Feature, type Step, type Testimonial } from '../page/blocks';
import {
  ButtonRow,
  Container,
  Eyebrow,
  Frame,
  HeroBand,
  HeroTitle,
  Lead,
  Section,
  SectionFooter,
  SectionHeading,
  Split,
} from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';

const WHAT_SETS_US_APART: Feature[] = [
  {
    icon: 'calendar',
    title: 'Orders before harvest',
    text: 'Farmers know what they will sell before they plant, so less food rots between the farm and the city.',
  },
  {
    icon: 'cash',
    title: 'Payment you can count on',
    text: 'Farmers and kitchens are paid on a fixed schedule by bank transfer, never weeks late.',
  },
  {
    icon: 'chat',
    title: 'Built for how Nigeria orders',
    text: `WhatsApp ordering, USSD and cash on delivery, with support in ${listInWords(MARKETS.ng.supportLanguages)}.`,
  },
  {
    icon: 'leaf',
    title: 'Eco delivery',
    text: 'Reusable cool boxes, riders grouped by route and bonuses for electric bikes cut fuel and packaging.',
  },
];

const HOW_IT_WORKS: Step[] = [
  {
    title: 'Farm partners',
    text: 'Farmers on the Jos Plateau and around Abuja and Lagos list their harvest and accept orders from kitchens and stores.',
  },
  {
    title: 'Kitchen partners',
    text: 'Restaurants, bukas and home chefs cook with that produce and sell to customers across the city.',
  },
  {
    title: 'Eco delivery',
    text: 'Local riders carry meals and groceries in reusable cool boxes along routes planned to save fuel and time.',
  },
];

const TESTIMONIALS: Testimonial[] = [
  {
    quote: 'My cooperative sold every basket of tomatoes at a fair price this season. The buyers were waiting for us.',
    name: 'Rahila Gyang',
    location: 'Farming cooperative, Jos',
    look: LOOKS.warmPuff,
  },
  {
    quote: 'My buka now cooks for customers on the other side of Abuja. The orders come, the riders come, I just cook.',
    name: 'Emeka Nwosu',
    location: "Mama Nkechi's Buka, Abuja",
    look: LOOKS.brownShort,
  },
  {
    quote: 'FarmPlate feels like it was made by people who grew up here. Ordering on WhatsApp is so easy.',
    name: 'Funke Adebayo',
    location: 'Surulere, Lagos',
    look: LOOKS.deepWrap,
  },
];

/** The Nigeria About page (spec §2): what we do, what sets us apart, vision, culture, how it works, testimonials. */
export default function NigeriaAboutPage() {
  usePageTitle('About FarmPlate Nigeria');
  const cities = listInWords(NIGERIA_LAUNCH_CITIES);

  return (
    <>
      <HeroBand aria-labelledby="ng-about-title">
        <Container>
          <Split>
            <div>
              <Eyebrow>About FarmPlate Nigeria</Eyebrow>
              <HeroTitle id="ng-about-title">Good food, fairly grown, cooked close to home</HeroTitle>
              <Lead>
                FarmPlate connects Nigeria&apos;s farmers, kitchens and riders so that fresh food reaches city tables
                quickly and everyone along the way is paid fairly. We are launching in {cities}.
              </Lead>
            </div>
            <Frame>
              <JollofPotScene />
            </Frame>
          </Split>
        </Container>
      </HeroBand>

      <Section labelledBy="what-we-do-title">
        <Split>
          <div>
            <SectionHeading id="what-we-do-title" eyebrow="What we do" title="A marketplace for meals and groceries" />
            <p>
              Customers order hot meals from local kitchens and fresh groceries from farmers and stores. Kitchens buy
              their ingredients from the same farmers. Our riders deliver both.
            </p>
            <p>
              Behind it all, our platform forecasts demand so that farmers harvest what will sell and kitchens cook what
              will be eaten.
            </p>
          </div>
          <Illustration name="marketStall" alt="A market trader at a stall of tomatoes, yams and plantains" />
        </Split>
      </Section>

      <Section labelledBy="apart-title" tone="cream">
        <SectionHeading id="apart-title" eyebrow="What sets us apart" title="Made in Nigeria, for Nigeria" />
        <FeatureCards features={WHAT_SETS_US_APART} columns={4} />
      </Section>

      <Section labelledBy="ng-vision-title" tone="green">
        <Grid columns={{ base: 1, md: 2 }} gap={8}>
          <div>
            <SectionHeading
              id="ng-vision-title"
              eyebrow="Our vision"
              title="No harvest wasted, no kitchen without customers"
              intro="We see a Nigeria where the food grown on the Plateau feeds Lagos the same week, where a home cook in Abuja can build a business, and where every rider earns a fair living."
            />
          </div>
          <div>
            <h3>Cultural connection</h3>
            <p>
              Our menus carry the food of every corner of the country: tuwo and miyan kuka, egusi and pounded yam, banga
              soup and starch, ofada rice and ayamase. We work with cooks who learned these dishes at home and serve
              them the way they were taught.
            </p>
          </div>
        </Grid>
      </Section>

      <Section labelledBy="ng-how-title">
        <SectionHeading
          id="ng-how-title"
          eyebrow="How it works"
          title="Farm partners, kitchen partners, eco delivery"
        />
        <Steps steps={HOW_IT_WORKS} />
      </Section>

      <Section labelledBy="ng-about-testimonials-title" tone="terracotta">
        <SectionHeading id="ng-about-testimonials-title" title="Voices from our network" center />
        <TestimonialGrid testimonials={TESTIMONIALS} />
        <SectionFooter>
          <ButtonRow>
            <LinkButton to="/partners" size="lg">
              Become a Partner
            </LinkButton>
            <LinkButton to="/register" size="lg" variant="secondary">
              Sign Up
            </LinkButton>
          </ButtonRow>
        </SectionFooter>
      </Section>
    </>
  );
}
