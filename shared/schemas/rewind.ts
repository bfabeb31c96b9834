import * as z from 'zod';
import { CandidateSchema, TimeZoneSchema } from './discovery';

/** Rewind (decision 0067): the zone names the member's day, whose allowance the rewind counts against. */
export const RewindSchema = z.strictObject({ timeZone: TimeZoneSchema });
export type Rewind = z.infer<typeof RewindSchema>;

export const RewindResultSchema = z.object({
  /** The member whose pass was taken back, for the top of the deck; null when they can no longer be shown. */
  candidate: CandidateSchema.nullable(),
  rewindsLeft: z.number().int().min(0),
});
export type RewindResult = z.infer<typeof RewindResultSchema>;
