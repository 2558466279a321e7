import { Card } from '@farmplate/design-system/core';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Eyebrow, HeroBand, HeroTitle, Lead, Section } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';
import { CourierApplicationForm } from './CourierApplicationForm';

const Narrow = styled(Card)`
  max-width: 48rem;
  margin: 0 auto;
`;

/** /delivery/apply (and /us, /ng): the courier application the delivery page's Apply links open. */
export default function CourierApplicationPage() {
  usePageTitle('Apply to deliver');
  const { market, base } = useSiteRegion();
  return (
    <>
      <HeroBand aria-labelledby="courier-apply-title">
        <Container>
          <Eyebrow>Deliver with FarmPlate</Eyebrow>
          <HeroTitle id="courier-apply-title">Apply to deliver</HeroTitle>
          <Lead>
            Tell us about yourself and how you deliver. We check every application, then email you when your account is
            ready. Questions first? Read <Link to={sitePath(base, 'delivery')}>what delivering with us is like</Link>.
          </Lead>
        </Container>
      </HeroBand>
      <Section>
        <Narrow as="section" aria-labelledby="courier-form-title">
          <h2 id="courier-form-title">Your application</h2>
          <CourierApplicationForm key={market} region={market} />
        </Narrow>
      </Section>
    </>
  );
}
