import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Page-building layout of the public site: width, section bands, headings, hero columns. */

export const Container = styled.div`
  width: 100%;
  max-width: 1180px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space(6)};
  }
`;

/** Small capitals above a heading. */
export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.accentDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export type SectionTone = 'plain' | 'cream' | 'green' | 'terracotta';

const tones = {
  plain: css``,
  cream: css`
    background: ${({ theme }) => theme.colors.surfaceAlt};
  `,
  terracotta: css`
    background: ${({ theme }) => theme.colors.accentSoft};
  `,
  // Text inherits the light colour; cards inside set their own dark text again.
  green: css`
    background: ${({ theme }) => theme.colors.primaryDark};
    color: ${({ theme }) => theme.colors.onPrimary};
    ${Eyebrow} {
      color: ${({ theme }) => theme.colors.accentSoft};
    }
    a:not([class]) {
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  `,
};

const Band = styled.section<{ $tone: SectionTone }>`
  padding: ${({ theme }) => theme.space(12)} 0;
  ${({ $tone }) => tones[$tone]}
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(16)} 0;
  }
`;

export interface SectionProps {
  children: ReactNode;
  tone?: SectionTone;
  /** The id of the section's heading, so the region is named by it. */
  labelledBy?: string;
  id?: string;
  className?: string;
}

/** A full-width band with the page's content width inside. */
export function Section({ children, tone = 'plain', labelledBy, id, className }: SectionProps) {
  return (
    <Band $tone={tone} aria-labelledby={labelledBy} id={id} className={className}>
      <Container>{children}</Container>
    </Band>
  );
}

const HeadingBlock = styled.div<{ $center: boolean }>`
  max-width: 46rem;
  margin: 0 ${({ $center }) => ($center ? 'auto' : '0')} ${({ theme }) => theme.space(8)};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p:last-child {
    margin-bottom: 0;
    color: inherit;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export interface SectionHeadingProps {
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  center?: boolean;
}

export function SectionHeading({ id, title, eyebrow, intro, center = false }: SectionHeadingProps) {
  return (
    <HeadingBlock $center={center}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h2 id={id}>{title}</h2>
      {intro && <p>{intro}</p>}
    </HeadingBlock>
  );
}

/** Text beside a picture from 1024 px up, stacked on phones. */
export const Split = styled.div<{ $reverse?: boolean }>`
  display: grid;
  /* minmax(0, …): a long unbreakable line never widens a column past the screen */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  align-items: center;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > :first-child {
      order: ${({ $reverse }) => ($reverse ? 2 : 0)};
    }
  }
`;

export const HeroBand = styled.section`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(12)};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.surfaceAlt} 0%,
    ${({ theme }) => theme.colors.background} 100%
  );
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(16)} 0;
  }
`;

export const HeroTitle = styled.h1`
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.display};
  color: ${({ theme }) => theme.colors.primaryDark};
`;

export const Lead = styled.p`
  max-width: 38rem;
  margin-bottom: ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A row of calls to action. On a phone they stand one under the other: side by side, whether the
 * second one fitted beside the first depended on which font had arrived (the fallback face is a
 * little narrower), and when the web font came it wrapped and moved the hero's picture down
 * (/ng's layout shift, 0.08).
 */
export const ButtonRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: initial;
  }
  /* a long label ('Apply to Become a Kitchen Partner') wraps on a phone instead of overflowing */
  & > a,
  & > button {
    max-width: 100%;
    white-space: normal;
    text-align: center;
  }
`;

/** Buttons or a note closing a section, set apart from the content above. */
export const SectionFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
  p {
    margin: 0;
  }
`;

/** A block set well apart from what comes before it in a section. */
export const Below = styled.div`
  margin-top: ${({ theme }) => theme.space(10)};
`;

/** A readable column of long text (legal pages, blog posts). */
export const Prose = styled.div`
  max-width: 46rem;
  font-size: ${({ theme }) => theme.fontSizes.md};

  h2 {
    margin-top: ${({ theme }) => theme.space(10)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    margin-top: ${({ theme }) => theme.space(6)};
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space(6)};
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

/** Art that keeps its slot's shape before it loads (fixed aspect ratio, no layout shift). */
export const Frame = styled.figure`
  margin: 0;
  svg,
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;
