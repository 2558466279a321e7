import type { ReactNode } from 'react';
import { Carousel } from '@farmplate/design-system/core';
import { StaticHtml } from '../page/StaticHtml';
import { Island } from './Island';

export interface SlidesCarouselProps {
  label: string;
  intervalMs: number;
  showArrows?: boolean;
  /** How many slides it turns. */
  count: number;
}

/**
 * A carousel whose slides never change (the carousel shows and hides them): each slide is
 * StaticHtml, so on a prerendered page only the frames and controls are hydrated. The islands'
 * entry hydrates it without the slides' content (`slides` undefined): they stay the server's HTML.
 */
export function SlidesCarousel({ slides, count, ...carousel }: SlidesCarouselProps & { slides?: ReactNode[] }) {
  return (
    <Carousel
      {...carousel}
      slides={Array.from({ length: count }, (_, index) => index)}
      renderSlide={(index) => <StaticHtml>{slides?.[index]}</StaticHtml>}
    />
  );
}

/** A carousel of still slides, as an island of the page. */
export function CarouselIsland({ slides, ...carousel }: Omit<SlidesCarouselProps, 'count'> & { slides: ReactNode[] }) {
  const props: SlidesCarouselProps = { ...carousel, count: slides.length };
  return (
    <Island name="carousel" props={props}>
      <SlidesCarousel {...props} slides={slides} />
    </Island>
  );
}
