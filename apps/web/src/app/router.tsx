import type { ReactNode } from 'react';
import {
  type Location,
  matchRoutes,
  type RouteMatch,
  type RouteObject,
  useLocation,
  useRoutes,
} from 'react-router';
import { type LazyPage, lazyPage } from './chunk-load';
import { RouteBoundary, RouteErrorBoundary } from './components/RouteBoundary';
import { AppLayout } from './layouts/AppLayout';
import { DefaultLayout } from './layouts/DefaultLayout';
import { HomeLayout } from './layouts/HomeLayout';
import { LoadingLayout } from './layouts/LoadingLayout';
import { NOT_FOUND_ROUTE_ID, NotFoundRoute } from './route-ids';

/*
 * Every route of spec section 2, for React Router's declarative router (ADR 51). Pages are lazy
 * chunks; the app, home and default layouts are in the entry chunk so the header and footer paint
 * while the page loads. A pathless route inside each layout holds the pages' boundary: a failing
 * page or chunk is told there (the header stays), and a page still loading shows the loading layout.
 */

const accountRoutes: RouteObject[] = [
  { index: true, Component: lazyPage(() => import('../features/account/routes/AccountHome')) },
  {
    path: 'orders-and-tracking',
    Component: lazyPage(() => import('../features/orders/routes/OrdersAndTracking')),
  },
  { path: 'notifications', Component: lazyPage(() => import('../features/account/routes/Notifications')) },
  { path: 'saved-items', Component: lazyPage(() => import('../features/saved/routes/SavedItems')) },
  { path: 'inbox', Component: lazyPage(() => import('../features/account/routes/Inbox')) },
  {
    path: 'reviews-and-ratings',
    Component: lazyPage(() => import('../features/orders/routes/ReviewsAndRatings')),
  },
  {
    path: 'reviews-and-ratings/rate-product/:id',
    Component: lazyPage(() => import('../features/orders/routes/RateProduct')),
  },
  {
    path: 'newsletter-preference',
    Component: lazyPage(() => import('../features/account/routes/NewsletterPreference')),
  },
  { path: 'address-book', Component: lazyPage(() => import('../features/account/routes/AddressBook')) },
  { path: 'wallet/emart-wallet', Component: lazyPage(() => import('../features/wallet/routes/EmartWallet')) },
  {
    path: 'wallet/spend-and-save',
    Component: lazyPage(() => import('../features/wallet/routes/SpendAndSave')),
  },
  { path: 'wallet/smart-coin', Component: lazyPage(() => import('../features/wallet/routes/SmartCoin')) },
  { path: 'order/:reference', Component: lazyPage(() => import('../features/orders/routes/OrderDetails')) },
  {
    path: 'order/:reference/review',
    Component: lazyPage(() => import('../features/orders/routes/OrderReview')),
  },
  {
    path: 'order/:reference/package-history',
    Component: lazyPage(() => import('../features/orders/routes/PackageHistory')),
  },
  { path: 'cancel-order', Component: lazyPage(() => import('../features/orders/routes/CancelOrder')) },
  { path: 'order-cancelled', Component: lazyPage(() => import('../features/orders/routes/OrderCancelled')) },
];

const signInRequiredRoutes: RouteObject[] = [
  { path: 'store/:id', Component: lazyPage(() => import('../features/catalog/routes/Store')) },
  {
    Component: lazyPage(() => import('./layouts/CheckoutLayout')),
    children: [
      { path: 'checkout', Component: lazyPage(() => import('../features/checkout/routes/Checkout')) },
      {
        path: 'checkout-legacy',
        Component: lazyPage(() => import('../features/checkout/routes/CheckoutLegacy')),
      },
    ],
  },
  { path: 'order-complete', Component: lazyPage(() => import('../features/checkout/routes/OrderComplete')) },
  {
    path: 'account',
    Component: lazyPage(() => import('./layouts/UserDashboardLayout')),
    children: accountRoutes,
  },
];

