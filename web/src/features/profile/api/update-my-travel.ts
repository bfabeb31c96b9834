/** PUT /me/travel: places me in a listed city for discovery (Premium, Elite), or brings me home with null. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateTravel } from '#shared/schemas/travel.ts';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';
import { useStoreMyProfile, type MyProfile } from './get-my-profile';

export const updateMyTravel = (travel: UpdateTravel): Promise<MyProfile> => api('updateMyTravel', { body: travel });

export function useUpdateMyTravel() {
  const queryClient = useQueryClient();
  const storeProfile = useStoreMyProfile();
  return useMutation({
    mutationFn: updateMyTravel,
    onSuccess: (profile) => {
      storeProfile(profile);
      // A new place: new people, new distances.
      void queryClient.invalidateQueries({ queryKey: memberListKeys.candidates });
    },
  });
}
