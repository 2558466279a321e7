import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** Page frame, card and text styles shared by the sign-in, sign-up and password-reset screens. */

export const AuthPage = styled.main`
  display: flex;
  align-items: flex-start;
  justify-content: center;
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.media.md} {
    align-items: center;
  }
`;

export const AuthCard = styled.div`
  width: 100%;
  max-width: 560px;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(5)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

export const AuthHeading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const AuthLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Vertical rhythm of a form's fields, notices and buttons. */
export const FormStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space(2)};

  > :only-child {
    margin-left: auto;
  }
`;

/** An inline text link in the product's primary colour. */
export const AuthLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: underline;
  text-underline-offset: 2px;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** 'Don't have an account? Sign up now' and friends, under a form. */
export const SwitchLine = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
