import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { resetCart } from '../features/cart/cart-store';
import { revokeToken } from '../features/identity/api/identity-api';
import { endSessionOnPurpose } from '../features/identity/session-ending';
import { forgetSignedInQueries } from '../lib/query-client';
import { getToken } from '../lib/session';

/**
 * Logout (spec section 4): clears the token and the session flag, resets the cart and goes to /.
 * Ending it on purpose tells the route guard this is no expired session, so a signed-in page still
 * on screen does not answer with its own redirect and login modal. The server is asked to revoke
 * the token (POST logout) without waiting: offline or not, the device forgets the session at once.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const token = getToken();
    // Sent while still signed in, so it carries the token alone (no guest headers to refuse it).
    if (token) void revokeToken(token).catch(() => undefined);
    endSessionOnPurpose();
    resetCart();
    await navigate('/');
    forgetSignedInQueries(queryClient);
  };
}
