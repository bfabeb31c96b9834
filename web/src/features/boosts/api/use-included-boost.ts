/** POST /boosts/included: a 30-minute Boost from the plan's monthly allowance (the server counts it). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { BOOSTS_QUERY_KEY } from './get-boosts';

export function useIncludedBoost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('useIncludedBoost'),
    onSuccess: (status) => queryClient.setQueryData(BOOSTS_QUERY_KEY, status),
  });
}
