import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PublicLayout } from './layout/PublicLayout';
import { useSiteRegion } from './region/SiteRegionContext';
import type { ContentRegion } from './region/region';

// Every page is its own chunk, fetched when its route is first shown.
const UsLandingPage = lazy(() => import('./home/UsLandingPage'));
const NigeriaLandingPage = lazy(() => import('./nigeria/NigeriaLandingPage'));
const GroceryPage = lazy(() => import('./grocery/GroceryPage'));
const UsAboutPage = lazy(() => import('./about/UsAboutPage'));
const NigeriaAboutPage = lazy(() => import('./about/NigeriaAboutPage'));
const ContactPage = lazy(() => import('./contact/ContactPage'));
const BlogListPage = lazy(() => import('./blog/BlogListPage'));
const BlogPostPage = lazy(() => import('./blog/BlogPostPage'));
const MenuPage = lazy(() => import('./menu/MenuPage'));
const DishPage = lazy(() => import('./menu/DishPage'));
// customers order: cart, checkout and the tracking link
const CartPage = lazy(() => import('./cart/CartPage'));
const CheckoutPage = lazy(() => import('./checkout/CheckoutPage'));
const TrackingPage = lazy(() => import('./tracking/TrackingPage'));
const PrivacyPolicyPage = lazy(() => import('./legal/PrivacyPolicyPage'));
const TermsOfServicePage = lazy(() => import('./legal/TermsOfServicePage'));
const ReturnRefundPolicyPage = lazy(() => import('./legal/ReturnRefundPolicyPage'));
const DeliveryPolicyPage = lazy(() => import('./legal/DeliveryPolicyPage'));
const FarmersPage = lazy(() => import('./partners/FarmersPage'));
const KitchensPage = lazy(() => import('./partners/KitchensPage'));
const DeliveryPage = lazy(() => import('./partners/DeliveryPage'));
const PartnersHubPage = lazy(() => import('./company/PartnersHubPage'));
const CareersPage = lazy(() => import('./company/CareersPage'));
const InvestorsPage = lazy(() => import('./company/InvestorsPage'));
const LoyaltyPage = lazy(() => import('./company/LoyaltyPage'));
const NewsroomPage = lazy(() => import('./company/NewsroomPage'));
const NotFoundPage = lazy(() => import('./notFound/NotFoundPage'));

type Page = LazyExoticComponent<ComponentType>;

/** A page written per market: the layout's market (the general layout follows the stored preference). */
function MarketPage({ us: UsPage, ng: NgPage }: { us: Page; ng: Page }) {
  const { market } = useSiteRegion();
  return market === 'ng' ? <NgPage /> : <UsPage />;
}

/** A page some layouts do not have: the others show the not-found page at its address. */
function OnlyIn({ layouts, page: Page }: { layouts: ContentRegion[]; page: Page }) {
  const { layout } = useSiteRegion();
  return layouts.includes(layout) ? <Page /> : <NotFoundPage />;
}

/**
 * `handle.title` names the document ('Contact Us · FarmPlate', read by the shell); a page whose
 * title depends on its content (a blog post, a dish, a legal page's region) refines it itself.
 */
const route = (path: string, Page: Page, title: string): RouteObject => ({
  path,
  element: <Page />,
  handle: { title },
});
const routeIn = (layouts: ContentRegion[], path: string, Page: Page, title: string): RouteObject => ({
  path,
  element: <OnlyIn layouts={layouts} page={Page} />,
  handle: { title },
});

/**
 * The pages of the public layouts (spec §2 "Public layouts"). /us, /ng and / share one list; the
 * layout (read from the address) decides what a page shows: the market's home and About, no
 * grocery in Nigeria, and the company pages only at the root, where the footer links to them.
 */
const layoutPages = (): RouteObject[] => [
  { index: true, element: <MarketPage us={UsLandingPage} ng={NigeriaLandingPage} />, handle: { title: 'Home' } },
  routeIn(['us', 'general'], 'grocery', GroceryPage, 'Groceries, produce boxes and meal kits'),
  {
    path: 'about',
    element: <MarketPage us={UsAboutPage} ng={NigeriaAboutPage} />,
    handle: { title: 'About FarmPlate' },
  },
  route('contact', ContactPage, 'Contact Us'),
  route('blog', BlogListPage, 'Blog'),
  route('blog/:id', BlogPostPage, 'Blog'),
  route('menu', MenuPage, 'Our Menu'),
  route('menu/:id', DishPage, 'Our Menu'),
  route('cart', CartPage, 'Your Cart'),
  routeIn(['us', 'ng'], 'checkout', CheckoutPage, 'Checkout'),
  routeIn(['us', 'ng'], 'track/:token', TrackingPage, 'Your Order'),
  route('privacy-policy', PrivacyPolicyPage, 'Privacy Policy'),
  route('terms-of-service', TermsOfServicePage, 'Terms of Service'),
  route('return-refund-policy', ReturnRefundPolicyPage, 'Return and Refund Policy'),
  route('delivery-policy', DeliveryPolicyPage, 'Delivery and Shipping Policy'),
  route('farmers', FarmersPage, 'For Farmers'),
  route('kitchens', KitchensPage, 'For Ghost Kitchens'),
  route('delivery', DeliveryPage, 'Become a Delivery Partner'),
  routeIn(['general'], 'partners', PartnersHubPage, 'Partner with FarmPlate'),
  routeIn(['general'], 'careers', CareersPage, 'Careers'),
  routeIn(['general'], 'investors', InvestorsPage, 'Investors'),
  routeIn(['general'], 'loyalty', LoyaltyPage, 'Loyalty Rewards'),
  routeIn(['general'], 'newsroom', NewsroomPage, 'Newsroom'),
  route('*', NotFoundPage, 'Page not found'),
];

/**
 * The whole public route tree with absolute paths, for the shell to mount at '/*' behind its own
 * /login, /register, /forgot-password, /unauthorized and /dashboard routes; anything no page
 * claims is the not-found page. The layout takes its region from the address, so the same tree
 * also works if a shell mounts it under /us/* and /ng/* separately.
 */
export const publicRoutes: RouteObject[] = ['/us', '/ng', '/'].map((path) => ({
  path,
  element: <PublicLayout />,
  children: layoutPages(),
}));
