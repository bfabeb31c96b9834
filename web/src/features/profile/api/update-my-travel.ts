/** PUT /me/travel: places me in a listed city for discovery (Premium, Elite), or brings me home with null. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateTravel } from '../../../../../shared/schemas/travel';
import { api } from '../../../lib/api-client';
import { memberListKeys } from '../../../lib/query-keys';
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
