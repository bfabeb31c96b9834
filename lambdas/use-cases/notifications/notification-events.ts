/**
 * What the table stream turns into notifications (decision 0024). Only the
 * stream writes them, from events that already happen; each is stored once
 * (its id comes from the event), pushed live, and expires by TTL.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
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
  type AwayTimer,
} from '../../db/notifications';
import { pushToMembers } from '../../realtime/push';
import { AWAY_EMAIL_DELAY_SECONDS, emailMatchIfAway, emailUnreadIfAway } from './away-email';
import { notify } from './notify';

type Image = Record<string, unknown>;
const imageOf = (image: unknown) =>
  image ? (unmarshall(image as Record<string, AttributeValue>) as Image) : undefined;
const text = (value: unknown) => String(value ?? '');

/** Stripe events that tell the member something (the webhook stored them; their effects are applied elsewhere). */
const BILLING_NOTICES: Record<string, 'trialEnding' | 'paymentFailed'> = {
  'customer.subscription.trial_will_end': 'trialEnding',
  'invoice.payment_failed': 'paymentFailed',
};

const MESSAGE_PREVIEW_LENGTH = 100;

/** Pending notifications between two members go both ways, with any unread-conversation timer. */
async function forgetBetween(a: string, b: string, matchId?: string): Promise<void> {
  await Promise.all([
    deleteNotificationsAbout(a, b),
    deleteNotificationsAbout(b, a),
    ...(matchId ? [deleteAwayTimer(a, matchId), deleteAwayTimer(b, matchId)] : []),
  ]);
}

async function onInsert(item: Image): Promise<void> {
  switch (item.entity) {
    case 'swipe': {
      if (item.isLike !== true) return;
      const [likerId, targetId] = [text(item.swiperId), text(item.targetId)];
      // A like that completes a match is told as the match.
      if ((await matchedAmong(targetId, [likerId])).size > 0) return;
      await notify({
        memberId: targetId,
        kind: item.isSuperLike === true ? 'superLike' : 'like',
        actorId: likerId,
        createdAt: text(item.createdAt),
        source: `swipe:${likerId}:${targetId}`,
      });
      return;
    }
    case 'voiceReaction': {
      if (item.isLike !== true) return;
      const [likerId, ownerId] = [text(item.memberId), text(item.ownerId)];
      // A voice like is also a swipe (decision 0019): the plain like it made becomes this one.
      await deleteNotificationsAbout(ownerId, likerId, ['like']);
      if ((await matchedAmong(ownerId, [likerId])).size > 0) return;
      await notify({
        memberId: ownerId,
        kind: 'voiceLike',
        actorId: likerId,
        createdAt: text(item.createdAt),
        source: `voice:${likerId}:${ownerId}`,
      });
      return;
    }
    case 'match': {
      const matchId = text(item.matchId);
      const memberIds = item.memberIds as string[];
      await Promise.all(
        memberIds.map(async (memberId) => {
          const otherId = memberIds.find((id) => id !== memberId) ?? memberId;
          // The like that led here is now the match.
          await deleteNotificationsAbout(memberId, otherId, ['like', 'superLike', 'voiceLike']);
          const record = await notify({
            memberId,
            kind: 'match',
            actorId: otherId,
            matchId,
            createdAt: text(item.createdAt),
            source: `match:${matchId}`,
          });
          if (record) await emailMatchIfAway(record);
        }),
      );
      return;
    }
    case 'message': {
      const matchId = text(item.matchId);
      const senderId = text(item.senderId);
      const match = await getMatch(matchId);
      const recipientId = match?.memberIds.find((id) => id !== senderId);
      if (!recipientId) return;
      // The recipient is reading this conversation, or has read this message already (the stream
      // runs a moment after the push): it is on their screen, not news.
      const [connections, edge] = await Promise.all([
        listConnectionsWithViewing(recipientId),
        getMatchEdge(recipientId, senderId),
      ]);
      if (connections.some((connection) => connection.viewingMatchId === matchId)) return;
      if (edge?.readUpTo && edge.readUpTo >= text(item.id)) return;
      const record = await notify({
        memberId: recipientId,
        kind: 'message',
        actorId: senderId,
        matchId,
        preview: text(item.content).slice(0, MESSAGE_PREVIEW_LENGTH),
        createdAt: text(item.createdAt),
        source: `message:${matchId}:${text(item.id)}`,
      });
      if (record)
        await startAwayTimer(
          { memberId: recipientId, matchId, senderId, firstMessageId: text(item.id) },
          AWAY_EMAIL_DELAY_SECONDS,
        );
      return;
    }
    case 'stripeEvent': {
      const kind = BILLING_NOTICES[text(item.type)];
      const customerId = (item.target as { customerId?: string } | undefined)?.customerId;
      const memberId = kind && customerId ? await memberOfCustomer(customerId) : undefined;
      if (kind && memberId)
        await notify({ memberId, kind, createdAt: text(item.receivedAt), source: `stripe:${text(item.eventId)}` });
      return;
    }
    case 'introduction': {
      // The candidate is not told who asked until they accept (decision 0022): no actor.
      await notify({
        memberId: text(item.candidateId),
        kind: 'introduction',
        requestId: text(item.requestId),
        createdAt: text(item.askedAt),
        source: `introduction:${text(item.requestId)}:${text(item.candidateId)}`,
      });
      return;
    }
    case 'notice': {
      // A banned member cannot sign in to read it; the ban's own notice reached their open tabs.
      if (item.kind === 'ban') return;
      await notify({
        memberId: text(item.memberId),
        kind: 'moderation',
        noticeKind: text(item.kind),
        reason: text(item.reason),
        createdAt: text(item.createdAt),
        source: `notice:${text(item.noticeId)}`,
      });
      return;
    }
    case 'block':
      await forgetBetween(text(item.blockerId), text(item.blockedId));
      return;
  }
}

