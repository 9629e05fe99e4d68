import { type InboxAnswer, type InboxMessage, inboxAnswer, inboxMessage } from '@oja/contract/account';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unreadCountsKey } from '../../../lib/unread-counts';
import { accountKeys } from './keys';

const INBOX_PER_PAGE = 10;

async function fetchInbox(page: number): Promise<InboxAnswer> {
  const { data } = await api.get<unknown>('inbox', { query: { page, perPage: INBOX_PER_PAGE } });
  return inboxAnswer.parse(data);
}

async function fetchInboxMessage(uuid: string): Promise<InboxMessage> {
  return inboxMessage.parse((await api.get<unknown>(`inbox/${encodeURIComponent(uuid)}`)).data);
}

/** GET inbox: one page of messages, newest first, with the unread count. */
export function useInbox(page: number) {
  return useQuery({
    queryKey: accountKeys.inboxPage(page),
    queryFn: () => fetchInbox(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * GET inbox/{uuid}: the whole message. The server marks it read as it answers, so the list, the
 * badges and the account home are asked again once it has arrived.
 */
export function useInboxMessage(uuid: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: accountKeys.inboxMessage(uuid ?? ''),
    queryFn: async () => {
      const message = await fetchInboxMessage(uuid ?? '');
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.inboxPages }),
        queryClient.invalidateQueries({ queryKey: accountKeys.overview }),
        queryClient.invalidateQueries({ queryKey: unreadCountsKey }),
      ]);
      return message;
    },
    enabled: uuid !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
