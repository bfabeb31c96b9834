import * as z from 'zod';
import { BOOST_HISTORY_FETCHED, BOOST_TYPES } from '../boosts';

const ActiveBoostSchema = z.object({
  type: z.enum(BOOST_TYPES),
  multiplier: z.number().int(),
  startedAt: z.string(),
  endsAt: z.string(),
});

export const BoostHistoryEntrySchema = z.object({
  boostId: z.string(),
  type: z.enum(BOOST_TYPES),
  multiplier: z.number().int(),
  startedAt: z.string(),
  endsAt: z.string(),
  /** Paid for, or taken from the plan's monthly allowance. */
  source: z.enum(['purchase', 'allowance']),
});

/** The Boost Your Profile panel: the active boost, the history, and what the plan still includes this month. */
export const BoostStatusSchema = z.object({
  active: ActiveBoostSchema.nullable(),
  history: z.array(BoostHistoryEntrySchema).max(BOOST_HISTORY_FETCHED),
  allowance: z.object({
    /** Boosts the plan includes per month (Gold 1; Premium and Elite 999, the spec's "unlimited"). */
    included: z.number().int(),
    used: z.number().int(),
    left: z.number().int(),
  }),
});
export type BoostStatus = z.infer<typeof BoostStatusSchema>;
