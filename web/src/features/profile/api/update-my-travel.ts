/** PUT /me/travel: places me in a listed city for discovery (Premium, Elite), or brings me home with null. */
import type { UpdateTravel } from '#shared/schemas/travel.ts';
import { api } from '#web/lib/api-client.ts';
import { useMoveMe, type MyProfile } from './get-my-profile';

export const updateMyTravel = (travel: UpdateTravel): Promise<MyProfile> => api('updateMyTravel', { body: travel });

export const useUpdateMyTravel = () => useMoveMe(updateMyTravel);
