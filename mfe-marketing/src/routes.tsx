import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { lazyWithPreload } from '@farmplate/session';
import { PublicLayout } from './layout/PublicLayout';
import { useSiteRegion } from './region/SiteRegionContext';
import { regionOfPath, type ContentRegion, type Region } from './region/region';

/** A page component loaded on first render, whose chunk can also be fetched ahead (`preload`). */
type Page = ReturnType<typeof lazyWithPreload<object>>;

const page = (load: () => Promise<{ default: ComponentType }>): Page => lazyWithPreload(load);

// Every page is its own chunk, fetched when its route is first shown (or ahead, by preloadPage).
const UsLandingPage = page(() => import('./home/UsLandingPage'));
const NigeriaLandingPage = page(() => import('./nigeria/NigeriaLandingPage'));
const GroceryPage = page(() => import('./grocery/GroceryPage'));
const UsAboutPage = page(() => import('./about/UsAboutPage'));
const NigeriaAboutPage = page(() => import('./about/NigeriaAboutPage'));
const ContactPage = page(() => import('./contact/ContactPage'));
const BlogListPage = page(() => import('./blog/BlogListPage'));
const BlogPostPage = page(() => import('./blog/BlogPostPage'));
const MenuPage = page(() => import('./menu/MenuPage'));
const DishPage = page(() => import('./menu/DishPage'));
// customers order: cart, checkout and the tracking link
const CartPage = page(() => import('./cart/CartPage'));
const CheckoutPage = page(() => import('./checkout/CheckoutPage'));
const TrackingPage = page(() => import('./tracking/TrackingPage'));
// farm boxes: the shop by ZIP and the reminder mail's skip link
const BoxesPage = page(() => import('./boxes/BoxesPage'));
const SkipLinkPage = page(() => import('./boxes/SkipLinkPage'));
const PrivacyPolicyPage = page(() => import('./legal/PrivacyPolicyPage'));
const TermsOfServicePage = page(() => import('./legal/TermsOfServicePage'));
const ReturnRefundPolicyPage = page(() => import('./legal/ReturnRefundPolicyPage'));
const DeliveryPolicyPage = page(() => import('./legal/DeliveryPolicyPage'));
const FarmersPage = page(() => import('./partners/FarmersPage'));
const KitchensPage = page(() => import('./partners/KitchensPage'));
const DeliveryPage = page(() => import('./partners/DeliveryPage'));
const CourierApplicationPage = page(() => import('./partners/CourierApplicationPage'));
const PartnersHubPage = page(() => import('./company/PartnersHubPage'));
const CareersPage = page(() => import('./company/CareersPage'));
const InvestorsPage = page(() => import('./company/InvestorsPage'));
const LoyaltyPage = page(() => import('./company/LoyaltyPage'));
const NewsroomPage = page(() => import('./company/NewsroomPage'));
const NotFoundPage = page(() => import('./notFound/NotFoundPage'));

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

/** The page a route shows in a layout for a market: `handle.pageOf`, read to preload it. */
type PageOf = (layout: ContentRegion, market: Region) => Page;

const marketPage =
  (us: Page, ng: Page): PageOf =>
  (_layout, market) =>
    market === 'ng' ? ng : us;

/**
 * `handle.title` names the document ('Contact Us · FarmPlate', read by the shell); a page whose
 * title depends on its content (a blog post, a dish, a legal page's region) refines it itself.
 */
const route = (path: string, Page: Page, title: string): RouteObject => ({
  path,
  element: <Page />,
  handle: { title, pageOf: () => Page },
});
const routeIn = (layouts: ContentRegion[], path: string, Page: Page, title: string): RouteObject => ({
  path,
  element: <OnlyIn layouts={layouts} page={Page} />,
  handle: { title, pageOf: (layout: ContentRegion) => (layouts.includes(layout) ? Page : NotFoundPage) },
});

/**
 * The pages of the public layouts (spec §2 "Public layouts"). /us, /ng and / share one list; the
 * layout (read from the address) decides what a page shows: the market's home and About, no
 * grocery in Nigeria, and the company pages only at the root, where the footer links to them.
 */
const layoutPages = (): RouteObject[] => [
  {
    index: true,
    element: <MarketPage us={UsLandingPage} ng={NigeriaLandingPage} />,
    handle: { title: 'Home', pageOf: marketPage(UsLandingPage, NigeriaLandingPage) },
  },
  routeIn(['us', 'general'], 'grocery', GroceryPage, 'Groceries, produce boxes and meal kits'),
  routeIn(['us', 'general'], 'boxes', BoxesPage, 'Farm boxes'),
  routeIn(['us'], 'subscriptions/skip/:token', SkipLinkPage, 'Skip a delivery'),
  {
    path: 'about',
    element: <MarketPage us={UsAboutPage} ng={NigeriaAboutPage} />,
    handle: { title: 'About FarmPlate', pageOf: marketPage(UsAboutPage, NigeriaAboutPage) },
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
  route('delivery/apply', CourierApplicationPage, 'Apply to deliver'),
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

/** The page components the first render of `pathname` shows (see preloadPage). */
function pagesAt(pathname: string): Page[] {
  const layout: ContentRegion = regionOfPath(pathname) ?? 'general';
  const market: Region = layout === 'general' ? 'us' : layout;
  const matches = matchRoutes(publicRoutes, pathname) ?? [];
  return matches.flatMap((match) => {
    const pageOf = (match.route.handle as { pageOf?: PageOf } | undefined)?.pageOf;
    return pageOf ? [pageOf(layout, market)] : [];
  });
}

/**
 * Fetches the chunks of the page at `pathname` as the first render shows it, for the shell to
 * await before hydrating a prerendered page: the layout's market, which in the general layout is
 * the United States' (a stored preference is read only after hydration).
 */
export async function preloadPage(pathname: string): Promise<void> {
  await Promise.all(pagesAt(pathname).map((page) => page.preload()));
}

/**
 * Pages whose every part that acts is an island (`Island`: the layout's header, footer, region
 * switch and chat, carousels, sign-up boxes, the menu's search and dishes, which fetch the live
 * menu themselves) and whose content is the same for every visitor.
 * Prerendered, they start with the islands' entry (islands/start.tsx), not the app. The others
 * (boxes, cart, checkout and tracking with their live data, the contact and courier
 * forms, the blog's filter, the legal pages, which follow where the visitor came from, the grocery
 * page) start the app and hydrate whole.
 */
const ISLAND_PAGES = new Set<Page>([
  UsLandingPage,
  NigeriaLandingPage,
  UsAboutPage,
  NigeriaAboutPage,
  FarmersPage,
  KitchensPage,
  DeliveryPage,
  PartnersHubPage,
  CareersPage,
  InvestorsPage,
  LoyaltyPage,
  NewsroomPage,
  MenuPage,
  NotFoundPage,
]);

/** Whether the prerendered page at `pathname` starts with its islands (shell/src/prerender asks). */
export function startsWithIslands(pathname: string): boolean {
  const pages = pagesAt(pathname);
  return pages.length > 0 && pages.every((page) => ISLAND_PAGES.has(page));
}
