/**
 * What happens when a member likes, super likes or passes (core spec "States and transitions" and
 * "Roles and permissions"): send it, or stop with the upgrade dialog or a toast. The client checks
 * the counters first to save a round trip; the server stays the authority,
 * and its 429 leads to the same answer.
 */
import { MESSAGES, type ToastMessage } from '#shared/messages.ts';
import type { SwipeLimits } from '#shared/schemas/discovery.ts';
import type { Tier } from '#shared/tiers.ts';
import type { SwipeAction } from '#web/lib/record-swipe.ts';

export type SwipeOutcome =
  | { kind: 'send' }
  | { kind: 'upgrade'; tier: 'basic' | 'gold'; reason: string }
  | { kind: 'toast'; message: ToastMessage }
  /** The person is no longer there (blocked us, or left): move on quietly. */
  | { kind: 'skip' };

/** Every outcome but sending. */
export type SwipeStop = Exclude<SwipeOutcome, { kind: 'send' }>;

/** core spec "Roles and permissions": unlimited likes need Gold. */
const LIKES_UPGRADE: SwipeStop = { kind: 'upgrade', tier: 'gold', reason: 'unlimited likes' };

/**
 * core spec "Roles and permissions": a free member out of super likes is offered Basic; everyone else is told to come
 * back tomorrow.
 */
function outOfSuperLikes(tier: Tier): SwipeStop {
  return tier === 'free'
    ? { kind: 'upgrade', tier: 'basic', reason: 'more super likes' }
    : { kind: 'toast', message: MESSAGES.discover.noSuperLikesLeft };
}

/** Before sending: stop only when the counters already say no. Unknown limits (still loading) let it through. */
export function beforeSwipe(action: SwipeAction, limits: SwipeLimits | null, tier: Tier): SwipeOutcome {
  if (!limits || action === 'pass') return { kind: 'send' };
  if (action === 'like' && limits.likesLeft !== null && limits.likesLeft <= 0) return LIKES_UPGRADE;
  if (action === 'superLike' && limits.superLikesLeft <= 0) return outOfSuperLikes(tier);
  return { kind: 'send' };
}

/** After the server refused. `code` is the API error code, if any. */
export function afterSwipeError(action: SwipeAction, tier: Tier, code: string | undefined): SwipeStop {
  if (code === 'limit_reached') {
    if (action === 'like') return LIKES_UPGRADE;
    if (action === 'superLike') return outOfSuperLikes(tier);
  }
  if (code === 'not_found') return { kind: 'skip' };
  return { kind: 'toast', message: MESSAGES.discover.actionError };
}

/** The counters after a recorded swipe: a like uses a like (unless unlimited), a super like uses a super like. */
export function afterSwipe(limits: SwipeLimits | null, action: SwipeAction): SwipeLimits | null {
  if (!limits) return limits;
  if (action === 'like')
    return { ...limits, likesLeft: limits.likesLeft === null ? null : Math.max(0, limits.likesLeft - 1) };
  if (action === 'superLike') return { ...limits, superLikesLeft: Math.max(0, limits.superLikesLeft - 1) };
  return limits;
}

/** The counters after the server said the day's limit is used up. */
export function exhausted(limits: SwipeLimits | null, action: SwipeAction): SwipeLimits | null {
  if (!limits) return limits;
  if (action === 'like') return { ...limits, likesLeft: limits.likesLeft === null ? null : 0 };
  if (action === 'superLike') return { ...limits, superLikesLeft: 0 };
  return limits;
}

/** A counter as shown: null (no limit) or the tier's 999 read 'Unlimited' (core spec "Roles and permissions"). */
export function formatLeft(left: number | null, unlimited = false): string {
  return left === null || unlimited ? 'Unlimited' : String(left);
}

/**
 * The limits a page of the deck brings, or null when they may be older than
 * what the page has counted: a swipe sent after the page was asked for (or on
 * its way then) may not be in them, and taking them would give that like back.
 * Counts are swipeCount() values: null while a swipe travels.
 */
export function pageLimits(
  page: { limits: SwipeLimits; swipesBefore: number | null },
  swipesNow: number | null,
): SwipeLimits | null {
  return page.swipesBefore !== null && page.swipesBefore === swipesNow ? page.limits : null;
}
