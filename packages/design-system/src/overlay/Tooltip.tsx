import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Content = styled(TooltipPrimitive.Content)`
  z-index: ${({ theme }) => theme.zIndices.toast};
  max-width: min(280px, calc(100vw - 16px));
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  animation: ${fadeIn} ${({ theme }) => theme.transitions.fast};
`;

const Arrow = styled(TooltipPrimitive.Arrow)`
  fill: ${({ theme }) => theme.colors.text};
`;

export interface TooltipProps {
  /** The tip: extra information only, never the control's only name (give icon buttons an aria-label). */
  content: ReactNode;
  /** One focusable element (a Button, a link); the tip shows on hover and on keyboard focus. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** ms before it opens on hover (focus opens it at once). */
  delayDuration?: number;
}

/** A short description of a control on Radix Tooltip: hover or focus shows it, Escape hides it. */
export function Tooltip({ content, children, side = 'top', delayDuration = 300 }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <Content side={side} sideOffset={6} collisionPadding={8}>
            {content}
            <Arrow />
          </Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
