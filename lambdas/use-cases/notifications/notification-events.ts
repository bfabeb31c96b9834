/**
 * What the table stream turns into notifications (decision 0024). Only the
 * stream writes them, from events that already happen; each is stored once
 * (its id comes from the event), pushed live, and expires by TTL. The stream's
 * table of effects (lambdas/events/stream-effects.ts) calls these with the
 * typed items of the change.
 */
import type { StreamEntities } from '../../db/table-changes';
import { memberOfCustomer } from '../../db/billing-customers';
import { listConnectionsWithViewing } from '../../db/connections';
import { countLikesReceivedBetween } from '../../db/likes';
import { getMatch, getMatchEdge, matchedAmong } from '../../db/matches';
import {
  countUnread,
  deleteAwayTimer,
  deleteNotificationsAbout,
  markMessageNotificationsRead,
  startAwayTimer,
} from '../../db/notifications';
import { pushToMembers } from '../../realtime/push';
import { AWAY_EMAIL_DELAY_SECONDS, emailUnreadIfAway } from './away-email';
import { notify } from './notify';
import { messageNotification, messageNotificationInput } from './notification-records';
import { pushNewsToDevices } from './push-devices';
import { presentNotifications } from './present-notification';

type Item<K extends keyof StreamEntities> = StreamEntities[K];

/** Stripe events that tell the member something (the webhook stored them; their effects are applied elsewhere). */
const BILLING_NOTICES: Record<string, 'trialEnding' | 'paymentFailed'> = {
  'customer.subscription.trial_will_end': 'trialEnding',
  'invoice.payment_failed': 'paymentFailed',
};

/** Pending notifications between two members go both ways, with any unread-conversation timer. */
async function forgetBetween(a: string, b: string, matchId?: string): Promise<void> {
  await Promise.all([
    deleteNotificationsAbout(a, b),
    deleteNotificationsAbout(b, a),
    ...(matchId ? [deleteAwayTimer(a, matchId), deleteAwayTimer(b, matchId)] : []),
  ]);
}

export async function notifyLike(swipe: Item<'swipe'>): Promise<void> {
  if (!swipe.isLike) return;
  const { swiperId: likerId, targetId } = swipe;
  // A like that completes a match is told as the match: the context's one read says whether it did.
  await notify(
    {
      memberId: targetId,
      kind: swipe.isSuperLike ? 'superLike' : 'like',
      actorId: likerId,
      createdAt: swipe.createdAt,
      source: `swipe:${likerId}:${targetId}`,
    },
    undefined,
    undefined,
    { unlessMatched: true },
  );
}

export async function notifyVoiceLike(reaction: Item<'voiceReaction'>): Promise<void> {
  if (!reaction.isLike) return;
  const { memberId: likerId, ownerId } = reaction;
  // A voice like is also a swipe (decision 0019): the plain like it made becomes this one.
  await deleteNotificationsAbout(ownerId, likerId, ['like']);
  if ((await matchedAmong(ownerId, [likerId])).size > 0) return;
  await notify({
    memberId: ownerId,
    kind: 'voiceLike',
    actorId: likerId,
    createdAt: reaction.createdAt,
    source: `voice:${likerId}:${ownerId}`,
  });
}

/**
 * A message's bell entry is written by the send itself, in the message's
 * transaction, when the recipient was not looking at the conversation
 * (`notified`); the stream only starts the unread-conversation timer, with
 * no read. A message stored before that (no `notified`) is told here, as it was.
 */
export async function notifyMessage(message: Item<'message'>): Promise<void> {
  const { matchId, senderId } = message;
  if (message.notified !== undefined) {
    if (message.notified && message.recipientId) await toldBySend(message, message.recipientId);
    return;
  }
  // Older messages do not carry their recipient: their match names them.
  const recipientId = message.recipientId ?? (await getMatch(matchId))?.memberIds.find((id) => id !== senderId);
  if (!recipientId) return;
  // The recipient is reading this conversation, or has read this message already (the stream
  // runs a moment after the push): it is on their screen, not news.
  const [connections, edge] = await Promise.all([
    listConnectionsWithViewing(recipientId),
    getMatchEdge(recipientId, senderId),
  ]);
  if (connections.some((connection) => connection.viewingMatchId === matchId)) return;
  if (edge?.readUpTo && edge.readUpTo >= message.id) return;
  const stored = await notify(
    messageNotificationInput(message, recipientId),
    undefined,
    // Just read, consistently: the bell's frame goes to these, with no second read of them.
    connections,
  );
  if (stored) await startAwayTimerFor(message, recipientId);
}

/**
 * A message whose bell entry the send stored: the away timer, and the push to the recipient's browsers
 * (decision 0069), presented from the same record the send stored (its id is the same).
 */
