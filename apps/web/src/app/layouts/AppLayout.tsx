import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../../components/ui/Toaster';
import { Engagement } from '../../features/engagement/components/Engagement';
import { useAccessModal } from '../../features/identity/access-modal-state';
import { LogoutConfirm } from '../../features/identity/components/LogoutConfirm';
import { useRecordLocation } from '../../features/identity/previous-location';
import { NavigationProgress } from '../components/NavigationProgress';
import { AppProviders } from '../providers';
import { useLogout } from '../use-logout';

// The access modal's panels load on first open, not with the home page.
const AccessModalHost = lazy(() => import('../../features/identity/components/AccessModalHost'));

function AppChrome() {
  useRecordLocation();
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
      <Engagement signInOpen={isOpen} onSignInBlocked={close} />
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
