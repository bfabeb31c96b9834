/** GET /me/profile: my whole profile, private fields included, with its completion. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyProfile } from '#shared/schemas/profile.ts';
import { api } from '#web/lib/api-client.ts';
import { meQueryOptions } from '#web/lib/me.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';

export type { MyProfile };

export const myProfileQueryKey = memberListKeys.myProfile;

export const getMyProfile = (): Promise<MyProfile> => api('getMyProfile');

export const myProfileQueryOptions = () => queryOptions({ queryKey: myProfileQueryKey, queryFn: getMyProfile });

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}

/**
 * Every profile write answers with the whole profile: put it in the cache
 * instead of fetching it again, and let GET /me (isProfileComplete) refresh.
 */
export function useStoreMyProfile() {
  const queryClient = useQueryClient();
  return (profile: MyProfile) => {
    queryClient.setQueryData(myProfileQueryKey, profile);
    void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey, exact: true });
  };
}

/**
 * A write that moves me (my position, my travel city): store the profile it answers with, and drop the deck, since
 * distances and who is within reach changed.
 */
export function useMoveMe<T>(move: (input: T) => Promise<MyProfile>) {
  const queryClient = useQueryClient();
  const storeProfile = useStoreMyProfile();
  return useMutation({
    mutationFn: move,
    onSuccess: (profile) => {
      storeProfile(profile);
      void queryClient.invalidateQueries({ queryKey: memberListKeys.candidates });
    },
  });
}
