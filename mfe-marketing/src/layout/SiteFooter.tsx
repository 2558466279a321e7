import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSiteRegion } from '../region/SiteRegionContext';
import type { Region } from '../region/region';
import { Container } from '../page/layout';
import { StaticHtml } from '../page/StaticHtml';
import { SocialLinks } from './SocialLinks';
import { BrandMark } from './BrandMark';

const Foot = styled.footer`
  padding: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(20)};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};

  a {
    color: ${({ theme }) => theme.colors.surface};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.saffron};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.6fr repeat(4, minmax(0, 1fr));
  }
`;

const About = styled.div`
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
  }
  p {
    max-width: 26rem;
    color: #e8dfd2;
  }
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Column = styled.nav`
  h2 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.saffron};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(10)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid #5c5247;
  color: #e8dfd2;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The four legal pages; their links say which region's version to show (spec §2 footer). */
const LEGAL_PAGES = [
  { path: '/privacy-policy', label: 'Privacy Policy' },
  { path: '/terms-of-service', label: 'Terms of Service' },
  { path: '/return-refund-policy', label: 'Return & Refund Policy' },
  { path: '/delivery-policy', label: 'Delivery & Shipping Policy' },
] as const;

const legalLink = (path: string, region: Region | null): string => (region ? `${path}?region=${region}` : path);

const COLUMNS = [
  {
    title: 'FarmPlate',
    links: [
      { to: '/', label: 'Home' },
      { to: '/menu', label: 'Menu' },
      { to: '/about', label: 'About' },
      { to: '/contact', label: 'Contact' },
      { to: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/careers', label: 'Careers' },
      { to: '/investors', label: 'Investors' },
      { to: '/loyalty', label: 'Loyalty Rewards' },
      { to: '/newsroom', label: 'Newsroom' },
    ],
  },
  {
    title: 'Partner with us',
    links: [
      { to: '/farmers', label: 'For Farmers' },
      { to: '/kitchens', label: 'For Ghost Kitchens' },
      { to: '/delivery', label: 'Delivery Partners' },
    ],
  },
];

export function SiteFooter() {
  const { layout, preferredRegion } = useSiteRegion();
  const legalRegion = layout === 'general' ? preferredRegion : layout;

  return (
    <Foot>
      <Container>
        <Columns>
          {/* the brand and the site's links: the same on every page of a layout */}
          <StaticHtml>
            <About>
              <Brand>
                <BrandMark />
                FarmPlate
              </Brand>
              <p>
                African, Caribbean and soul food, cooked by local kitchens from produce grown by local farmers, and
                delivered to your door. Serving the Dallas metro today, with Jos, Abuja and Lagos launching soon.
              </p>
              <SocialLinks tone="dark" />
            </About>
            {COLUMNS.map((column) => (
              <Column key={column.title} aria-labelledby={`footer-${column.title}`}>
                <h2 id={`footer-${column.title}`}>{column.title}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </Column>
            ))}
          </StaticHtml>
          <Column aria-labelledby="footer-legal">
            <h2 id="footer-legal">Legal</h2>
            <ul>
              {LEGAL_PAGES.map((page) => (
                <li key={page.path}>
                  <Link to={legalLink(page.path, legalRegion)}>{page.label}</Link>
                </li>
              ))}
            </ul>
          </Column>
        </Columns>
        <Bottom>
          {/* The prerendered page says the year it was built in; across a new year, that text stays until the next render. */}
          <span suppressHydrationWarning>© {new Date().getFullYear()} FarmPlate. All rights reserved.</span>
          <span>Made with love in Dallas and Lagos.</span>
        </Bottom>
      </Container>
    </Foot>
  );
}
