import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { resetCart } from '../features/cart/cart-store';
import { endSessionOnPurpose } from '../features/identity/session-ending';
import { forgetSignedInQueries } from '../lib/query-client';

/**
 * Logout (spec section 4): clears the token and the session flag, resets the cart and goes to /.
 * Ending it on purpose tells the route guard this is no expired session, so a signed-in page still
 * on screen does not answer with its own redirect and login modal.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    endSessionOnPurpose();
    resetCart();
    await navigate('/');
    forgetSignedInQueries(queryClient);
  };
}