const toldBySend = (message: Item<'message'>, recipientId: string) =>
  Promise.all([
    // Since decision 0080 the send marker's expiry is the timer: nothing to write here.
    message.awayTimerOnMarker ? undefined : startAwayTimerFor(message, recipientId),
    // A message goes to devices only while no tab is open; the send saw one (decision 0075): nothing to read.
    message.recipientOnline
      ? 0
      : pushNewsToDevices(recipientId, 'message', async () => {
          const [notification] = await presentNotifications(recipientId, [messageNotification(message, recipientId)]);
          return notification;
        }),
  ]);

const startAwayTimerFor = (message: Item<'message'>, recipientId: string) =>
  startAwayTimer(
    { memberId: recipientId, matchId: message.matchId, senderId: message.senderId, firstMessageId: message.id },
    AWAY_EMAIL_DELAY_SECONDS,
  );

export async function notifyBillingNotice(event: Item<'stripeEvent'>): Promise<void> {
  const kind = BILLING_NOTICES[event.type];
  const customerId = event.target?.customerId;
  const memberId = kind && customerId ? await memberOfCustomer(customerId) : undefined;
  if (kind && memberId)
    await notify({ memberId, kind, createdAt: event.receivedAt, source: `stripe:${event.eventId}` });
}

export async function notifyIntroduction(introduction: Item<'introduction'>): Promise<void> {
  // The candidate is not told who asked until they accept: no actor.
  await notify({
    memberId: introduction.candidateId,
    kind: 'introduction',
    requestId: introduction.requestId,
    createdAt: introduction.askedAt,
    source: `introduction:${introduction.requestId}:${introduction.candidateId}`,
  });
}

export async function notifyNotice(notice: Item<'notice'>): Promise<void> {
  // A banned member cannot sign in to read it; the ban's own notice reached their open tabs.
  if (notice.kind === 'ban') return;
  await notify({
    memberId: notice.memberId,
    kind: 'moderation',
    noticeKind: notice.kind,
    reason: notice.reason,
    createdAt: notice.createdAt,
    source: `notice:${notice.noticeId}`,
  });
}

export async function forgetBlocked(block: Item<'block'>): Promise<void> {
  await forgetBetween(block.blockerId, block.blockedId);
}

export async function forgetEndedMatch(match: Item<'match'>): Promise<void> {
  const [a, b] = match.memberIds;
  if (a && b) await forgetBetween(a, b, match.matchId);
}

/** A boost that ran its course (TTL); one refunded or replaced by hand tells nothing. */
export async function notifyBoostEnded(boost: Item<'activeBoost'>, removedByTtl: boolean): Promise<void> {
  if (!removedByTtl) return;
  const { memberId } = boost;
  const likes = await countLikesReceivedBetween(memberId, boost.startedAt, boost.endsAt);
  await notify({
    memberId,
    kind: 'boostEnded',
    likes,
    createdAt: boost.endsAt,
    source: `boost:${memberId}:${boost.endsAt}`,
  });
}

/** The unread-conversation timer ran out (TTL): the recipient may be emailed; a timer deleted by hand (read, ended) says nothing. */
export async function emailUnreadAfterTimer(timer: Item<'awayTimer'>, removedByTtl: boolean): Promise<void> {
  if (removedByTtl) await emailUnreadIfAway(timer);
}

/**
 * A notified message's send marker expired (decision 0080): it is that message's unread timer. Every
 * notified message has one, so a read of the recipient's edge first leaves out those already read or
 * whose stretch was e-mailed already (the claim would refuse them too); the first unread message of a
 * stretch goes on to the e-mail, with the same claim as a timer item's.
 */
export async function emailUnreadAfterMarker(marker: Item<'sendMarker'>, removedByTtl: boolean): Promise<void> {
  const { recipientId, matchId, senderId, messageId } = marker;
  if (!removedByTtl || !marker.awayTimer || !recipientId) return;
  const edge = await getMatchEdge(recipientId, senderId);
  if (!edge || (edge.readUpTo !== undefined && edge.readUpTo >= messageId)) return;
  if (edge.awayEmailFrom && !(edge.readUpTo !== undefined && edge.readUpTo >= edge.awayEmailFrom)) return;
  await emailUnreadIfAway({ memberId: recipientId, matchId, senderId, firstMessageId: messageId });
}

/**
 * The member read a conversation (their edge's read marker moved): its message notifications are read too, in
 * every tab. An edge whose messages' notifications are kept on it (`bellTracked`, decision 0066) was done by the
 * read itself; this is for the ones the stream stored before.
 */
export async function markConversationRead(before: Item<'matchEdge'>, after: Item<'matchEdge'>): Promise<void> {
  if (after.bellTracked || !after.readUpTo || before.readUpTo === after.readUpTo) return;
  const { memberId, matchId } = after;
  if ((await markMessageNotificationsRead(memberId, matchId)) === 0) return;
  await pushToMembers([memberId], { type: 'notificationsRead', unread: await countUnread(memberId) });
}
