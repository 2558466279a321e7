import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@farmplate/design-system';

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export interface ProfileSectionProps {
  /** The heading's id: the section is a region named by its heading. */
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled card of a profile screen ('Personal Information', 'Security' …). */
export function ProfileSection({ id, title, actions, children }: ProfileSectionProps) {
  return (
    <Section as="section" aria-labelledby={id}>
      <Header>
        <h2 id={id}>{title}</h2>
        {actions}
      </Header>
      {children}
    </Section>
  );
}
