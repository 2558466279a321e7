import styled from 'styled-components';
import { Card, LinkButton } from '@farmplate/design-system/core';
import type { ContactUserType } from '@farmplate/contracts';
import { Illustration, type ArtName } from '../illustrations/Illustration';
import {
  CheckList,
  FeatureCards,
  Steps,
  TestimonialGrid,
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
import { usePageTitle } from '../page/usePageTitle';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';

export interface PartnerPageContent {
  /** Which partner type the apply links preselect on the contact form. */
  partnerType: Extract<ContactUserType, 'farmer' | 'kitchen' | 'delivery'>;
  /** Where the apply links go, under the site's base, when not the contact form ('delivery/apply'). */
  applyPath?: string;
  pageTitle: string;
  eyebrow: string;
  title: string;
  lead: string;
  art: ArtName;
  artAlt: string;
  benefitsTitle: string;
  benefits: Feature[];
  requirementsTitle: string;
  requirementsIntro: string;
  requirements: string[];
  applyLabel: string;
  /** 'Questions about farming with us? Email our farmer relations team at' + the address. */
  contactText: string;
  contactEmail: string;
  steps?: { title: string; steps: Step[]; beforeTestimonials: boolean };
  testimonialsTitle: string;
  testimonials: Testimonial[];
  closingTitle: string;
  closingText: string;
}

const ContactLine = styled.p`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Closing = styled(Card)`
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    max-width: 40rem;
    margin-left: auto;
    margin-right: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * The layout of the three partner pages (spec §2 "Partner pages"): hero, four benefits,
 * requirements with an apply link, a contact line, optional steps, three testimonials and a
 * closing Apply Now. Apply links open the partner's application (`applyPath`), else the contact
 * form with the partner type chosen.
 */
export function PartnerPage({ content }: { content: PartnerPageContent }) {
  usePageTitle(content.pageTitle);
  const { base } = useSiteRegion();
  const applyTo = content.applyPath
    ? sitePath(base, content.applyPath)
    : `${sitePath(base, 'contact')}?type=${content.partnerType}`;

  const steps = content.steps && (
    <Section labelledBy="partner-steps-title" tone="cream">
      <SectionHeading id="partner-steps-title" title={content.steps.title} />
      <Steps steps={content.steps.steps} />
    </Section>
  );

  return (
    <>
      <HeroBand aria-labelledby="partner-title">
        <Container>
          <Split>
            <div>
              <Eyebrow>{content.eyebrow}</Eyebrow>
              <HeroTitle id="partner-title">{content.title}</HeroTitle>
              <Lead>{content.lead}</Lead>
              <ButtonRow>
                <LinkButton to={applyTo} size="lg">
                  {content.applyLabel}
                </LinkButton>
              </ButtonRow>
            </div>
            <Illustration name={content.art} alt={content.artAlt} priority />
          </Split>
        </Container>
      </HeroBand>

      <Section labelledBy="partner-benefits-title">
        <SectionHeading id="partner-benefits-title" title={content.benefitsTitle} />
        <FeatureCards features={content.benefits} columns={4} />
      </Section>

      <Section labelledBy="partner-requirements-title" tone="terracotta">
        <SectionHeading
          id="partner-requirements-title"
          title={content.requirementsTitle}
          intro={content.requirementsIntro}
        />
        <CheckList items={content.requirements} />
        <LinkButton to={applyTo}>{content.applyLabel}</LinkButton>
        <ContactLine>
          {content.contactText} <a href={`mailto:${content.contactEmail}`}>{content.contactEmail}</a>.
        </ContactLine>
      </Section>

      {content.steps?.beforeTestimonials && steps}

      <Section labelledBy="partner-testimonials-title">
        <SectionHeading id="partner-testimonials-title" title={content.testimonialsTitle} center />
        <TestimonialGrid testimonials={content.testimonials} />
      </Section>

      {content.steps && !content.steps.beforeTestimonials && steps}

      <Section labelledBy="partner-closing-title">
        <Closing>
          <h2 id="partner-closing-title">{content.closingTitle}</h2>
          <p>{content.closingText}</p>
          <LinkButton to={applyTo} size="lg">
            Apply Now
          </LinkButton>
        </Closing>
      </Section>
    </>
  );
}
