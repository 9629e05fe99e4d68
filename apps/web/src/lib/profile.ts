import { type ProfileAnswer, profileAnswer } from '@oja/contract/account';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';

/**
 * GET user/profile, shared by the cart's delivery notice and checkout (features do not import each
 * other). Saving an address invalidates this key, so every reader sees the new primary address.
 */
export const profileQueryKey = ['profile'] as const;

async function fetchProfile(): Promise<ProfileAnswer> {
  const { data } = await api.get<unknown>('user/profile');
  return profileAnswer.parse(data);
}

/** The signed-in shopper's profile; idle for guests (the call needs a customer's token). */
export function useProfile() {
  const { loggedIn } = useSession();
  return useQuery({ queryKey: profileQueryKey, queryFn: fetchProfile, enabled: loggedIn });
}
