/** PUT /me/incognito: Incognito on (Premium, Elite) or off (always allowed). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateIncognito } from '#shared/schemas/incognito.ts';
import { api } from '#web/lib/api-client.ts';
import { incognitoKey } from './get-incognito';

export const updateIncognito = (input: UpdateIncognito) => api('updateIncognito', { body: input });

export function useUpdateIncognito() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIncognito,
    onSuccess: (saved) => queryClient.setQueryData(incognitoKey, saved),
  });
}
