import {
  type Notification,
  type NotificationsAnswer,
  notification,
  notificationsAnswer,
  readAllAnswer,
} from '@oja/contract/account';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unreadCountsKey } from '../../../lib/unread-counts';
import { accountKeys } from './keys';

const NOTIFICATIONS_PER_PAGE = 10;

async function fetchNotifications(page: number, unreadOnly: boolean): Promise<NotificationsAnswer> {
  const { data } = await api.get<unknown>('notifications', {
    query: { page, perPage: NOTIFICATIONS_PER_PAGE, unread: unreadOnly ? 'true' : undefined },
  });
  return notificationsAnswer.parse(data);
}

/** GET notifications: one page, newest first (unread only on the Unread tab), with the unread count. */
export function useNotifications(page: number, unreadOnly: boolean) {
  return useQuery({
    queryKey: accountKeys.notificationPage(page, unreadOnly),
    queryFn: () => fetchNotifications(page, unreadOnly),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** After a read: the list, the badges and the account home's counts are asked again. */
function useAfterRead() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.notifications }),
      queryClient.invalidateQueries({ queryKey: accountKeys.overview }),
      queryClient.invalidateQueries({ queryKey: unreadCountsKey }),
    ]);
}

/** POST notifications/{uuid}/read. */
export function useMarkNotificationRead() {
  const afterRead = useAfterRead();
  return useMutation({
    mutationFn: async (uuid: string): Promise<Notification> =>
      notification.parse((await api.post<unknown>(`notifications/${encodeURIComponent(uuid)}/read`)).data),
    onSuccess: afterRead,
  });
}

/** POST notifications/read-all: answers how many were marked and the server's words. */
export function useMarkAllNotificationsRead() {
  const afterRead = useAfterRead();
  return useMutation({
    mutationFn: async () => {
      const envelope = await api.post<unknown>('notifications/read-all');
      return { ...readAllAnswer.parse(envelope.data), message: envelope.message };
    },
    onSuccess: afterRead,
  });
}
