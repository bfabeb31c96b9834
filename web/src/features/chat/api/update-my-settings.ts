/** PUT /me/settings: saves my chat settings. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateChatSettings } from '#shared/schemas/chat.ts';
import { api } from '#web/lib/api-client.ts';
import { chatSettingsKey } from './get-my-settings';

export const updateMySettings = (settings: UpdateChatSettings) => api('updateMySettings', { body: settings });

export function useUpdateMySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMySettings,
    onSuccess: (saved) => queryClient.setQueryData(chatSettingsKey, saved),
  });
}
