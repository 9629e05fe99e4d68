import { RequireSession } from '../../features/identity/components/RequireSession';

/** The auth layout: every route under it needs a signed-in session (a lazy chunk: no public page needs it). */
export default function AuthLayout() {
  return <RequireSession />;
}
