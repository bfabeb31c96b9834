/** PUT /me/location: shares my position, or turns location off and clears it. Rate-limited. */
import { UpdateLocationSchema, type UpdateLocation } from '#shared/schemas/location.ts';
import { api } from '#web/lib/api-client.ts';
import { useMoveMe, type MyProfile } from './get-my-profile';

export { UpdateLocationSchema };
export type { UpdateLocation };

export const updateMyLocation = (location: UpdateLocation): Promise<MyProfile> =>
  api('updateMyLocation', { body: location });

export const useUpdateMyLocation = () => useMoveMe(updateMyLocation);
