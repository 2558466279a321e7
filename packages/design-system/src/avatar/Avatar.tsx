import { useState } from 'react';
import styled from 'styled-components';

const SIZES = { sm: 32, md: 40, lg: 64, xl: 96 } as const;

const Circle = styled.span<{ $px: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ $px }) => Math.round($px * 0.42)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  text-transform: uppercase;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  name: string;
  /** Photo; the initial shows when there is none or it fails to load. */
  src?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}

/** First letter of a name, upper-cased ('?' for an empty name). */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !!src && failedSrc !== src;
  return (
    <Circle $px={SIZES[size]} className={className} role="img" aria-label={name}>
      {showImage ? (
        <img src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{initialOf(name)}</span>
      )}
    </Circle>
  );
}
