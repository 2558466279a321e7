import styled from 'styled-components';
import { Card, Grid, LinkButton } from '@farmplate/design-system/core';
import { Illustration, type ArtName } from '../illustrations/Illustration';
import { KeyFigures } from '../page/blocks';
import { Section, SectionHeading } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';
import { CompanyHero } from './CompanyHero';

const PATHS: {
  page: 'farmers' | 'kitchens' | 'delivery';
  title: string;
  text: string;
  art: ArtName;
  alt: string;
  label: string;
}[] = [
  {
    page: 'farmers',
    title: 'Farmers and grocers',
    text: 'Above-market prices, guaranteed volumes and demand forecasts for every season.',
    art: 'farmField',
    alt: 'Rows of green crops rolling toward a red barn',
    label: 'For Farmers',
  },
  {
    page: 'kitchens',
    title: 'Ghost kitchens and restaurants',
    text: 'New customers without marketing costs, local ingredients in one order and no delivery staff to fund.',
    art: 'ghostKitchen',
    alt: 'A ghost kitchen pass with order tickets and boxed meals',
    label: 'For Ghost Kitchens',
  },
  {
    page: 'delivery',
    title: 'Delivery partners',
    text: 'Above-average base pay, 100% of your tips, flexible hours and bonuses for eco-friendly deliveries.',
    art: 'courierBike',
    alt: 'A courier on a bicycle carrying an insulated delivery bag',
    label: 'Become a Delivery Partner',
  },
];

const PathCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  a {
    align-self: flex-start;
    margin-top: auto;
  }
`;

/** /partners: the hub linking the three partner pages (linked from the Nigeria About page). */
export default function PartnersHubPage() {
  usePageTitle('Partner with FarmPlate');
  const { base } = useSiteRegion();
  return (
    <>
      <CompanyHero
        id="partners-title"
        eyebrow="Partners"
        title="Partner with FarmPlate"
        lead="Farmers, kitchens and couriers are the heart of FarmPlate. Choose how you'd like to grow with us, in Dallas today and in Jos, Abuja and Lagos soon."
        art="teamHuddle"
        artAlt="Three FarmPlate partners standing together beside a rising chart"
      />
      <Section labelledBy="partner-paths-title">
        <SectionHeading id="partner-paths-title" title="Three ways to partner" />
        <Grid columns={{ base: 1, md: 3 }} gap={5}>
          {PATHS.map((path) => (
            <PathCard key={path.page} as="section" aria-labelledby={`path-${path.page}`}>
              <Illustration name={path.art} alt={path.alt} />
              <h2 id={`path-${path.page}`}>{path.title}</h2>
              <p>{path.text}</p>
              <LinkButton to={sitePath(base, path.page)}>{path.label}</LinkButton>
            </PathCard>
          ))}
        </Grid>
      </Section>
      <Section labelledBy="partner-figures-title" tone="green">
        <SectionHeading id="partner-figures-title" title="What partners see" />
        <KeyFigures
          figures={[
            { value: '40%', label: 'Average revenue increase for vendors' },
            { value: '35%', label: 'More orders for vendors' },
            { value: '100 miles', label: 'Sourcing radius' },
            { value: '100%', label: 'Of tips kept by couriers' },
          ]}
        />
      </Section>
    </>
  );
}
