import { isBanned, isSuspendedAt } from '#shared/moderation/rules.ts';
import type { Me } from '#shared/schemas/me.ts';
import type { StaffRole } from '#shared/staff/roles.ts';
import { countPendingIntroductions } from '../../db/elite';
import { ensureProfile } from '../profile/ensure-profile';
import { currentSubscription } from '../billing/member-subscription';
import { openNotices } from '../moderation/notices';
import { standingError } from '../moderation/standing';

/**
 * The signed-in member: profile state, tier, staff groups (from the token),
 * what a moderator told them that they have not acknowledged, an active
 * suspension, and introductions waiting for their answer. A banned member's
 * token still verifies until it expires; this answers 403, and the app signs out.
 */
export async function getMe(
  memberId: string,
  cognitoUsername: string,
  staffRoles: readonly StaffRole[] = [],
  now = new Date(),
): Promise<Me> {
  const [profile, { subscription, billing }, notices, pendingIntroductions] = await Promise.all([
    ensureProfile(memberId, cognitoUsername),
    currentSubscription(memberId),
    openNotices(memberId),
    countPendingIntroductions(memberId, now),
  ]);
  if (isBanned(profile)) throw standingError(profile);
  return {
    id: profile.id,
    username: profile.username,
    fullName: profile.fullName,
    email: profile.email,
    isProfileComplete: profile.isProfileComplete,
    subscription,
    billing,
    staffRoles: [...staffRoles],
    notices,
    suspension:
      isSuspendedAt(profile, now) && profile.suspendedUntil
        ? { until: profile.suspendedUntil, reason: profile.suspensionReason ?? '' }
        : null,
    pendingIntroductions,
  };
}
