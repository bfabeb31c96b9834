import * as z from 'zod';
import { TRAVEL_CITY_IDS } from '../travel/cities';

/** Travel mode: a city from the list (shared/travel/cities.ts), or null to come home. Never coordinates. */
export const UpdateTravelSchema = z.strictObject({
  cityId: z.enum(TRAVEL_CITY_IDS).nullable(),
});
export type UpdateTravel = z.infer<typeof UpdateTravelSchema>;
