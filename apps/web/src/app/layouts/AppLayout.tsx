import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '../../components/ui/Toaster';
import { CookieBanner } from '../../features/engagement/components/CookieBanner';
import { useAccessModal } from '../../features/identity/access-modal-state';
import { useLogoutConfirm } from '../../features/identity/logout-confirm-state';
import { useRecordLocation } from '../../features/identity/previous-location';
import { PendingSave } from '../../features/saved/components/PendingSave';
import { useHydrated } from '../../lib/hydrated';
import { NavigationProgress } from '../components/NavigationProgress';
import { QuietBoundary } from '../components/QuietBoundary';
import { AppProviders } from '../providers';
import { markChromeStarted } from '../ready';
import { useIsNotFoundRoute } from '../route-ids';

// The access modal's panels load on first open, not with the home page; so does the logout
// confirmation. The engagement pieces come once the page has hydrated (AfterHydration).
const AccessModalHost = lazy(() => import('../../features/identity/components/AccessModalHost'));
const LogoutHost = lazy(() => import('../components/LogoutHost'));
const Engagement = lazy(() =>
  import('../../features/engagement/components/Engagement').then((module) => ({
    default: module.Engagement,
  })),
);

/** The page titles' words (lib/seo-pages), loaded once the first page is on screen: the server wrote
 * the first title, so the browser needs them only when the page changes. */
let pageMetaModule: Promise<typeof import('../../lib/seo-pages')> | null = null;
const loadPageMeta = () => {
  pageMetaModule ??= import('../../lib/seo-pages');
  return pageMetaModule;
};

/**
 * The tab's title follows the page as the shopper moves around (the server wrote the first one):
 * the same words as the server's, from the same place, updated when the page's answer lands.
 */
function useDocumentTitle() {
  const location = useLocation();
  const client = useQueryClient();
  const notFound = useIsNotFoundRoute();
  useEffect(() => {
    let pageMeta: typeof import('../../lib/seo-pages')['pageMeta'] | null = null;
    let active = true;
    const update = () => {
      if (!pageMeta) return;
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
    void loadPageMeta().then((module) => {
      if (!active) return;
      pageMeta = module.pageMeta;
      update();
    });
    const unsubscribe = client.getQueryCache().subscribe(update);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [location.pathname, location.search, client, notFound]);
}

/**
 * The offline bar and the engagement pieces are this device's (its network, its address): they
 * appear once the server's HTML has hydrated. Only this small component renders again when
 * hydration ends, not the page under AppChrome. (The cookie banner is rendered with the page.)
 */
/** Mounted beside the engagement pieces: its effect runs after theirs (app/ready.ts). */
function ChromeStarted() {
  useEffect(markChromeStarted, []);
  return null;
}

function AfterHydration({
  signInOpen,
  onSignInBlocked,
}: {
  signInOpen: boolean;
  onSignInBlocked: () => void;
}) {
  const hydrated = useHydrated();
  return hydrated ? (
    <QuietBoundary onError={markChromeStarted}>
      <Suspense fallback={null}>
        <Engagement signInOpen={signInOpen} onSignInBlocked={onSignInBlocked} />
        <ChromeStarted />
      </Suspense>
    </QuietBoundary>
  ) : null;
}

function AppChrome() {
  useRecordLocation();
  useDocumentTitle();
  const { isOpen, close } = useAccessModal();
  const logoutAsked = useLogoutConfirm();
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
      {logoutAsked ? (
        <QuietBoundary>
          <Suspense fallback={null}>
            <LogoutHost />
          </Suspense>
        </QuietBoundary>
      ) : null}
      <PendingSave />
      <AfterHydration signInOpen={isOpen} onSignInBlocked={close} />
      <CookieBanner />
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
