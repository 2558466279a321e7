import { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const sizes = {
  sm: css`
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space(6)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryDark};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryDark};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
      color: ${({ theme }) => theme.colors.primaryDark};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentDark};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primaryDark};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceAlt};
      color: ${({ theme }) => theme.colors.primaryDark};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerDark};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  `,
};

/** Shared by <Button> and <LinkButton> so a link that looks like a button looks exactly like one. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
