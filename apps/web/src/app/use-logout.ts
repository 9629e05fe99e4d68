import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { resetCart } from '../features/cart/cart-store';
import { clearSession } from '../lib/session';

/**
 * Logout (spec section 4): clears the token and the session flag, resets the cart and goes to /.
 * It leaves the signed-in page first so the route guard does not treat it as an expired session.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await navigate('/');
    clearSession();
    resetCart();
    // Everything but the category list belonged to the signed-in user.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'categories' });
  };
}
