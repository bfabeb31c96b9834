/** The bell's data: my notifications with the unread count, and marking them read (shared/routes/notifications.ts). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: memberListKeys.notifications, queryFn: () => api('listNotifications') });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

/** Marks one (or, without an id, every one) read; the list shows it at once and the server's count follows. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId?: string) =>
      notificationId ? api('markNotificationRead', { params: { notificationId } }) : api('markAllNotificationsRead'),
    onMutate: (notificationId) => {
      queryClient.setQueryData<NotificationList>(
        memberListKeys.notifications,
        (data) =>
          data && {
            notifications: data.notifications.map((item) =>
              !notificationId || item.id === notificationId ? { ...item, read: true } : item,
            ),
            unread: notificationId
              ? Math.max(
                  0,
                  data.unread - (data.notifications.some((item) => item.id === notificationId && !item.read) ? 1 : 0),
                )
              : 0,
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberListKeys.notifications }),
  });
}
