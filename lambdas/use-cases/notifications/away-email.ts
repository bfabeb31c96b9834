/**
 * Emails for a member who is away (decision 0024): a new match, or a
 * conversation unread for 30 minutes, while no socket of theirs is open.
 * Each sends once: the match's notification, or the conversation's edge,
 * holds a conditional claim taken before sending and given back if SES
 * fails, so the stream's retry sends it instead of a second copy.
 */
import { MESSAGES } from '#shared/messages.ts';
import type { EmailType, Notification } from '#shared/schemas/notifications.ts';
import { listConnectionsOfMember, type ConnectionRef } from '../../db/connections';
import { getNotificationSettings } from '../../db/email-preferences';
import {
  claimAwayEmail,
  claimNotificationEmail,
  releaseAwayEmail,
  releaseNotificationEmail,
  type AwayTimer,
  type NotificationRecord,
} from '../../db/notifications';
import { getProfile } from '../../db/profiles';
import { requireEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { notificationSigningKey } from '../../lib/notification-secret';
import { unsubscribeToken } from './unsubscribe-token';

export { AWAY_EMAIL_DELAY_SECONDS } from './notification-records';

/**
 * Who to write to, when they want this email and have no socket open; undefined otherwise. A member
 * with a socket open (most, when something happens to them) costs the one read of their connections,
 * or none when the caller has just read them (`connections`).
 */
async function awayRecipient(
  memberId: string,
  type: EmailType,
  connections?: readonly ConnectionRef[],
): Promise<{ email: string } | undefined> {
  if ((connections ?? (await listConnectionsOfMember(memberId))).length > 0) return undefined;
  const [settings, profile] = await Promise.all([getNotificationSettings(memberId), getProfile(memberId)]);
  if (!settings[type].email || !profile?.email) return undefined;
  return { email: profile.email };
}

async function send(
  memberId: string,
  to: string,
  type: EmailType,
  content: { subject: string; body: string },
  path: string,
): Promise<void> {
  // The SES client loads with the first email, not with every cold start of the table stream, whose
  // batches mostly reach members with a socket open (decision 0078).
  const { escapeHtml, sendEmail } = await import('../../lib/email');
  const origin = requireEnv('WEB_ORIGIN');
  const link = `${origin}${path}`;
  const unsubscribeUrl = `${origin}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(await notificationSigningKey(), memberId, type))}`;
  const stop = MESSAGES.emails.unsubscribe[type];
  await sendEmail({
    to,
    subject: content.subject,
    unsubscribeUrl,
    text: `${content.body}\n${link}\n\n${stop}: ${unsubscribeUrl}\n`,
    html:
      `<p>${escapeHtml(content.body)}</p><p><a href="${escapeHtml(link)}">Open Kindred</a></p>` +
      `<p style="color:#6b7280;font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(stop)}</a></p>`,
  });
}

/** A new match, for a member with no socket open: one email, with the other member's first name. */
export async function emailMatchIfAway(
  notification: NotificationRecord,
  connections?: readonly ConnectionRef[],
): Promise<boolean> {
  const recipient = await awayRecipient(notification.memberId, 'newMatch', connections);
  if (!recipient || !(await claimNotificationEmail(notification.memberId, notification.notificationId))) return false;
  const other = notification.actorId ? await getProfile(notification.actorId) : undefined;
  try {
    await send(
      notification.memberId,
      recipient.email,
      'newMatch',
      MESSAGES.emails.newMatch(other?.fullName ?? ''),
      `/messages/${encodeURIComponent(notification.matchId ?? '')}`,
    );
  } catch (error) {
    await releaseNotificationEmail(notification.memberId, notification.notificationId);
    throw error;
  }
  logger.info('Away email sent', { type: 'newMatch', memberId: notification.memberId });
  return true;
}

/**
 * A conversation's 30-minute timer ran out (its TTL deletion): if the first
 * message it started for is still unread, the member has no socket open and
 * no earlier email about this conversation is still unread, one email.
 */
export async function emailUnreadIfAway(timer: AwayTimer): Promise<boolean> {
  const recipient = await awayRecipient(timer.memberId, 'unreadMessages');
  if (!recipient) return false;
  const unread = await claimAwayEmail(timer.memberId, timer.senderId, timer.firstMessageId);
  if (unread === undefined) return false;
  const sender = await getProfile(timer.senderId);
  try {
    await send(
      timer.memberId,
      recipient.email,
      'unreadMessages',
      MESSAGES.emails.unreadMessages(sender?.fullName ?? '', Math.max(1, unread)),
      `/messages/${encodeURIComponent(timer.matchId)}`,
    );
  } catch (error) {
    await releaseAwayEmail(timer.memberId, timer.senderId);
    throw error;
  }
  logger.info('Away email sent', { type: 'unreadMessages', memberId: timer.memberId });
  return true;
}

/**
 * News a member chose to get by e-mail as well (decision 0069: likes,
 * introductions, notices; off until turned on), while no socket of theirs is
 * open: the bell's own words, as the reader may see them. Sent once per
 * notification, with the same claim as a match's e-mail.
 */
export async function emailNewsIfAway(
  notification: Notification,
  memberId: string,
  type: Extract<EmailType, 'likes' | 'introductions' | 'notices'>,
  connections?: readonly ConnectionRef[],
): Promise<boolean> {
  const recipient = await awayRecipient(memberId, type, connections);
  if (!recipient || !(await claimNotificationEmail(memberId, notification.id))) return false;
  try {
    await send(
      memberId,
      recipient.email,
      type,
      { subject: notification.title, body: notification.body },
      notification.href,
    );
  } catch (error) {
    await releaseNotificationEmail(memberId, notification.id);
    throw error;
  }
  logger.info('Away email sent', { type, memberId });
  return true;
}
