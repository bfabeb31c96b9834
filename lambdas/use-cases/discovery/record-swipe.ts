import type { RecordSwipe, SwipeResult } from '#shared/schemas/discovery.ts';
import { createMatch, getProfilesByIds, matchCreationItems, matchIdFor, type OpeningMessage } from '../../db/matches';
import { getSwipe, recordSwipe as writeSwipe, type StoredSwipe } from '../../db/swipes';
import { AppError, notFound } from '../../lib/errors';
import { getProfile } from '../../db/profiles';
import { standingError } from '../moderation/standing';
import { planMemberDay } from './member-day';
import { forgetSwipeTier, swipeTier } from './swipe-tier-cache';
import { rateLimitInTransaction, takeRateLimit } from '../limits/enforce-rate-limit';
import { METRIC } from '../../lib/metric-names';
import { countMetric } from '../../lib/metrics';
import { screenMemberText } from '../moderation/screen-member-text';
import { openingMessages, quotedOwners, type MatchingLike } from './liked-items';
import { logger } from '../../lib/logger';
import { notificationSigningKey } from '../../lib/notification-secret';
import { verifyCardToken } from './card-token';

/**
 * Like, super like or pass. A like reads the member's day pin (1 request);
 * the swipe, the day's counter (or, for an unlimited like, the route's rate window) and, on the rare day
 * it moves, the pin are one transaction (1 request), which also checks that
 * the other member has not liked the swiper; if they have, it commits nothing
 * and the like is written again with the match in the same transaction (1
 * more). A pass takes its rate window, then is one Put when it holds nothing else (decision 0090). So 2
 * requests per like, 2 per pass, and 3 when it matches, with the tier cached per container and
 * checked by the transaction itself (swipe-tier-cache.ts).
 *
 * A like may name a photo or prompt of theirs and carry a comment (issue 28), stored on the like.
 * When likes with comments make a match, the comments become its first messages, written in the
 * match's own transaction; their like arrives with the refusal that says they liked, so the only
 * read added is one BatchGet of the profile whose photo or prompt a comment quotes, and only then.
 */
