/** Which away emails I get (GET/PUT /me/email-preferences), and the unsubscribe link's call. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences } from '#shared/schemas/notifications.ts';
import { api } from '#web/lib/api-client.ts';

const emailPreferencesKey = ['me', 'email-preferences'] as const;

export function useEmailPreferences() {
  return useQuery({ queryKey: emailPreferencesKey, queryFn: () => api('getEmailPreferences') });
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: EmailPreferences) => api('updateEmailPreferences', { body: preferences }),
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesKey, saved),
  });
}

/** Public: the token is the proof, no session is needed. */
export const unsubscribe = (token: string) => api('unsubscribeEmail', { body: { token } });