async function onRemove(item: Image, removedByTtl: boolean): Promise<void> {
  switch (item.entity) {
    case 'match': {
      const [a, b] = item.memberIds as string[];
      if (a && b) await forgetBetween(a, b, text(item.matchId));
      return;
    }
    case 'activeBoost': {
      // A boost that ran its course (TTL); one refunded or replaced by hand tells nothing.
      if (!removedByTtl) return;
      const memberId = text(item.memberId);
      const likes = await countLikesReceivedBetween(memberId, text(item.startedAt), text(item.endsAt));
      await notify({
        memberId,
        kind: 'boostEnded',
        likes,
        createdAt: text(item.endsAt),
        source: `boost:${memberId}:${text(item.endsAt)}`,
      });
      return;
    }
    case 'awayTimer':
      if (removedByTtl) await emailUnreadIfAway(item as unknown as AwayTimer);
      return;
  }
}

/** The member read a conversation (their edge's read marker moved): its message notifications are read too, in every tab. */
async function onModify(before: Image, after: Image): Promise<void> {
  if (after.entity !== 'matchEdge' || !after.readUpTo || before.readUpTo === after.readUpTo) return;
  const memberId = text(after.memberId);
  if ((await markMessageNotificationsRead(memberId, text(after.matchId))) === 0) return;
  await pushToMembers([memberId], { type: 'notificationsRead', unread: await countUnread(memberId) });
}

export async function applyNotificationEvents(record: DynamoDBRecord): Promise<void> {
  if (record.eventName === 'INSERT') {
    const after = imageOf(record.dynamodb?.NewImage);
    if (after) await onInsert(after);
  } else if (record.eventName === 'MODIFY') {
    const [before, after] = [imageOf(record.dynamodb?.OldImage), imageOf(record.dynamodb?.NewImage)];
    if (before && after) await onModify(before, after);
  } else if (record.eventName === 'REMOVE') {
    const before = imageOf(record.dynamodb?.OldImage);
    if (before) await onRemove(before, record.userIdentity?.principalId === 'dynamodb.amazonaws.com');
  }
}
