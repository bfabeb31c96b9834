import type { TierFeatures } from '../../shared/tiers';
import { AppError } from '../lib/errors';
import { subscriptionOf } from './subscription-cache';

/** Paid features are refused by the API itself, not only hidden by the UI. */
export async function requireFeature(memberId: string, feature: keyof TierFeatures): Promise<void> {
  const subscription = await subscriptionOf(memberId);
  if (!subscription.features[feature]) throw new AppError('feature_locked', 'Upgrade to Gold to use this feature');
}
