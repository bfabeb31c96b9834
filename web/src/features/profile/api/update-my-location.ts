/** PUT /me/location: shares my position, or turns location off and clears it. Rate-limited. */
import type { UpdateLocation } from '#shared/schemas/location.ts';
import { api } from '#web/lib/api-client.ts';
import { useMoveMe, type MyProfile } from './get-my-profile';

// Its input schema (UpdateLocationSchema) is the server's only: the editor's first render carries no zod (decision 0060).
export type { UpdateLocation };

export const updateMyLocation = (location: UpdateLocation): Promise<MyProfile> =>
  api('updateMyLocation', { body: location });

export const useUpdateMyLocation = () => useMoveMe(updateMyLocation);
