/** GET /me/insights: 30 days of views, likes and impressions, and each photo's like rate (Premium, Elite; 403 feature_locked otherwise). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileInsights } from '#shared/schemas/insights.ts';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';

export type { ProfileInsights };

export const getProfileInsights = (): Promise<ProfileInsights> => api('getProfileInsights');

export function useProfileInsights({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: memberListKeys.insights, queryFn: getProfileInsights, enabled, retry: false });
}

/**
 * Makes one photo the main one (PUT /me/photos/order with it first), so the
 * member can compare like rates the way smart photos do.
 */
export function useMakeMainPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, order }: { photoId: string; order: string[] }) =>
      api('reorderPhotos', { body: { photoIds: [photoId, ...order.filter((id) => id !== photoId)] } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberListKeys.insights });
      // The profile screen's query starts with ['me', 'profile'] (features/profile): it refetches on its next visit.
      void queryClient.invalidateQueries({ queryKey: ['me', 'profile'] });
    },
  });
}
