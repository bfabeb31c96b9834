import * as z from 'zod';
import { STAFF_ROLES } from '../staff/roles';
import { NoticeSchema } from './notice';
import { BillingSummarySchema, SubscriptionSchema } from './subscription';

export { SubscriptionSchema, TierFeaturesSchema } from './subscription';

export const MeSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** The name on the profile, as others see it; empty until the member gives one. Pages greet by it. */
  fullName: z.string(),
  email: z.string(),
  isProfileComplete: z.boolean(),
  subscription: SubscriptionSchema,
  /** The paid plan behind the subscription, for the subscription card; null when there is none. */
  billing: z.nullable(BillingSummarySchema),
  /** Staff groups from the token (the console's sides); empty for members. */
  staffRoles: z.array(z.enum(STAFF_ROLES)),
  /** Warnings, suspensions and removals not yet acknowledged: shown on the next visit. */
  notices: z.array(NoticeSchema),
  /** While suspended: until when and why (the app says so wherever it refuses). */
  suspension: z.object({ until: z.string(), reason: z.string() }).nullable(),
  /** Introductions waiting for my answer (decision 0022), until the notification centre lists them. */
  pendingIntroductions: z.number().int(),
});
export type Me = z.infer<typeof MeSchema>;
