import type { Address, ProfileAnswer } from '@oja/contract/account';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** The signed-in shopper's primary delivery address, or null (guests, none set, or not reachable). */
export function useDeliveryAddress(): Address | null {
  const { loggedIn } = useSession();
  const { data } = useQuery({
    queryKey: ['profile', 'delivery-address'],
    enabled: loggedIn,
    retry: false,
    queryFn: async () =>
      (await api.get<ProfileAnswer>('user/profile')).data.addresses?.delivery_address ?? null,
  });
  return loggedIn ? (data ?? null) : null;
}
