import type { Address } from '@oja/contract/account';
import { useProfile } from '../../../lib/profile';
import { useSession } from '../../../lib/session';

/** The signed-in shopper's primary delivery address, or null (guests, none set yet, or not reachable). */
export function useDeliveryAddress(): Address | null {
  const { loggedIn } = useSession();
  const { data } = useProfile();
  return loggedIn ? (data?.addresses.delivery_address ?? null) : null;
}
