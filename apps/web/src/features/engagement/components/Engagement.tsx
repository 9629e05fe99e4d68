import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withoutAffiliateParams } from '../../../lib/affiliate';
import { startAffiliateTracking, trackAffiliateLink } from '../affiliate-tracking';
import { isOnline, networkNeedOf, offlineHref } from '../offline';
import { registerServiceWorker } from '../service-worker';
import { recordPageView, startViewInsights } from '../view-insights';
import { OfflineBanner } from './OfflineBanner';

// A location is read once, also when React runs an effect twice in development. The key alone is not
// enough: entries the router did not make (the first page, history.pushState) all have key 'default'.
let lastLocation: string | null = null;

/**
 * The engagement pieces every page has once it runs: affiliate links and view insights read from
 * the address, the offline bar, the service worker, and the offline guard (the cookie banner is
 * rendered with the page: CookieBanner). The app passes the
 * access modal's state (sign-in needs the network) so this feature does not import identity.
 */
export function Engagement({
  signInOpen,
  onSignInBlocked,
}: {
  signInOpen: boolean;
  onSignInBlocked: () => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    registerServiceWorker();
    startAffiliateTracking();
    return startViewInsights(queryClient);
  }, [queryClient]);

  useEffect(() => {
    const here = `${location.pathname}${location.search}`;
    if (lastLocation === `${location.key} ${here}`) return;
    lastLocation = `${location.key} ${here}`;
    // Checkout, payment and the account area ask the server live: offline, say so instead.
    const need = networkNeedOf(location.pathname);
    if (need && !isOnline()) {
      navigate(offlineHref(here, need), { replace: true });
      return;
    }
    if (trackAffiliateLink(location)) {
      navigate(
        { pathname: location.pathname, search: withoutAffiliateParams(location.search), hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
    recordPageView(location.pathname);
  }, [location, navigate]);

  useEffect(() => {
    if (!signInOpen || isOnline()) return;
    onSignInBlocked();
    navigate(offlineHref(`${location.pathname}${location.search}`, 'sign-in'));
  }, [signInOpen, onSignInBlocked, navigate, location.pathname, location.search]);

  return (
    <>
      {/* /offline says it already. */}
      <OfflineBanner hidden={location.pathname === '/offline'} />
    </>
  );
}
