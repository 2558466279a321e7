import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '@farmplate/design-system/core';
import { CUSTOMER_SERVICE_HOURS, LIVE_CHAT_HOURS, US_SUPPORT_PHONE, MARKETS } from '../business/businessFacts';
import { SocialLinks } from '../layout/SocialLinks';
import { SignupBox } from '../newsletter/SignupBox';
import { Icon } from '../page/icons';
import { Below, Container, Eyebrow, HeroBand, HeroTitle, Lead, Section, SectionHeading } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { useSiteRegion } from '../region/SiteRegionContext';
import { ContactForm, isContactUserType } from './ContactForm';
import { FAQS } from './faqs';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;

const Details = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0;
  }
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p,
  dl {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dl > div {
    display: contents;
  }
  dd {
    margin: 0;
  }
`;

const Questions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 48rem;

  details {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  details p {
    margin: ${({ theme }) => theme.space(3)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Contact (spec §2): form, contact details, hours, social links, five FAQs and the newsletter box. */
export default function ContactPage() {
  usePageTitle('Contact Us');
  const { market } = useSiteRegion();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('type');
  const facts = MARKETS[market];

  return (
    <>
      <HeroBand aria-labelledby="contact-title">
        <Container>
          <Eyebrow>Contact</Eyebrow>
          <HeroTitle id="contact-title">We&apos;d love to hear from you</HeroTitle>
          <Lead>
            A question about your order, a farm you&apos;d like us to meet, a kitchen that wants to grow? Send us a
            message and a real person will reply.
          </Lead>
        </Container>
      </HeroBand>

      <Section>
        <Columns>
          <Card as="section" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">Send us a message</h2>
            <ContactForm initialUserType={isContactUserType(asked) ? asked : 'customer'} />
          </Card>
          <Details as="section" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">Contact details</h2>
            <div>
              <h3>
                <Icon name="chat" size={20} /> Email
              </h3>
              <p>
                <a href={`mailto:${facts.supportEmail}`}>{facts.supportEmail}</a>
              </p>
            </div>
            <div>
              <h3>
                <Icon name="phone" size={20} /> Phone
              </h3>
              <p>
                {market === 'us' ? (
                  <a href={`tel:+1${US_SUPPORT_PHONE.replace(/\D/g, '')}`}>{US_SUPPORT_PHONE}</a>
                ) : (
                  'Call and WhatsApp lines open at launch'
                )}
              </p>
            </div>
            <div>
              <h3>
                <Icon name="map" size={20} /> Office
              </h3>
              <p>{facts.office}</p>
            </div>
            <div>
              <h3>
                <Icon name="clock" size={20} /> Hours
              </h3>
              <dl>
                {CUSTOMER_SERVICE_HOURS.map((row) => (
                  <div key={row.days}>
                    <dt>{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
              <p>Live chat: {LIVE_CHAT_HOURS}, every day.</p>
            </div>
            <div>
              <h3>
                <Icon name="users" size={20} /> Follow us
              </h3>
              <SocialLinks />
            </div>
          </Details>
        </Columns>
      </Section>

      <Section labelledBy="faq-title" tone="cream">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <Questions>
          {FAQS.map((faq) => (
            <details key={faq.question}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </Questions>
        <Below>
          <SignupBox
            id="contact-newsletter-title"
            title="Get the FarmPlate newsletter"
            actions={[{ label: 'Subscribe', source: 'contact' }]}
          >
            <p>New dishes, farm stories and recipes from our kitchens, once a month.</p>
          </SignupBox>
        </Below>
      </Section>
    </>
  );
}
