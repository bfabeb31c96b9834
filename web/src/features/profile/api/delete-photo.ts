/** DELETE /me/photos/{photoId}: removes one of my photos and its stored objects. */
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useStoreMyProfile, type MyProfile } from './get-my-profile';

export const deletePhoto = (photoId: string): Promise<MyProfile> => api('deletePhoto', { params: { photoId } });

export function useDeletePhoto() {
  const storeProfile = useStoreMyProfile();
  return useMutation({ mutationFn: deletePhoto, onSuccess: storeProfile });
}
