import { ulid } from 'ulid';
import { allowanceMonth, BOOSTS } from '#shared/boosts.ts';
import type { BoostStatus } from '#shared/schemas/boosts.ts';
import { returnToAllowance, takeFromAllowance } from '../../db/boosts';
import { AppError, notFound } from '../../lib/errors';
import { currentSubscription } from '../billing/member-subscription';
import { activateBoost } from './activate-boost';
import { boostStatus } from './boost-status';

/**
 * core spec "Roles and permissions": Gold includes one boost a month, Premium
 * and Elite 999 (the spec's "unlimited"). The allowance is counted on the
 * server, per calendar month (UTC), and covers the 30-minute Boost; Super
 * Boosts are always bought.
 */
export async function useIncludedBoost(memberId: string, now = new Date()): Promise<BoostStatus> {
  const { subscription } = await currentSubscription(memberId, now);
  const included = subscription.features.boosts;
  if (included <= 0) throw new AppError('feature_locked', 'Your plan includes no boosts. You can buy one instead.');
  const month = allowanceMonth(now);
  if (!(await takeFromAllowance(memberId, month, included, now))) {
    throw new AppError(
      'limit_reached',
      'You have used the boosts your plan includes this month. You can buy one instead.',
    );
  }
  let activated;
  try {
    activated = await activateBoost(memberId, BOOSTS.boost, { id: ulid(now.getTime()), origin: 'allowance' }, now);
  } catch (error) {
    await returnToAllowance(memberId, month);
    throw error;
  }
  if (!activated) {
    await returnToAllowance(memberId, month);
    throw notFound('Profile');
  }
  return boostStatus(memberId, now);
}
