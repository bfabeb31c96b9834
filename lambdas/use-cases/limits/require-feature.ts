import { lowestTierWith, type TierFeatures } from '#shared/tiers.ts';
import { AppError } from '../../lib/errors';
import { currentSubscription } from '../billing/member-subscription';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Paid features are refused by the API itself, not only hidden by the UI, from the tier as stored now. */
export async function requireFeature(memberId: string, feature: keyof TierFeatures): Promise<void> {
  const { subscription } = await currentSubscription(memberId);
  if (!subscription.features[feature])
    throw new AppError('feature_locked', `Upgrade to ${capitalized(lowestTierWith(feature))} to use this feature`);
}
