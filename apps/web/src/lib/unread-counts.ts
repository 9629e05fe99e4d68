import { type UnreadCountsAnswer, unreadCountsAnswer } from '@oja/contract/account';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';

/**
 * GET account/unread-counts: the badges of the header and the account side menu. Reading or
 * marking a notification or a message invalidates this key, so every badge follows at once.
 */
export const unreadCountsKey = ['unread-counts'] as const;

export async function fetchUnreadCounts(): Promise<UnreadCountsAnswer> {
  return unreadCountsAnswer.parse((await api.get<unknown>('account/unread-counts')).data);
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
