import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { lazyPage } from './chunk-load';
import { RouteError } from './components/RouteError';
import { AppLayout } from './layouts/AppLayout';
import { DefaultLayout } from './layouts/DefaultLayout';
import { HomeLayout } from './layouts/HomeLayout';
import { FullScreenLoading, LoadingLayout } from './layouts/LoadingLayout';
import { NOT_FOUND_ROUTE_ID } from './route-ids';

/*
 * Every route of spec section 2. Pages are lazy chunks; the app, home and default layouts
 * are in the entry chunk so the header and footer paint while the page loads. A pathless route
 * inside each layout holds the error element (chunk failures keep the header) and the loading
 * fallback of the first load.
 */

const accountRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../features/account/routes/AccountHome')) },
  {
    path: 'orders-and-tracking',
    lazy: lazyPage(() => import('../features/orders/routes/OrdersAndTracking')),
  },
  { path: 'notifications', lazy: lazyPage(() => import('../features/account/routes/Notifications')) },
  { path: 'saved-items', lazy: lazyPage(() => import('../features/saved/routes/SavedItems')) },
  { path: 'inbox', lazy: lazyPage(() => import('../features/account/routes/Inbox')) },
  {
    path: 'reviews-and-ratings',
    lazy: lazyPage(() => import('../features/orders/routes/ReviewsAndRatings')),
  },
  {
    path: 'reviews-and-ratings/rate-product/:id',
    lazy: lazyPage(() => import('../features/orders/routes/RateProduct')),
  },
  {
    path: 'newsletter-preference',
    lazy: lazyPage(() => import('../features/account/routes/NewsletterPreference')),
  },
  { path: 'address-book', lazy: lazyPage(() => import('../features/account/routes/AddressBook')) },
  { path: 'wallet/emart-wallet', lazy: lazyPage(() => import('../features/wallet/routes/EmartWallet')) },
  { path: 'wallet/spend-and-save', lazy: lazyPage(() => import('../features/wallet/routes/SpendAndSave')) },
  { path: 'wallet/smart-coin', lazy: lazyPage(() => import('../features/wallet/routes/SmartCoin')) },
  { path: 'order/:reference', lazy: lazyPage(() => import('../features/orders/routes/OrderDetails')) },
  { path: 'order/:reference/review', lazy: lazyPage(() => import('../features/orders/routes/OrderReview')) },
  {
    path: 'order/:reference/package-history',
    lazy: lazyPage(() => import('../features/orders/routes/PackageHistory')),
  },
  { path: 'cancel-order', lazy: lazyPage(() => import('../features/orders/routes/CancelOrder')) },
  { path: 'order-cancelled', lazy: lazyPage(() => import('../features/orders/routes/OrderCancelled')) },
];

const signInRequiredRoutes: RouteObject[] = [
  { path: 'store/:id', lazy: lazyPage(() => import('../features/catalog/routes/Store')) },
  {
    lazy: lazyPage(() => import('./layouts/CheckoutLayout')),
    children: [
      { path: 'checkout', lazy: lazyPage(() => import('../features/checkout/routes/Checkout')) },
      { path: 'checkout-legacy', lazy: lazyPage(() => import('../features/checkout/routes/CheckoutLegacy')) },
    ],
  },
  { path: 'order-complete', lazy: lazyPage(() => import('../features/checkout/routes/OrderComplete')) },
  {
    path: 'account',
    lazy: lazyPage(() => import('./layouts/UserDashboardLayout')),
    children: accountRoutes,
  },
];

const publicRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../features/catalog/routes/Home')) },
  { path: 'products', lazy: lazyPage(() => import('../features/catalog/routes/Products')) },
  { path: 'product/:id', lazy: lazyPage(() => import('../features/catalog/routes/ProductDetails')) },
  { path: 'product/:id/reviews', lazy: lazyPage(() => import('../features/catalog/routes/ProductReviews')) },
  { path: 'categories', lazy: lazyPage(() => import('../features/catalog/routes/Categories')) },
  { path: 'category/:category', lazy: lazyPage(() => import('../features/catalog/routes/Category')) },
  { path: 'store-listing', lazy: lazyPage(() => import('../features/catalog/routes/StoreListing')) },
  { path: 'vendor/:name', lazy: lazyPage(() => import('../features/catalog/routes/Vendor')) },
  { path: 'terms-of-service', lazy: lazyPage(() => import('../features/engagement/routes/TermsOfService')) },
  { path: 'privacy-policy', lazy: lazyPage(() => import('../features/engagement/routes/PrivacyPolicy')) },
  { path: 'cars', lazy: lazyPage(() => import('../features/catalog/routes/Cars')) },
  { path: 'cars/:id', lazy: lazyPage(() => import('../features/catalog/routes/CarDetails')) },
  { path: 'cart', lazy: lazyPage(() => import('../features/cart/routes/Cart')) },
  { id: 'auth-layout', lazy: lazyPage(() => import('./layouts/AuthLayout')), children: signInRequiredRoutes },
];

const defaultLayoutRoutes: RouteObject[] = [
  { path: 'offline', lazy: lazyPage(() => import('./routes/Offline')) },
  { path: 'verify-link-email', lazy: lazyPage(() => import('../features/identity/routes/VerifyLinkEmail')) },
  { path: 'reset-password', lazy: lazyPage(() => import('../features/identity/routes/ResetPassword')) },
  { path: 'appeal-suspension', lazy: lazyPage(() => import('../features/identity/routes/AppealSuspension')) },
  {
    path: 'newsletter/confirm',
    lazy: lazyPage(() => import('../features/account/routes/NewsletterConfirm')),
  },
  { id: NOT_FOUND_ROUTE_ID, path: '*', lazy: lazyPage(() => import('./routes/NotFound')) },
];

export const routes: RouteObject[] = [
  {
    id: 'app',
    Component: AppLayout,
    errorElement: <RouteError />,
    HydrateFallback: FullScreenLoading,
    children: [
      {
        id: 'home-layout',
        Component: HomeLayout,
        children: [{ errorElement: <RouteError />, HydrateFallback: LoadingLayout, children: publicRoutes }],
      },
      {
        id: 'default-layout',
        Component: DefaultLayout,
        children: [
          { errorElement: <RouteError />, HydrateFallback: LoadingLayout, children: defaultLayoutRoutes },
        ],
      },
    ],
  },
];

/** The browser's router; `hydrationData` is the server renderer's router state (entry-server.tsx). */
export function createAppRouter(options: { hydrationData?: HydrationState } = {}) {
  return createBrowserRouter(routes, options);
}
