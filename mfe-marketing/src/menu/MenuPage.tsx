import styled from 'styled-components';
import { LinkButton } from '@farmplate/design-system/core';
import { useSiteRegion } from '../region/SiteRegionContext';
import { CheckList, FeatureCards, KeyFigures, type Feature } from '../page/blocks';
import { SectionFooter, SectionHeading, Split, Section } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { MenuIsland } from './MenuIsland';

const PERSONALISE: Feature[] = [
  { icon: 'leaf', title: 'Gluten-free', text: 'Dishes made without wheat, barley or rye, from jollof to egusi.' },
  {
    icon: 'heart',
    title: 'Vegan and vegetarian',
    text: 'Plant-based classics like red red and akara, never an afterthought.',
  },
  {
    icon: 'shield',
    title: 'Allergen-free',
    text: 'Filter out nuts, shellfish, dairy and more, and we tell the kitchen too.',
  },
  { icon: 'chart', title: 'Calorie-conscious', text: 'Lighter portions and nutrition facts for every dish.' },
];

const PROMISE_FIGURES = [
  { value: '100 miles', label: 'Our sourcing radius' },
  { value: '100%', label: 'Of tips go to our couriers' },
];

const PROMISES = [
  'Harvests planned around real orders, so less food goes to waste',
  'Reusable, insulated delivery bags instead of single-use packaging',
  'Bonuses for couriers who deliver by bicycle or electric vehicle',
  'Fair, above-market prices for the farmers who grow your food',
];

const CenteredFooter = styled(SectionFooter)`
  justify-content: center;
`;

/**
 * The public menu (spec §2): its search, category chips, dishes and Add to Cart are an island
 * (MenuIsland: on the prerendered page only that part is hydrated), the sections below are content.
 */
export default function MenuPage() {
  usePageTitle('Our Menu');
  const { layout } = useSiteRegion();

  return (
    <>
      <MenuIsland layout={layout} />

      <Section labelledBy="personalise-title" tone="cream">
        <SectionHeading
          id="personalise-title"
          eyebrow="Personalize your meals"
          title="Eat the way that's right for you"
          intro="Tell us how you eat once, and we'll show you the dishes that fit."
        />
        <FeatureCards features={PERSONALISE} columns={4} />
        <SectionFooter>
          <LinkButton to="/register">Create an Account</LinkButton>
        </SectionFooter>
      </Section>

      <Section labelledBy="promise-title" tone="green">
        <SectionHeading
          id="promise-title"
          eyebrow="Our sustainability promise"
          title="Good for you, good for the farms, good for the planet"
          intro="We source close to home, deliver in reusable bags and reward couriers who ride bikes and electric vehicles."
        />
        <Split>
          <CheckList items={PROMISES} />
          <KeyFigures figures={PROMISE_FIGURES} />
        </Split>
      </Section>

      <Section labelledBy="ready-title">
        <SectionHeading
          id="ready-title"
          title="Ready to Order?"
          intro="Create your free account to order, save your favorites and track your delivery."
          center
        />
        <CenteredFooter>
          <LinkButton to="/register" size="lg">
            Sign Up Now
          </LinkButton>
        </CenteredFooter>
      </Section>
    </>
  );
}
