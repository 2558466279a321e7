import styled from 'styled-components';
import { Card, Grid } from '@farmplate/design-system/core';
import { FeatureCards, type Feature } from '../page/blocks';
import { Section, SectionHeading } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { CompanyHero } from './CompanyHero';

const PERKS: Feature[] = [
  { icon: 'heart', title: 'Health, dental and vision', text: 'Full coverage for you and your family from day one.' },
  { icon: 'pot', title: 'Family meal', text: 'Lunch from a different partner kitchen every day we are in the office.' },
  {
    icon: 'clock',
    title: 'Flexible hours',
    text: 'Core hours from 11 AM to 3 PM; the rest of your day is yours to plan.',
  },
  { icon: 'chart', title: 'Equity for everyone', text: 'Every full-time teammate owns a part of FarmPlate.' },
];

const ROLES = [
  { title: 'Farm Partnerships Manager', team: 'Partnerships', place: 'Dallas, Texas' },
  { title: 'Senior Front-End Engineer', team: 'Engineering', place: 'Remote (US) or Lagos' },
  { title: 'Kitchen Operations Lead', team: 'Operations', place: 'Abuja, Nigeria' },
  { title: 'Courier Community Coordinator', team: 'Delivery', place: 'Dallas, Texas' },
];

const Role = styled(Card)`
  h3 {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /careers: why work here and the open roles. */
export default function CareersPage() {
  usePageTitle('Careers');
  return (
    <>
      <CompanyHero
        id="careers-title"
        eyebrow="Careers"
        title="Help us build a fairer food system"
        lead="We are a small team of cooks, farmers' kids, engineers and organisers in Dallas and Lagos. If good food and fair pay matter to you, come build FarmPlate with us."
        art="teamHuddle"
        artAlt="Three FarmPlate teammates beside a chart that climbs upward"
      />
      <Section labelledBy="perks-title">
        <SectionHeading id="perks-title" title="Working at FarmPlate" />
        <FeatureCards features={PERKS} columns={4} />
      </Section>
      <Section labelledBy="roles-title" tone="cream">
        <SectionHeading
          id="roles-title"
          title="Open roles"
          intro="Send your CV and a few lines about a dish that matters to you to careers@farmplate.com, with the role in the subject line."
        />
        <Grid columns={{ base: 1, md: 2 }} gap={4}>
          {ROLES.map((role) => (
            <Role key={role.title} as="article">
              <h3>{role.title}</h3>
              <p>
                {role.team} · {role.place}
              </p>
            </Role>
          ))}
        </Grid>
      </Section>
    </>
  );
}
