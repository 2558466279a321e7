import styled, { keyframes } from 'styled-components';
import { FOOD_IMAGE_SIZE, FOOD_IMAGES } from './foodImages';

/**
 * Spec §2/§9: the images fade in at 0, 4, 8 and 12 s with a 1.5 s fade, then the cycle repeats.
 * Done in CSS (one 16 s animation, staggered delays): no timers, nothing to clean up, and it
 * stops for visitors who ask for reduced motion.
 */
const SLOT_S = 4;
const FADE_S = 1.5;
const CYCLE_S = SLOT_S * FOOD_IMAGES.length;
const percent = (seconds: number) => `${((seconds / CYCLE_S) * 100).toFixed(3)}%`;

const fadeInTurn = keyframes`
  0% { opacity: 0; }
  ${percent(FADE_S)} { opacity: 1; }
  ${percent(SLOT_S)} { opacity: 1; }
  ${percent(SLOT_S + FADE_S)} { opacity: 0; }
  100% { opacity: 0; }
`;

const Frame = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Slide = styled.img<{ $order: number }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: 0;
  animation: ${fadeInTurn} ${CYCLE_S}s linear infinite both;
  animation-delay: ${({ $order }) => $order * SLOT_S}s;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    opacity: ${({ $order }) => ($order === 0 ? 1 : 0)};
  }
`;

export function FoodSlideshow() {
  return (
    <Frame>
      {FOOD_IMAGES.map((image, order) => (
        <Slide
          key={image.alt}
          src={image.src}
          alt={image.alt}
          width={FOOD_IMAGE_SIZE.width}
          height={FOOD_IMAGE_SIZE.height}
          decoding="async"
          // the first picture is the page's largest paint; the others show later, after the page loaded
          fetchPriority={order === 0 ? 'high' : 'low'}
          loading={order === 0 ? 'eager' : 'lazy'}
          $order={order}
        />
      ))}
    </Frame>
  );
}
