import { useRef, type FocusEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useCarousel } from './useCarousel';

const Root = styled.section`
  position: relative;
`;

const Track = styled.div`
  display: grid;
`;

/** Slides share one grid cell, so the carousel is as tall as its tallest slide and can cross-fade. */
const Slide = styled.div<{ $active: boolean }>`
  grid-area: 1 / 1;
  min-width: 0;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  visibility: ${({ $active }) => ($active ? 'visible' : 'hidden')};
  transition:
    opacity ${({ theme }) => theme.transitions.slow},
    visibility ${({ theme }) => theme.transitions.slow};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Dot = styled.button`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: 50%;
    transition: background ${({ theme }) => theme.transitions.fast};
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Arrow = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 1.25rem;
  line-height: 1;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface CarouselProps<Slide> {
  slides: readonly Slide[];
  /** Time each slide shows before the next (spec §2: 4000, 5000 or 8000). */
  intervalMs: number;
  renderSlide: (slide: Slide, index: number, active: boolean) => ReactNode;
  /** Names the carousel ('Customer testimonials'). */
  label: string;
  showDots?: boolean;
  showArrows?: boolean;
  /** Accessible name of a slide; default '2 of 4'. */
  slideLabel?: (index: number, count: number) => string;
  className?: string;
}

/**
 * Rotating slides with dots and optional previous/next arrows; indices wrap. Rotation pauses
 * while the pointer is over it or focus is inside it, and is off for reduced-motion users.
 * Hidden slides are inert, so only the shown one is read or focused.
 */
export function Carousel<Slide>({
  slides,
  intervalMs,
  renderSlide,
  label,
  showDots = true,
  showArrows = false,
  slideLabel = (index, count) => `${index + 1} of ${count}`,
  className,
}: CarouselProps<Slide>) {
  const { index, next, prev, goTo, paused, setPaused } = useCarousel(slides.length, intervalMs);
  const hold = useRef({ hover: false, focus: false });
  const updateHold = (change: Partial<typeof hold.current>) => {
    hold.current = { ...hold.current, ...change };
    setPaused(hold.current.hover || hold.current.focus);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) updateHold({ focus: false });
  };
  const count = slides.length;

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onMouseEnter={() => updateHold({ hover: true })}
      onMouseLeave={() => updateHold({ hover: false })}
      onFocus={() => updateHold({ focus: true })}
      onBlur={onBlur}
    >
      <Track aria-live={paused ? 'polite' : 'off'}>
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <Slide
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i, count)}
              aria-hidden={!active}
              inert={!active}
              $active={active}
            >
              {renderSlide(slide, i, active)}
            </Slide>
          );
        })}
      </Track>
      {count > 1 && (showDots || showArrows) && (
        <Controls>
          {showArrows && (
            <Arrow type="button" onClick={prev} aria-label="Previous slide">
              <span aria-hidden="true">‹</span>
            </Arrow>
          )}
          {showDots &&
            slides.map((_, i) => (
              <Dot
                key={i}
                type="button"
                onClick={() => goTo(i)}
                aria-label={`Show slide ${slideLabel(i, count)}`}
                aria-current={i === index ? 'true' : undefined}
              />
            ))}
          {showArrows && (
            <Arrow type="button" onClick={next} aria-label="Next slide">
              <span aria-hidden="true">›</span>
            </Arrow>
          )}
        </Controls>
      )}
    </Root>
  );
}
