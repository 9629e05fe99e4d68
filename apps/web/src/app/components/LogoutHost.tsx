import { LogoutConfirm } from '../../features/identity/components/LogoutConfirm';
import { useLogout } from '../use-logout';

/**
 * The logout confirmation with what it does (clear the session, reset the cart, go to /): one chunk
 * the app layout loads when LOGOUT asks for it, not with every page.
 */
export default function LogoutHost() {
  const logout = useLogout();
  return <LogoutConfirm onConfirm={logout} />;
}
