/** PUT /me/profile: saves every editable field and marks the profile complete. */
import { useMutation } from '@tanstack/react-query';
import { ProfileFieldsSchema, type ProfileFields } from '#shared/schemas/profile.ts';
import { api } from '#web/lib/api-client.ts';
import { useStoreMyProfile, type MyProfile } from './get-my-profile';

/** The form validates with the same schema the handler uses. */
export { ProfileFieldsSchema };
export type { ProfileFields };

export const updateMyProfile = (fields: ProfileFields): Promise<MyProfile> => api('updateMyProfile', { body: fields });

export function useUpdateMyProfile() {
  const storeProfile = useStoreMyProfile();
  return useMutation({ mutationFn: updateMyProfile, onSuccess: storeProfile });
}
