import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './buttonStyles';

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** A react-router link that looks like a <Button> (navigation stays a link for assistive tech). */
export function LinkButton({ variant = 'primary', size = 'md', fullWidth = false, ...rest }: LinkButtonProps) {
  return <StyledLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}
