import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { ACCESS_MODAL, openAccessModal } from '../access-modal-state';
import { getPreviousLocation } from '../previous-location';
import { isSessionEndingOnPurpose, settleSessionEnding } from '../session-ending';

/** `/account?x=1` + redirectFrom -> keeps the previous page's own query, replaces redirectFrom. */
function redirectBackTo(previous: string | null, target: string): string {
  const url = new URL(previous ?? '/', 'http://oja.local');
  url.searchParams.set('redirectFrom', target);
  return `${url.pathname}${url.search}`;
}

function SendBackToLogin({ target }: { target: string }) {
  // Computed once: the recorder moves on as soon as this navigation commits.
  const [to] = useState(() => redirectBackTo(getPreviousLocation(target), target));
  useEffect(() => {
    openAccessModal(ACCESS_MODAL.login);
  }, []);
  return <Navigate to={to} replace />;
}

/** Access states a signed-in page may be opened with, e.g. /account?modal=change-password. */
const SIGNED_IN_MODALS = {
  'change-password': ACCESS_MODAL.resetPassword,
  // The wallet pages and checkout offer "Create a PIN" this way (lib/wallet.ts, PIN_SETTINGS_MODAL).
  'pin-settings': ACCESS_MODAL.pinSettings,
} as const;

/**
 * `?modal=change-password` on a signed-in page opens that access state, then leaves the address
 * bar: so an account page, a support mail or a test can link straight to the change-password form.
 */
function OpenRequestedModal() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const requested = params.get('modal');
    if (!requested || !(requested in SIGNED_IN_MODALS)) return;
    openAccessModal(SIGNED_IN_MODALS[requested as keyof typeof SIGNED_IN_MODALS]);
    params.delete('modal');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);
  return null;
}

/**
 * The sign-in guard (spec section 2): without a session the visitor goes back to the previous
 * path (or /) with `?redirectFrom=<target>` and the login modal opens; login then returns there.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const { loggedIn } = useSession();
  const location = useLocation();
  // Leaving this page after a deliberate logout: the guard stands aside until the page unmounts.
  useEffect(() => settleSessionEnding, []);
  if (!loggedIn && isSessionEndingOnPurpose()) return null;
  if (!loggedIn) return <SendBackToLogin target={`${location.pathname}${location.search}`} />;
  return (
    <>
      <OpenRequestedModal />
      {children ?? <Outlet />}
    </>
  );
}
