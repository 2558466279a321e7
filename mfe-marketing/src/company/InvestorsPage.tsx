import { KeyFigures } from '../page/blocks';
import { Prose, Section, SectionHeading } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { CompanyHero } from './CompanyHero';

/** /investors: the business in brief and how to reach investor relations. */
export default function InvestorsPage() {
  usePageTitle('Investors');
  return (
    <>
      <CompanyHero
        id="investors-title"
        eyebrow="Investors"
        title="Investing in the food of the diaspora"
        lead="FarmPlate is building the marketplace for African, Caribbean and soul food, from the farm to the table, in the United States and Nigeria."
        art="growthChart"
        artAlt="A bar chart with a rising arrow and a sprouting leaf"
      />
      <Section labelledBy="traction-title" tone="green">
        <SectionHeading id="traction-title" title="Where we are today" />
        <KeyFigures
          figures={[
            { value: '500+', label: 'Customers in the Dallas metro' },
            { value: '40%', label: 'Average revenue increase for vendors' },
            { value: '35%', label: 'More orders for vendors' },
            { value: '3', label: 'Nigerian cities launching soon' },
          ]}
        />
      </Section>
      <Section labelledBy="thesis-title">
        <SectionHeading id="thesis-title" title="Why now" />
        <Prose>
          <p>
            Millions of Americans of African and Caribbean heritage, and many more who love the food, still struggle to
            find it cooked well or to buy its ingredients fresh. Meanwhile, small and Black-owned farms lose income to
            middlemen and unsold harvests.
          </p>
          <p>
            FarmPlate links the two with a three-sided marketplace: farmers sell to kitchens, kitchens sell to
            customers, and our couriers deliver both. Demand forecasting keeps waste low and margins healthy for every
            side.
          </p>
          <p>
            After launching in the Dallas metro, we will open Houston, Austin and San Antonio, and bring the same model
            to Jos, Abuja and Lagos, where food loss between farm and city is among the highest in the world.
          </p>
          <p>
            For our investor materials, write to <a href="mailto:investors@farmplate.com">investors@farmplate.com</a>.
          </p>
        </Prose>
      </Section>
    </>
  );
}
