/** PUT /me/photos/order: puts my photos in a new order; the first is the main picture. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { myProfileQueryKey, useStoreMyProfile, type MyProfile } from './get-my-profile';

// Its input schema (ReorderPhotosSchema) is the server's only: the editor's first render carries no zod (decision 0060).

export const reorderPhotos = (photoIds: string[]): Promise<MyProfile> => api('reorderPhotos', { body: { photoIds } });

/** Optimistic: the tiles move at once and move back if the server refuses. */
export function useReorderPhotos() {
  const queryClient = useQueryClient();
  const storeProfile = useStoreMyProfile();
  return useMutation({
    mutationFn: reorderPhotos,
    onMutate: async (photoIds) => {
      await queryClient.cancelQueries({ queryKey: myProfileQueryKey });
      const previous = queryClient.getQueryData<MyProfile>(myProfileQueryKey);
      if (previous) {
        const byId = new Map(previous.photos.map((photo) => [photo.id, photo]));
        const photos = photoIds.map((id) => byId.get(id)).filter((photo) => photo !== undefined);
        queryClient.setQueryData<MyProfile>(myProfileQueryKey, { ...previous, photos });
      }
      return { previous };
    },
    onError: (_error, _photoIds, context) => {
      if (context?.previous) queryClient.setQueryData(myProfileQueryKey, context.previous);
    },
    onSuccess: storeProfile,
  });
}
