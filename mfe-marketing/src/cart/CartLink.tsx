import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { cartCount, useCart } from './cartStore';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';

const CartAnchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
`;

/** The header's way to the cart, with its count (0 on the server and the first render, then the stored cart). */
export function CartLink() {
  const { base } = useSiteRegion();
  const { cart } = useCart();
  const count = cartCount(cart);
  // a cart belongs to its kitchen's region: the general layout links to that region's cart
  const to = cart.region ? `/${cart.region}/cart` : sitePath(base, 'cart');
  return <CartAnchor to={to}>Cart ({count})</CartAnchor>;
}
