import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, LinkButton } from '@farmplate/design-system/core';
import { useSession } from '@farmplate/session';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';
import { Container } from '../page/layout';
import { BrandMark } from './BrandMark';
import { CartLink } from '../cart/CartLink';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  min-height: 64px;
  gap: ${({ theme }) => theme.space(3)};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
`;

const MenuToggle = styled(Button)`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Menu = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-basis: 100%;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding-bottom: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.md} {
    display: flex;
    flex-basis: auto;
    flex-direction: row;
    align-items: center;
    padding-bottom: 0;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space(2)};
  }

  a {
    display: block;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primaryDark};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryDark};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.accent};
  }
`;

const Account = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const SignedInAs = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * Top bar of the public layouts: brand, Home, Grocery, About, Contact, Blog, and Login and Sign Up
 * (for a signed-in visitor: their name and a link to their dashboard instead). On a phone the menu
 * folds behind a toggle, which Escape closes again.
 */
export function SiteHeader() {
  const { base, layout, preferredRegion } = useSiteRegion();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const { user } = useSession();
  const toggle = useRef<HTMLButtonElement>(null);
  // Grocery is a US service: the Nigeria layout has none, and the general one hides it for a Nigeria preference.
  const showGrocery = layout === 'us' || (layout === 'general' && preferredRegion !== 'ng');

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  const links = [
    { to: sitePath(base, ''), label: 'Home', end: true },
    ...(showGrocery ? [{ to: sitePath(base, 'grocery'), label: 'Grocery', end: false }] : []),
    { to: sitePath(base, 'about'), label: 'About', end: false },
    { to: sitePath(base, 'contact'), label: 'Contact', end: false },
    { to: sitePath(base, 'blog'), label: 'Blog', end: false },
  ];

  return (
    <Bar>
      <Row>
        <Brand to={sitePath(base, '')}>
          <BrandMark />
          FarmPlate
        </Brand>
        <MenuToggle
          ref={toggle}
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          {open ? 'Close menu' : 'Menu'}
        </MenuToggle>
        <Menu id="site-menu" aria-label="Main" $open={open}>
          <Links>
            {links.map((link) => (
              <li key={link.label}>
                <NavLink to={link.to} end={link.end}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </Links>
          <Account>
            <CartLink />
            {user ? (
              <>
                <SignedInAs>{user.name}</SignedInAs>
                <LinkButton to="/dashboard" size="sm">
                  My Dashboard
                </LinkButton>
              </>
            ) : (
              <>
                <LinkButton to="/login" variant="secondary" size="sm">
                  Login
                </LinkButton>
                <LinkButton to="/register" size="sm">
                  Sign Up
                </LinkButton>
              </>
            )}
          </Account>
        </Menu>
      </Row>
    </Bar>
  );
}
