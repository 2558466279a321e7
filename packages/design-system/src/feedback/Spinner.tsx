import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../layout/VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
  flex-shrink: 0;
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
`;

const SIZES = { sm: '1em', md: '1.5rem', lg: '2.5rem' } as const;

export interface SpinnerProps {
  /** What is loading, read by screen readers (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  size?: keyof typeof SIZES;
  className?: string;
}

export function Spinner({ label = 'Loading', showLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <Wrapper role="status" className={className}>
      <Ring $size={SIZES[size]} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Wrapper>
  );
}

/** The bare ring, for places that already announce the busy state (a loading button). */
export function SpinnerIcon({ size = 'sm' }: { size?: keyof typeof SIZES }) {
  return <Ring $size={SIZES[size]} aria-hidden="true" />;
}
