import * as z from 'zod';

/** Core spec "States and transitions": on with coordinates, or off (which clears them). */
/**
 * Seven decimals is about a centimetre, far finer than any fix. Rounding also
 * keeps subnormal numbers such as 5e-324, which DynamoDB refuses as an
 * underflow (the fuzz suite's find), from reaching the table.
 */
const roundedTo7 = (value: number) => Math.round(value * 1e7) / 1e7;

export const UpdateLocationSchema = z.discriminatedUnion('enabled', [
  z.strictObject({
    enabled: z.literal(true),
    latitude: z.number().min(-90).max(90).transform(roundedTo7),
    longitude: z.number().min(-180).max(180).transform(roundedTo7),
    /** Metres, as the browser reports it; kept only to ignore wildly imprecise fixes. */
    accuracy: z.number().min(0).max(1_000_000).transform(roundedTo7).optional(),
  }),
  z.strictObject({ enabled: z.literal(false) }),
]);
export type UpdateLocation = z.infer<typeof UpdateLocationSchema>;

/** A member may move their position at most this often; stops scripted trilateration. */
export const LOCATION_UPDATE_MIN_INTERVAL_SECONDS = 60;
