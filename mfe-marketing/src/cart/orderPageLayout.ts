import styled from 'styled-components';
import { Card } from '@farmplate/design-system/core';
import { Container } from '../page/layout';

/** The frame the cart, checkout and tracking pages share: a padded page, and a card beside the content on wide screens. */
export const OrderPage = styled(Container)`
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(12)};
`;

export const WithSideCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 360px;
    align-items: start;
  }
`;

/** A card of facts or totals with its h2 title. */
export const SideCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
