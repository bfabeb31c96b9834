/** PUT /me/location: shares my position, or turns location off and clears it. Rate-limited. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UpdateLocationSchema, type UpdateLocation } from '#shared/schemas/location.ts';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';
import { useStoreMyProfile, type MyProfile } from './get-my-profile';

export { UpdateLocationSchema };
export type { UpdateLocation };

export const updateMyLocation = (location: UpdateLocation): Promise<MyProfile> =>
  api('updateMyLocation', { body: location });

export function useUpdateMyLocation() {
  const queryClient = useQueryClient();
  const storeProfile = useStoreMyProfile();
  return useMutation({
    mutationFn: updateMyLocation,
    onSuccess: (profile) => {
      storeProfile(profile);
      // Distances, and who is within reach, changed.
      void queryClient.invalidateQueries({ queryKey: memberListKeys.candidates });
    },
  });
}
