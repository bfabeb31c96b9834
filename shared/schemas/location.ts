import * as z from 'zod';

/** Core spec §4: on with coordinates, or off (which clears them). */
export const UpdateLocationSchema = z.discriminatedUnion('enabled', [
  z.strictObject({
    enabled: z.literal(true),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    /** Metres, as the browser reports it; kept only to ignore wildly imprecise fixes. */
    accuracy: z.number().min(0).max(1_000_000).optional(),
  }),
  z.strictObject({ enabled: z.literal(false) }),
]);
export type UpdateLocation = z.infer<typeof UpdateLocationSchema>;

/** A member may move their position at most this often; stops scripted trilateration. */
export const LOCATION_UPDATE_MIN_INTERVAL_SECONDS = 60;
