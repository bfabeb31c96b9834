/** Where each kind of news goes, e-mail and push (GET/PUT /me/notification-settings), and the unsubscribe link's call. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '#shared/schemas/notifications.ts';
import { api } from '#web/lib/api-client.ts';

const notificationSettingsKey = ['me', 'notification-settings'] as const;

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationSettingsKey, queryFn: () => api('getNotificationSettings') });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) => api('updateNotificationSettings', { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsKey, saved),
  });
}

/** Public: the token is the proof, no session is needed. */
export const unsubscribe = (token: string) => api('unsubscribeEmail', { body: { token } });
