import * as z from 'zod';
import { correlated } from '../../db/correlation';
import type { ProfileRecord } from '../../db/profiles';
import { requireEnv } from '../../lib/env';

/** What the verification-lapse function is handed: whose main photo to look at, and the request that changed it. */
export const LapseCheckSchema = z
  .object({ memberId: z.string().min(1), correlationId: z.string().optional() })
  .strict();
export type LapseCheck = z.infer<typeof LapseCheckSchema>;

type ProfileImage = Pick<ProfileRecord, 'id' | 'photos' | 'verified'>;

/**
 * A verified member's main photo changed. The check runs the face models, so it runs in its own function,
 * invoked asynchronously: the stream keeps to two readers a shard (decision 0098). Only the member's id
 * goes along; the check reads the profile as it is when it runs, so two quick changes handed on out of order
 * are judged by the photo that stands, and a second hand-off of the same change finds nothing to do.
 */
export async function handOnLapseCheck(before: ProfileImage, after: ProfileImage): Promise<void> {
  if (after.verified !== true) return;
  if (after.photos?.[0]?.id === before.photos?.[0]?.id) return;
  const { invokeAsync } = await import('../../lib/lambda-client');
  await invokeAsync(requireEnv('VERIFICATION_LAPSE_FUNCTION'), {
    memberId: after.id,
    ...correlated(),
  } satisfies LapseCheck);
}
