import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../../lib/session';

/** Guest-only guard: a signed-in visitor goes to /account. The spec keeps it, but no route uses it. */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const { loggedIn } = useSession();
  if (loggedIn) return <Navigate to="/account" replace />;
  return children ?? <Outlet />;
}
