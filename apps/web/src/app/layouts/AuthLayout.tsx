import { RequireSession } from '../../features/identity/components/RequireSession';

/** The auth layout: every route under it needs a signed-in session. */
export function AuthLayout() {
  return <RequireSession />;
}
