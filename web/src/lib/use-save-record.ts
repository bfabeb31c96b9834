import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write that answers with the saved record: the answer goes straight into the cache under `queryKey` (no refetch),
 * then `afterSave` marks stale what the write changed elsewhere.
 */
export function useSaveRecord<I, O>(
  queryKey: QueryKey,
  save: (input: I) => Promise<O>,
  afterSave: (queryClient: QueryClient) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      afterSave(queryClient);
    },
  });
}
