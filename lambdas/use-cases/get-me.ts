import type { Me } from '../../shared/schemas/me';
import { resolveSubscription } from '../../shared/tiers';
import { getSubscriptionRecords } from '../db/subscriptions';
import { ensureProfile } from './ensure-profile';
import { logger } from '../lib/logger';

export async function getMe(memberId: string, cognitoUsername: string): Promise<Me> {
  const [profile, subscription] = await Promise.all([
    ensureProfile(memberId, cognitoUsername),
    resolveSubscription(async () => {
      try {
        return await getSubscriptionRecords(memberId);
      } catch (error) {
        // Core spec §8: a failed subscription check is logged and the member is treated as free.
        logger.warn('Subscription lookup failed; treating member as free', error as Error);
        throw error;
      }
    }),
  ]);
  return {
    id: profile.id,
    username: profile.username,
    email: profile.email,
    isProfileComplete: profile.isProfileComplete,
    subscription,
  };
}
