import styled from 'styled-components';
import { EmptyState, LinkButton } from '@farmplate/design-system/core';
import { Illustration } from '../illustrations/Illustration';
import { Container } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';

const Narrow = styled(Container)`
  max-width: 36rem;
  padding-top: ${({ theme }) => theme.space(12)};
  padding-bottom: ${({ theme }) => theme.space(12)};
  h1 {
    text-align: center;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Any address the public site does not know. */
export default function NotFoundPage() {
  usePageTitle('Page not found');
  const { base } = useSiteRegion();
  return (
    <Narrow>
      <Illustration name="emptyPlate" alt="An empty plate with a knife and fork" priority />
      <h1>Page not found</h1>
      <EmptyState
        title="This plate is empty"
        message="The page you are looking for has moved or never existed. Let's get you back to the good food."
        action={
          <Actions>
            <LinkButton to={sitePath(base, '')}>Go to the Home Page</LinkButton>
            <LinkButton to={sitePath(base, 'menu')} variant="secondary">
              Browse the Menu
            </LinkButton>
          </Actions>
        }
      />
    </Narrow>
  );
}
