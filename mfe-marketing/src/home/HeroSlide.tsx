import type { ComponentType } from 'react';
import styled from 'styled-components';
import { Frame } from '../page/layout';

const Caption = styled.figcaption`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
`;

export interface HeroSlideContent {
  Scene: ComponentType<{ className?: string }>;
  caption: string;
}

/** One slide of a hero carousel: inline art (painted with the page, no image request) and its caption. */
export function HeroSlide({ slide }: { slide: HeroSlideContent }) {
  const { Scene, caption } = slide;
  return (
    <Frame>
      <Scene />
      <Caption>{caption}</Caption>
    </Frame>
  );
}
