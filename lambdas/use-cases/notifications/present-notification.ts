import { MESSAGES } from '#shared/messages.ts';
import type { Notification } from '#shared/schemas/notifications.ts';
import { getProfilesByIds } from '../../db/matches';
import type { NotificationRecord } from '../../db/notifications';
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

/**
 * Notifications as the reader may see them, decided when they are read: a
 * like's sender is named (with their photo) only while the reader's tier
 * includes Who Liked You, so upgrading reveals past likes and a lapsed plan
 * hides them again. Everything else shows the member it is about.
 */
export async function presentNotifications(
  readerId: string,
  records: readonly NotificationRecord[],
): Promise<Notification[]> {
  if (records.length === 0) return [];
  const [{ subscription }, profiles] = await Promise.all([
    currentSubscription(readerId),
    getProfilesByIds([...new Set(records.flatMap((record) => (record.actorId ? [record.actorId] : [])))]),
  ]);
  const seesWhoLikedYou = subscription.features.seeWhoLikedYou;
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
