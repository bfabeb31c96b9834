import * as z from 'zod';
import { BillingSummarySchema, SubscriptionSchema } from './subscription';

export { SubscriptionSchema, TierFeaturesSchema } from './subscription';

export const MeSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  isProfileComplete: z.boolean(),
  subscription: SubscriptionSchema,
  /** The paid plan behind the subscription, for the subscription card; null when there is none. */
  billing: z.nullable(BillingSummarySchema),
});
export type Me = z.infer<typeof MeSchema>;
