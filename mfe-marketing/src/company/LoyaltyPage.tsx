import { LinkButton } from '@farmplate/design-system/core';
import { FeatureCards, Steps, type Feature, type Step } from '../page/blocks';
import { ButtonRow, Section, SectionHeading } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';
import { CompanyHero } from './CompanyHero';

const EARN: Step[] = [
  { title: 'Order', text: 'Every meal, grocery box and meal kit earns points for each dollar you spend.' },
  { title: 'Subscribe', text: 'Weekly and biweekly subscribers earn double points on every box.' },
  { title: 'Redeem', text: 'Trade your points for rewards whenever you like; they never expire while you order.' },
];

const REWARDS: Feature[] = [
  { icon: 'truck', title: 'Free delivery', text: 'Put your points toward the delivery fee on any order.' },
  { icon: 'star', title: 'Exclusive meals', text: 'Dishes our partner chefs cook only for loyalty members.' },
  { icon: 'pot', title: 'Cooking experiences', text: 'Classes in our partner kitchens, from jollof to jerk.' },
  { icon: 'heart', title: 'Community rewards', text: 'Donate points to feed neighbors through local food banks.' },
];

/** /loyalty: the loyalty points programme of the grocery page (coming with the apps). */
export default function LoyaltyPage() {
  usePageTitle('Loyalty Rewards');
  const { base } = useSiteRegion();
  return (
    <>
      <CompanyHero
        id="loyalty-title"
        eyebrow="Loyalty rewards, coming soon"
        title="Eat well, earn points, share the rewards"
        lead="FarmPlate loyalty points arrive with our mobile apps. Earn on every order and redeem for free delivery, exclusive meals, cooking experiences and community rewards."
        art="loyaltyRewards"
        artAlt="A FarmPlate loyalty card surrounded by gold reward coins and stars"
      >
        <ButtonRow>
          <LinkButton to={sitePath(base, 'grocery')} size="lg">
            Shop Grocery Boxes
          </LinkButton>
        </ButtonRow>
      </CompanyHero>
      <Section labelledBy="earn-title">
        <SectionHeading id="earn-title" title="How you earn" />
        <Steps steps={EARN} />
      </Section>
      <Section labelledBy="rewards-title" tone="cream">
        <SectionHeading id="rewards-title" title="What you can redeem" />
        <FeatureCards features={REWARDS} columns={4} />
      </Section>
    </>
  );
}
