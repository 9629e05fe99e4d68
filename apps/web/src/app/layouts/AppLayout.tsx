import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { Toaster } from '../../components/ui/Toaster';
import { CookieBanner } from '../../features/engagement/components/CookieBanner';
import { Engagement } from '../../features/engagement/components/Engagement';
import { useAccessModal } from '../../features/identity/access-modal-state';
import { LogoutConfirm } from '../../features/identity/components/LogoutConfirm';
import { useRecordLocation } from '../../features/identity/previous-location';
import { PendingSave } from '../../features/saved/components/PendingSave';
import { useHydrated } from '../../lib/hydrated';
import { pageMeta } from '../../lib/seo-pages';
import { NavigationProgress } from '../components/NavigationProgress';
import { AppProviders } from '../providers';
import { NOT_FOUND_ROUTE_ID } from '../route-ids';
import { useLogout } from '../use-logout';

// The access modal's panels load on first open, not with the home page.
const AccessModalHost = lazy(() => import('../../features/identity/components/AccessModalHost'));

/**
 * The tab's title follows the page as the shopper moves around (the server wrote the first one):
 * the same words as the server's, from the same place, updated when the page's answer lands.
 */
function useDocumentTitle() {
  const location = useLocation();
  const client = useQueryClient();
  const notFound = useMatches().at(-1)?.id === NOT_FOUND_ROUTE_ID;
  useEffect(() => {
    const update = () => {
      const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
      // The page's own read answered 404 (its observed queries are the page's).
      const missing = client
        .getQueryCache()
        .getAll()
        .some(
          (query) =>
            query.getObserversCount() > 0 &&
            query.state.status === 'error' &&
            (query.state.error as { status?: number } | null)?.status === 404,
        );
      const { title } = pageMeta({ url, publicUrl: window.location.origin, client, notFound, missing });
      if (document.title !== title) document.title = title;
    };
    update();
    return client.getQueryCache().subscribe(update);
  }, [location.pathname, location.search, client, notFound]);
}

/**
 * The offline bar and the engagement pieces are this device's (its network, its address): they
 * appear once the server's HTML has hydrated. Only this small component renders again when
 * hydration ends, not the page under AppChrome. (The cookie banner is rendered with the page.)
 */
function AfterHydration({
  signInOpen,
  onSignInBlocked,
}: {
  signInOpen: boolean;
  onSignInBlocked: () => void;
}) {
  const hydrated = useHydrated();
  return hydrated ? <Engagement signInOpen={signInOpen} onSignInBlocked={onSignInBlocked} /> : null;
}

function AppChrome() {
  useRecordLocation();
  useDocumentTitle();
  const { isOpen, close } = useAccessModal();
  const logout = useLogout();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <Toaster />
      {isOpen ? (
        <Suspense fallback={null}>
          <AccessModalHost />
        </Suspense>
      ) : null}
      <LogoutConfirm onConfirm={logout} />
      <PendingSave />
      <AfterHydration signInOpen={isOpen} onSignInBlocked={close} />
      <CookieBanner />
      <ScrollRestoration />
    </>
  );
}

/**
 * The app layout (root route): providers, toasts, the access modal host, and the engagement pieces
 * (cookie banner, affiliate links, view insights, offline bar and guard, service worker).
 */
export function AppLayout() {
  return (
    <AppProviders>
      <AppChrome />
    </AppProviders>
  );
}
