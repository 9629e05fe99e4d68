import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { ACCESS_MODAL, openAccessModal } from '../access-modal-state';
import { getPreviousLocation } from '../previous-location';

/** `/account?x=1` + redirectFrom -> keeps the previous page's own query, replaces redirectFrom. */
export function redirectBackTo(previous: string | null, target: string): string {
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

/**
 * The sign-in guard (spec section 2): without a session the visitor goes back to the previous
 * path (or /) with `?redirectFrom=<target>` and the login modal opens; login then returns there.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const { loggedIn } = useSession();
  const location = useLocation();
  if (!loggedIn) return <SendBackToLogin target={`${location.pathname}${location.search}`} />;
  return children ?? <Outlet />;
}
