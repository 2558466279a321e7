import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Grid } from '@farmplate/design-system/core';
import { Portrait, type PortraitLook } from '../illustrations/Portrait';
import { Icon, type IconName } from './icons';

/** Content blocks the public pages are made of: feature cards, lists, steps, figures, testimonials. */

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const FeatureCard = styled(Card)`
  height: 100%;
  color: ${({ theme }) => theme.colors.text};
  h3 {
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface Feature {
  icon: IconName;
  title: string;
  text: ReactNode;
}

const FeatureList = styled(Grid)`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function FeatureCards({ features, columns = 3 }: { features: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <FeatureList forwardedAs="ul" role="list" columns={{ base: 1, md: 2, lg: columns }} gap={5}>
      {features.map((feature) => (
        <li key={feature.title}>
          <FeatureCard>
            <IconBadge>
              <Icon name={feature.icon} />
            </IconBadge>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </FeatureCard>
        </li>
      ))}
    </FeatureList>
  );
}

const Checks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: flex-start;
    margin: 0;
  }
  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

export function CheckList({ items }: { items: readonly ReactNode[] }) {
  return (
    <Checks>
      {items.map((item, index) => (
        <li key={index}>
          <Icon name="check" size={20} />
          <span>{item}</span>
        </li>
      ))}
    </Checks>
  );
}

const StepItems = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }
`;

const StepCard = styled(Card)`
  position: relative;
  height: 100%;
  padding-top: ${({ theme }) => theme.space(12)};
  color: ${({ theme }) => theme.colors.text};
  h3 {
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &::before {
    counter-increment: step;
    content: counter(step);
    position: absolute;
    top: ${({ theme }) => theme.space(4)};
    left: ${({ theme }) => theme.space(5)};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export interface Step {
  title: string;
  text: ReactNode;
}

/** Numbered steps ('How it works'); the numbers come from the list itself. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <StepItems>
      {steps.map((step) => (
        <li key={step.title}>
          <StepCard>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </StepCard>
        </li>
      ))}
    </StepItems>
  );
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Big marketing figures: '40%' over 'more revenue for vendors'. */
export function KeyFigures({ figures }: { figures: readonly { value: string; label: string }[] }) {
  return (
    <Figures>
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </Figures>
  );
}

export interface Testimonial {
  quote: string;
  name: string;
  /** Where they are, or their farm or kitchen. */
  location: string;
  look: PortraitLook;
}

const Quote = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  height: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};

  blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.body};
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    margin-top: auto;
  }
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const TestimonialFrame = styled(Card)`
  height: 100%;
`;

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <TestimonialFrame as="article">
      <Quote>
        <blockquote>
          <p>“{testimonial.quote}”</p>
        </blockquote>
        <figcaption>
          <Portrait look={testimonial.look} label={`Portrait of ${testimonial.name}`} size={56} />
          <div>
            <strong>{testimonial.name}</strong>
            <span>{testimonial.location}</span>
          </div>
        </figcaption>
      </Quote>
    </TestimonialFrame>
  );
}

export function TestimonialGrid({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <Grid columns={{ base: 1, md: 2, lg: 3 }} gap={5}>
      {testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.name} testimonial={testimonial} />
      ))}
    </Grid>
  );
}
