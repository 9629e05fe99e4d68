import type { ProfileAnswer } from '@oja/contract/account';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';

/**
 * GET user/profile, shared by the cart's delivery notice and checkout (features do not import each
 * other). Saving an address invalidates this key, so every reader sees the new primary address.
 */
export const profileQueryKey = ['profile'] as const;

/**
 * The answer is checked against the contract's schema, loaded with the first fetch: building the
 * account schemas is a long task on a phone, and the cart page (whose delivery notice reads the
 * profile) would otherwise build them for every guest, who never asks for one.
 */
async function fetchProfile(): Promise<ProfileAnswer> {
  const [{ profileAnswer }, { data }] = await Promise.all([
    import('@oja/contract/account'),
    api.get<unknown>('user/profile'),
  ]);
  return profileAnswer.parse(data);
}

/** The signed-in shopper's profile; idle for guests (the call needs a customer's token). */
export function useProfile() {
  const { loggedIn } = useSession();
  return useQuery({ queryKey: profileQueryKey, queryFn: fetchProfile, enabled: loggedIn });
}
