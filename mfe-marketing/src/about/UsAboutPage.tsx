import styled from 'styled-components';
import { Grid, LinkButton, VisuallyHidden } from '@farmplate/design-system/core';
import { CommunityTableScene } from '../illustrations/scenes/usScenes';
import { Illustration, type ArtName } from '../illustrations/Illustration';
import { LOOKS } from '../illustrations/looks';
import { FeatureCards, Steps, TestimonialGrid, type Feature, type Step, type Testimonial } from '../page/blocks';
import {
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

const GALLERY: { art: ArtName; alt: string; caption: string }[] = [
  {
    art: 'farmField',
    alt: 'Rows of green crops rolling toward a red barn',
    caption: 'Partner farms within 100 miles of Dallas',
  },
  {
    art: 'kitchenTeam',
    alt: 'A chef stirring a steaming pot while a colleague prepares ingredients',
    caption: 'Our partner kitchens cook every order fresh',
  },
  {
    art: 'courierBike',
    alt: 'A courier on a bicycle carrying an insulated delivery bag',
    caption: 'Couriers who keep 100% of their tips',
  },
  {
    art: 'communityTable',
    alt: 'Friends sharing plates of food at a long table',
    caption: 'Food that brings the family back to the table',
  },
];

const VALUES: Feature[] = [
  {
    icon: 'users',
    title: 'Community first',
    text: 'We hire, buy and cook in the neighborhoods we serve, and we measure success by how much stays there.',
  },
  {
    icon: 'cash',
    title: 'Fair pay for growers and cooks',
    text: 'Farmers earn above-market prices and kitchens keep more of every order than on any other platform we know.',
  },
  {
    icon: 'pot',
    title: 'Culture on every plate',
    text: 'African, Caribbean and soul food recipes, cooked by people who grew up eating them, never watered down.',
  },
  {
    icon: 'recycle',
    title: 'Sustainability',
    text: 'A 100-mile sourcing radius, reusable delivery bags and bonuses for couriers on bikes and electric vehicles.',
  },
  {
    icon: 'shield',
    title: 'Transparency',
    text: 'Every dish names the farm its produce came from, and every partner sees exactly how they are paid.',
  },
];

const HOW_IT_WORKS: Step[] = [
  { title: 'Farmers grow', text: 'Local farms plan their harvest around real orders from our partner kitchens.' },
  { title: 'Kitchens cook', text: 'Ghost kitchens and restaurants turn that produce into the dishes you grew up on.' },
  {
    title: 'We deliver',
    text: 'Our couriers bring your meal in 30 to 60 minutes, or your groceries the same or next day.',
  },
];

const TESTIMONIALS: Testimonial[] = [
  {
    quote: 'FarmPlate bought my whole okra crop before I planted it. That kind of certainty lets a small farm grow.',
    name: 'Kwame Mensah',
    location: 'Green Valley Farm, Terrell',
    look: LOOKS.deepShort,
  },
  {
    quote: 'As a busy nurse, I finally eat real food on my night shifts. The red red is my go-to.',
    name: 'Aisha Bello',
    location: 'Irving, Texas',
    look: LOOKS.warmWrap,
  },
  {
    quote: 'I deliver by bike around Deep Ellum. Flexible hours, fair pay and I keep every cent of my tips.',
    name: 'Jamal Carter',
    location: 'Delivery partner, Dallas',
    look: LOOKS.brownBald,
  },
];

const Figure = styled.figure`
  margin: 0;
  figcaption {
    margin-top: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Statement = styled.div`
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The US About page (spec §2): hero, story, four images, five values, mission, vision, steps, testimonials. */
export default function UsAboutPage() {
  usePageTitle('About FarmPlate');

  return (
    <>
      <HeroBand aria-labelledby="about-title">
        <Container>
          <Split>
            <div>
              <Eyebrow>About FarmPlate</Eyebrow>
              <HeroTitle id="about-title">We bring the food of home to the table, fresh from local farms</HeroTitle>
              <Lead>
                FarmPlate connects families across the Dallas metro with African, Caribbean and soul food cooked by
                local kitchens, from produce grown by local farmers.
              </Lead>
            </div>
            <Frame>
              <CommunityTableScene />
            </Frame>
          </Split>
        </Container>
      </HeroBand>

      <Section labelledBy="story-title">
        <Split>
          <div>
            <SectionHeading
              id="story-title"
              eyebrow="Our story"
              title="It started with a pot of jollof and a half-empty farm stand"
            />
            <p>
              In 2024, a Nigerian-born chef in South Dallas could not find fresh scotch bonnets for her jollof, while an
              hour away a Black farmer was ploughing unsold peppers back into the ground. The food was there. The
              connection was not.
            </p>
            <p>
              FarmPlate is that connection. We agree volumes with farmers before they plant, share the harvest among
              partner kitchens who cook the food of their heritage, and deliver it to families who have been missing it.
            </p>
            <p>Today our network feeds more than 500 customers, and every order keeps money in the community.</p>
          </div>
          <Illustration name="marketStall" alt="A farmer at a green-awning stall of tomatoes, yams and plantains" />
        </Split>
      </Section>

      <Section labelledBy="gallery-title" tone="cream">
        <SectionHeading id="gallery-title" title="The people behind every plate" />
        <Grid columns={{ base: 1, md: 2, lg: 4 }} gap={5}>
          {GALLERY.map((image) => (
            <Figure key={image.art}>
              <Illustration name={image.art} alt={image.alt} />
              <figcaption>{image.caption}</figcaption>
            </Figure>
          ))}
        </Grid>
      </Section>

      <Section labelledBy="values-title">
        <SectionHeading id="values-title" eyebrow="What we stand for" title="Our core values" />
        <FeatureCards features={VALUES} />
      </Section>

      <Section labelledBy="mission-title" tone="green">
        <VisuallyHidden as="h2" id="mission-title">
          Mission and vision
        </VisuallyHidden>
        <Grid columns={{ base: 1, md: 2 }} gap={8}>
          <Statement>
            <h3>Our mission</h3>
            <p>
              To connect communities with fresh, culturally rich food, while paying the farmers, cooks and couriers who
              make it a fair living.
            </p>
          </Statement>
          <Statement>
            <h3>Our vision</h3>
            <p>
              A food system where every neighborhood can eat the food of its heritage, grown close to home and shared
              around the table.
            </p>
          </Statement>
        </Grid>
      </Section>

      <Section labelledBy="how-title">
        <SectionHeading id="how-title" eyebrow="How it works" title="Three steps from the field to your fork" />
        <Steps steps={HOW_IT_WORKS} />
      </Section>

      <Section labelledBy="about-testimonials-title" tone="terracotta">
        <SectionHeading id="about-testimonials-title" title="From our community" center />
        <TestimonialGrid testimonials={TESTIMONIALS} />
        <SectionFooter>
          <LinkButton to="/register" size="lg">
            Sign Up Today
          </LinkButton>
        </SectionFooter>
      </Section>
    </>
  );
}