const publicRoutes: RouteObject[] = [
  { index: true, Component: lazyPage(() => import('../features/catalog/routes/Home')) },
  { path: 'products', Component: lazyPage(() => import('../features/catalog/routes/Products')) },
  { path: 'product/:id', Component: lazyPage(() => import('../features/catalog/routes/ProductDetails')) },
  {
    path: 'product/:id/reviews',
    Component: lazyPage(() => import('../features/catalog/routes/ProductReviews')),
  },
  { path: 'categories', Component: lazyPage(() => import('../features/catalog/routes/Categories')) },
  { path: 'category/:category', Component: lazyPage(() => import('../features/catalog/routes/Category')) },
  { path: 'store-listing', Component: lazyPage(() => import('../features/catalog/routes/StoreListing')) },
  { path: 'vendor/:name', Component: lazyPage(() => import('../features/catalog/routes/Vendor')) },
  {
    path: 'terms-of-service',
    Component: lazyPage(() => import('../features/engagement/routes/TermsOfService')),
  },
  {
    path: 'privacy-policy',
    Component: lazyPage(() => import('../features/engagement/routes/PrivacyPolicy')),
  },
  { path: 'cars', Component: lazyPage(() => import('../features/catalog/routes/Cars')) },
  { path: 'cars/:id', Component: lazyPage(() => import('../features/catalog/routes/CarDetails')) },
  { path: 'cart', Component: lazyPage(() => import('../features/cart/routes/Cart')) },
  {
    id: 'auth-layout',
    Component: lazyPage(() => import('./layouts/AuthLayout')),
    children: signInRequiredRoutes,
  },
];

const defaultLayoutRoutes: RouteObject[] = [
  { path: 'offline', Component: lazyPage(() => import('./routes/Offline')) },
  {
    path: 'verify-link-email',
    Component: lazyPage(() => import('../features/identity/routes/VerifyLinkEmail')),
  },
  { path: 'reset-password', Component: lazyPage(() => import('../features/identity/routes/ResetPassword')) },
  {
    path: 'appeal-suspension',
    Component: lazyPage(() => import('../features/identity/routes/AppealSuspension')),
  },
  {
    path: 'newsletter/confirm',
    Component: lazyPage(() => import('../features/account/routes/NewsletterConfirm')),
  },
  { id: NOT_FOUND_ROUTE_ID, path: '*', Component: lazyPage(() => import('./routes/NotFound')) },
];

const pages = (children: RouteObject[]): RouteObject => ({
  element: <RouteBoundary fallback={<LoadingLayout />} />,
  children,
});

export const routes: RouteObject[] = [
  {
    id: 'app',
    Component: AppLayout,
    children: [
      { id: 'home-layout', Component: HomeLayout, children: [pages(publicRoutes)] },
      { id: 'default-layout', Component: DefaultLayout, children: [pages(defaultLayoutRoutes)] },
    ],
  },
];

/** The paths matched last, newest last: a few are asked again and again (see matchesAt). */
const recentMatches = new Map<string, RouteMatch[] | null>();
const RECENT_MATCHES = 8;

/**
 * The routes a path matches. React Router flattens and ranks the whole route table on every match,
 * and a page's path is matched several times as it opens (its code preloaded, the not-found check,
 * and on the server the 404 status): 5 % of the home page's script while it hydrated (issue 29).
 * So the last few paths' matches are kept; the table never changes.
 */
export function matchesAt(pathname: string): RouteMatch[] | null {
  let matches = recentMatches.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(routes, pathname);
    recentMatches.set(pathname, matches);
    if (recentMatches.size > RECENT_MATCHES) recentMatches.delete(recentMatches.keys().next().value!);
  }
  return matches;
}

const isLazy = (component: unknown): component is LazyPage =>
  typeof (component as Partial<LazyPage> | undefined)?.preload === 'function';

/**
 * Fetches the code of every lazy route `location` matches (layouts and page), side by side. Before
 * the first render (hydration, the server) so that it renders the page, not its loading fallback;
 * at each navigation so that nested lazy routes do not load one after the other.
 */
export async function preloadRoute(location: Pick<Location, 'pathname'> | string): Promise<void> {
  const matches = matchesAt(typeof location === 'string' ? location : location.pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (isLazy(route.Component) ? route.Component.preload() : null)));
}

/** The app's routes at the router's location, under the root error boundary (the data router's root errorElement). */
export function AppRoutes(): ReactNode {
  const location = useLocation();
  const page = useRoutes(routes);
  const notFound = matchesAt(location.pathname)?.at(-1)?.route.id === NOT_FOUND_ROUTE_ID;
  return (
    <RouteErrorBoundary location={location}>
      <NotFoundRoute.Provider value={notFound}>{page}</NotFoundRoute.Provider>
    </RouteErrorBoundary>
  );
}
