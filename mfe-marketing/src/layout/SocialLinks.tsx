import styled from 'styled-components';
import { VisuallyHidden } from '@farmplate/design-system/core';

/** FarmPlate's social accounts (contact page, blog and footer). */
const SOCIAL_ACCOUNTS = [
  { name: 'Instagram', href: 'https://www.instagram.com/farmplate', handle: '@farmplate' },
  { name: 'Facebook', href: 'https://www.facebook.com/farmplate', handle: 'FarmPlate' },
  { name: 'X', href: 'https://x.com/farmplate', handle: '@farmplate' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@farmplate', handle: '@farmplate' },
] as const;

const List = styled.ul<{ $tone: 'light' | 'dark' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme, $tone }) => ($tone === 'dark' ? '#8C7D69' : theme.colors.borderStrong)};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }
`;

export function SocialLinks({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <List $tone={tone} aria-label="FarmPlate on social media">
      {SOCIAL_ACCOUNTS.map((account) => (
        <li key={account.name}>
          <a href={account.href} rel="noopener noreferrer" target="_blank">
            {account.name}
            <VisuallyHidden> {account.handle} (opens in a new tab)</VisuallyHidden>
          </a>
        </li>
      ))}
    </List>
  );
}
