import { hiddenFrom, isBanned, isEliteAt, isSuspendedAt, type Visibility } from '#shared/moderation/rules.ts';
import { getProfile, type ProfileRecord } from '../../db/profiles';
import { AppError, notFound } from '../../lib/errors';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Why a suspended or banned member is refused, in words they can act on (decision 0023). */
export function standingError(
  member: Visibility & { suspensionReason?: string | null; banReason?: string | null },
): AppError {
  if (isBanned(member))
    return new AppError(
      'account_banned',
      `Your account has been closed by our safety team: ${member.banReason ?? 'a breach of our terms'}.`,
    );
  return new AppError(
    'account_suspended',
    `Your account is suspended until ${day(member.suspendedUntil!)} (UTC): ${member.suspensionReason ?? 'a breach of our terms'}. Until then you cannot like, message or post.`,
  );
}

/** Refuses a suspended or banned member (liking, messaging, posting); returns the profile read. */
export async function requireGoodStanding(
  memberId: string,
  now = new Date(),
  profile?: ProfileRecord,
): Promise<ProfileRecord> {
  const member = profile ?? (await getProfile(memberId));
  if (!member) throw notFound('Profile');
  if (isSuspendedAt(member, now)) throw standingError(member);
  return member;
}

/** The viewer as visibility rules need them: an Elite member may see other Elite members. */
export const viewerOf = (profile: Visibility | undefined, now: Date) => ({
  isElite: profile ? isEliteAt(profile, now) : false,
});

/** Whether a profile (as read from the table) is hidden from the viewer: suspended, banned, or Elite to a non-Elite viewer. */
export const isHiddenFrom = (profile: Record<string, unknown> | undefined, viewer: { isElite: boolean }, now: Date) =>
  !profile || hiddenFrom(profile as Visibility, viewer, now);
