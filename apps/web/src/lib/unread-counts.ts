import type { UnreadCountsAnswer } from '@oja/contract/account';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';

/**
 * GET account/unread-counts: the badges of the header and the account side menu. Reading or
 * marking a notification or a message invalidates this key, so every badge follows at once.
 */
export const unreadCountsKey = ['unread-counts'] as const;

/** The answer's schema loads with the first count (signed in only): it stays off the first screen's script. */
async function fetchUnreadCounts(): Promise<UnreadCountsAnswer> {
  const [{ unreadCountsAnswer }, envelope] = await Promise.all([
    import('@oja/contract/account'),
    api.get<unknown>('account/unread-counts'),
  ]);
  return unreadCountsAnswer.parse(envelope.data);
}

/** Idle for guests. New notices arrive with order moves, so the count is asked again every minute. */
export function useUnreadCounts() {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: unreadCountsKey,
    queryFn: fetchUnreadCounts,
    enabled: loggedIn,
    staleTime: 15_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** '99+' past 99: a badge stays one small pill. */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
