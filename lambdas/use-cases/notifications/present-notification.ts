import { MESSAGES } from '#shared/messages.ts';
import type { Notification } from '#shared/schemas/notifications.ts';
import { getProfilesByIds } from '../../db/matches';
import type { NotificationRecord } from '../../db/notifications';
import { subscriptionFrom } from '#shared/tiers.ts';
import type { StoredEntitlements } from '../../db/entitlements';
import { currentSubscription } from '../billing/member-subscription';
import { presentMemberCard } from '../profile/present-profile';

/** Likes whose sender is what Who Liked You sells. */
const HIDDEN_UNLESS_WHO_LIKED_YOU = new Set(['like', 'superLike', 'voiceLike']);

/** Where each notification leads, in the web app's paths (web/src/config/paths.ts). */
export function notificationHref(record: NotificationRecord, seesWhoLikedYou: boolean): string {
  switch (record.kind) {
    case 'match':
    case 'message':
      return `/messages/${encodeURIComponent(record.matchId ?? '')}`;
    case 'like':
    case 'superLike':
    case 'voiceLike':
      // Without the feature, the way to see who is the upgrade.
      return seesWhoLikedYou ? '/who-liked-you' : '/pricing';
    case 'boostEnded':
      return '/';
    case 'trialEnding':
    case 'paymentFailed':
    case 'moderation':
      return '/profile/dashboard';
    case 'introduction':
      return '/introductions';
  }
}

function texts(record: NotificationRecord, name: string | null): { title: string; body: string } {
  const n = MESSAGES.notifications;
  switch (record.kind) {
    case 'match':
      return n.match(name ?? '');
    case 'like':
      return n.like(name);
    case 'superLike':
      return n.superLike(name);
    case 'voiceLike':
      return n.voiceLike(name);
    case 'message':
      return n.message(name ?? '', record.preview ?? '');
    case 'boostEnded':
      return n.boostEnded(record.likes ?? 0);
    case 'trialEnding':
      return n.trialEnding;
    case 'paymentFailed':
      return n.paymentFailed;
    case 'introduction':
      return n.introduction;
    case 'moderation':
      return n.moderation(record.noticeKind ?? '', record.reason ?? '');
  }
}

/** Whether a notification of this kind shows its sender only to members with Who Liked You. */
export const tierDecides = (kind: NotificationRecord['kind']): boolean => HIDDEN_UNLESS_WHO_LIKED_YOU.has(kind);

/** What a caller that already read them passes: the actors' profiles and, for likes, the reader's entitlements. */
export type PresentationInputs = { profiles: Map<string, Record<string, unknown>>; entitlements?: StoredEntitlements };

/**
 * Notifications as the reader may see them, decided when they are read: a
 * like's sender is named (with their photo) only while the reader's tier
 * includes Who Liked You, so upgrading reveals past likes and a lapsed plan
 * hides them again. Everything else shows the member it is about.
 */
export async function presentNotifications(
  readerId: string,
  records: readonly NotificationRecord[],
  inputs?: PresentationInputs,
): Promise<Notification[]> {
  if (records.length === 0) return [];
  // The tier matters to likes only: a message's or a match's bell item reads no entitlements.
  const tierMatters = records.some((record) => tierDecides(record.kind));
  const [seesWhoLikedYou, profiles] = await Promise.all([
    !tierMatters
      ? false
      : inputs?.entitlements
        ? subscriptionFrom(inputs.entitlements).features.seeWhoLikedYou
        : currentSubscription(readerId).then(({ subscription }) => subscription.features.seeWhoLikedYou),
    inputs?.profiles ??
      getProfilesByIds([...new Set(records.flatMap((record) => (record.actorId ? [record.actorId] : [])))]),
  ]);
  return records.map((record) => {
    const visible = record.actorId && (seesWhoLikedYou || !HIDDEN_UNLESS_WHO_LIKED_YOU.has(record.kind));
    const member = visible ? presentMemberCard(record.actorId!, profiles.get(record.actorId!)) : null;
    return {
      id: record.notificationId,
      kind: record.kind,
      createdAt: record.createdAt,
      read: record.read,
      ...texts(record, member?.fullName ?? null),
      href: notificationHref(record, seesWhoLikedYou),
      member,
    };
  });
}