export async function recordSwipe(swiperId: string, input: RecordSwipe, now = new Date()): Promise<SwipeResult> {
  if (input.targetId === swiperId)
    throw new AppError('validation_failed', 'You cannot swipe on yourself', [{ path: 'targetId', message: 'Is you' }]);
  const isLike = input.action !== 'pass';
  const isSuperLike = input.action === 'superLike';
  // A comment is flagged as a message is, and stored with its flags (screen-member-text.ts): never refused.
  const screened = input.comment === undefined ? undefined : screenMemberText(input.comment, now);
  const comment = screened?.text;
  const commentFlags = screened?.flags.length ? screened.flags : undefined;
  // The route's limit (route: limitTakenBy). Only a swipe stored counts. A pass takes it first and gives it back
  // when nothing was stored, so the pass itself can be one Put (decision 0090); an unlimited like counts it in its
  // own transaction; a like held by a daily limit does not count it, the daily limit being far the tighter.
  const limit = rateLimitInTransaction(swiperId, 'swipe', now.getTime());
  const taken = isLike ? undefined : await takeRateLimit(swiperId, 'swipe', now.getTime());
  // What the like learns from its own transaction about the other member's like (db/swipes.ts):
  // 'ask' first; 'match' once they did (the match is written with the like); 'read' when the match
  // existed already, so the like is written alone and the pair is read and healed below as before.
  // (Widened by `as`: the retries below change it inside a closure, where the compiler does not look.)
  let theirLike = 'ask' as 'ask' | 'match' | 'read';
  let plan: Awaited<ReturnType<typeof planMemberDay>> | undefined;
  // Their like, as the refusal that said they liked returned it; the comments that open the match.
  let theirs: StoredSwipe | undefined;
  let opening: OpeningMessage[] | undefined;
  // The card the swipe was made on, as the page signed it: a bad, foreign or stale token still swipes,
  // only without an impression (decision 0079), since refusing would cost the member their decision.
  const impression = input.card
    ? verifyCardToken(await notificationSigningKey(), swiperId, input.targetId, input.card, now)
    : undefined;
  const mine: MatchingLike = { swiperId, targetId: input.targetId, likedItem: input.likedItem, comment, commentFlags };
  const attempt = async () => {
    // The day is the member's pinned one, not whatever zone this request names (decision 0030); a pass counts
    // nothing. A move of the pin is stored by the like's own transaction: a refused swipe moves nothing.
    plan ??= isLike ? await planMemberDay(swiperId, input.timeZone, now) : { day: '' };
    const {
      subscription: { features },
      version,
    } = await swipeTier(swiperId, now.getTime());
    if (theirLike === 'match') opening ??= await openingOf(theirs, mine, now);
    return writeSwipe({
      swiperId,
      targetId: input.targetId,
      isLike,
      isSuperLike,
      day: plan.day,
      dayPinMove: plan.move,
      likeLimit: features.unlimitedLikes ? null : features.dailyLikes,
      superLikeLimit: features.superLikes,
      entitlementVersion: version,
      swiperIsElite: features.eliteMatching,
      rateLimit: isLike && !isSuperLike && features.unlimitedLikes ? limit.item : undefined,
      askTheyLiked: theirLike === 'ask',
      // Both members' match counters move in the like's own transaction (recordSwipe, decision 0075).
      matchItems: theirLike === 'match' ? matchCreationItems(swiperId, input.targetId, now, opening, true) : undefined,
      likedItem: input.likedItem,
      comment,
      commentFlags,
      impression,
      // A verified card token says the deck checked the pair when it showed the card (decision 0088).
      shownByDeck: impression !== undefined,
      // A pass is remembered for Rewind only where the plan has it: other members' passes cost nothing more.
      rememberPass: !isLike && features.rewinds > 0,
      now,
    });
  };
  const writeUntilSettled = async () => {
    let write = await attempt();
    // The tier changed since it was cached (an upgrade, a cancellation), or another like moved the
    // day pin first: work it out again. A payment settles in a few writes, so allow a few; each
    // retry is fresh reads and one transaction. Learning that they liked first is one retry more.
    const retried = new Set(['tierChanged', 'pinMoved', 'theyLiked', 'matchExists', 'conflict']);
    for (let retry = 0; retried.has(write.outcome) && retry < 5; retry++) {
      if (write.outcome === 'conflict') await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
      if (write.outcome === 'tierChanged') forgetSwipeTier(swiperId);
      if (write.outcome === 'pinMoved') plan = undefined;
      if (write.outcome === 'theyLiked') {
        theirLike = 'match';
        theirs = write.theirs;
      }
      if (write.outcome === 'matchExists') theirLike = 'read';
      write = await attempt();
    }
    return write;
  };
  // A pass's take is given back unless its swipe was stored, a failed write included.
  const write = await writeUntilSettled().catch(async (error: unknown) => {
    await taken?.giveBack();
    throw error;
  });
  if (write.outcome !== 'recorded') await taken?.giveBack();
  switch (write.outcome) {
    case 'rateLimited':
      throw limit.refusal();
    case 'tierChanged':
      throw new AppError('conflict', 'Your plan changed while this was saved. Please try again.');
    case 'pinMoved':
      throw new AppError('conflict', 'Another like was saved at the same moment. Please try again.');
    case 'unavailable':
      throw notFound('Member');
    case 'suspended': {
      const swiper = await getProfile(swiperId);
      throw swiper ? standingError(swiper) : notFound('Profile');
    }
    case 'likeLimit':
      throw new AppError('limit_reached', 'You have used all your likes for today');
    case 'superLikeLimit':
      throw new AppError('limit_reached', "You've used all your super likes for today. Come back tomorrow!");
    case 'theyLiked':
    case 'matchExists':
    case 'conflict':
      throw new AppError('conflict', 'Another swipe was saved at the same moment. Please try again.');
    case 'recorded':
    case 'repeated':
      break;
  }
  if (write.outcome === 'recorded' && isLike && theirLike !== 'read') {
    // The transaction answered: with the match in it, or with no like of theirs to meet.
    if (theirLike === 'ask') return { action: input.action, matched: false, matchId: null, repeated: false };
    countMetric(METRIC.matches);
    const matchId = matchIdFor(swiperId, input.targetId);
    // Its announcement runs from the match's stream record, under this request's correlation id.
    logger.info('Match made', { matchId });
    return { action: input.action, matched: true, matchId, repeated: false };
  }
  // A repeated swipe is idempotent: it records and counts nothing, and reports what the pair already
  // is from the stored swipe (which the refused write returned). From here both take one path: a like
  // met by the other's like makes the match, and createMatch, idempotent, returns an existing one,
  // which also heals a pair whose first like failed between the like and the match.
  const repeated = write.outcome === 'repeated';
  const swipe =
    write.outcome === 'repeated'
      ? (write.existing ?? (await getSwipe(swiperId, input.targetId)))
      : { isLike, isSuperLike };
  const action = swipe?.isSuperLike ? 'superLike' : swipe?.isLike ? 'like' : 'pass';
  if (!swipe?.isLike) return { action, matched: false, matchId: null, repeated };
  const stored = await getSwipe(input.targetId, swiperId);
  if (!stored?.isLike) return { action, matched: false, matchId: null, repeated };
  const mineAsStored: MatchingLike = repeated ? { swiperId, targetId: input.targetId, ...swipe } : mine;
  const { matchId, created } = await createMatch(
    swiperId,
    input.targetId,
    now,
    await openingOf(stored, mineAsStored, now),
  );
  if (!repeated) countMetric(METRIC.matches);
  if (created) logger.info('Match made', { matchId });
  return { action, matched: true, matchId, repeated };
}

/** The first messages of the match two likes make: theirs came first. Reads only when a comment quotes. */
async function openingOf(theirs: StoredSwipe | undefined, mine: MatchingLike, now: Date): Promise<OpeningMessage[]> {
  const likes: MatchingLike[] = [
    ...(theirs
      ? [
          {
            swiperId: theirs.swiperId,
            targetId: theirs.targetId,
            likedItem: theirs.likedItem,
            comment: theirs.comment,
            commentFlags: theirs.commentFlags,
          },
        ]
      : []),
    mine,
  ];
  const owners = quotedOwners(likes);
  return openingMessages(likes, owners.length > 0 ? await getProfilesByIds(owners) : new Map(), now);
}
