import type { ReactToVoice, VoicePage, VoiceProfile, VoiceReactionResult } from '#shared/schemas/voice.ts';
import { VOICE_PAGE_SIZE } from '#shared/voice/rules.ts';
import { blockedEitherWay } from '../../db/blocks';
import { getProfilesByIds } from '../../db/matches';
import { excludedAmong } from '../../db/swipes';
import { getVoice, putVoiceReaction, queryVoiceFeed, reactedTo, voiceFeedKey, type VoiceRecord } from '../../db/voice';
import { AppError, notFound } from '../../lib/errors';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { recordSwipe } from '../discovery/record-swipe';
import { getProfile } from '../../db/profiles';
import { isHiddenFrom, viewerOf } from '../moderation/standing';
import { hiddenByIncognito } from '../profile/incognito';
import { presentVoiceProfile } from './present-voice';

/** Feed items read per Query, and Queries per page at most: a page costs a bounded number of requests. */
const FEED_BATCH = 40;
const MAX_QUERIES = 5;

const encodeCursor = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url');
function decodeCursor(cursor: string | undefined): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const valid =
      typeof key.pk === 'string' &&
      key.sk === 'VOICE' &&
      key.feedPk === 'FEED#VOICE' &&
      typeof key.feedSk === 'string' &&
      Object.keys(key).length === 4;
    if (valid) return key;
  } catch {
    // fall through
  }
  throw new AppError('validation_failed', 'The cursor is invalid', [
    { path: 'cursor', message: 'Not a cursor this API issued' },
  ]);
}

/**
 * Other members' voice introductions, newest first, 20 at a time: not mine,
 * not anyone blocked either way, not anyone I already swiped (in Discover or
 * here) or passed here, and only complete profiles.
 */
export async function listVoiceProfiles(memberId: string, cursor?: string, now = new Date()): Promise<VoicePage> {
  let start = decodeCursor(cursor);
  // Suspended members are hidden from everyone, Elite members from members who are not Elite (decision 0023).
  const viewer = viewerOf(await getProfile(memberId), now);
  const profiles: VoiceProfile[] = [];
  for (let query = 0; query < MAX_QUERIES && profiles.length < VOICE_PAGE_SIZE; query++) {
    const page = await queryVoiceFeed(FEED_BATCH, start);
    const others = page.voices.filter((voice) => voice.memberId !== memberId);
    const owners = others.map((voice) => voice.memberId);
    const [excluded, reacted, records] = await Promise.all([
      excludedAmong(memberId, owners),
      reactedTo(memberId, owners),
      getProfilesByIds(owners),
    ]);
    // Incognito owners who have not liked me (decision 0067): one more BatchGet, only when there are any.
    const incognito = await hiddenByIncognito(
      memberId,
      owners.map((id) => ({ id, incognito: records.get(id)?.incognito })),
    );
    let lastExamined: VoiceRecord | undefined;
    for (const voice of page.voices) {
      lastExamined = voice;
      const profile = records.get(voice.memberId);
      if (
        voice.memberId !== memberId &&
        !excluded.has(voice.memberId) &&
        !reacted.has(voice.memberId) &&
        !incognito.has(voice.memberId) &&
        profile?.isProfileComplete === true &&
        !isHiddenFrom(profile, viewer, now)
      ) {
        profiles.push(presentVoiceProfile(voice, profile));
      }
      if (profiles.length === VOICE_PAGE_SIZE) break;
    }
    const stoppedEarly = lastExamined !== undefined && lastExamined !== page.voices[page.voices.length - 1];
    start = stoppedEarly ? voiceFeedKey(lastExamined!) : (page.next ?? undefined);
    if (!start) break;
  }
  return { profiles, cursor: start ? encodeCursor(start) : null };
}

/**
 * Like or pass one introduction. A like goes through the swipe use case, so
 * it is a like like any other: once per pair, counted against today's likes,
 * refused across a block, and the match when it is mutual (decision 0019).
 * The reaction item is what tells the owner (its stream INSERT pushes a frame).
 */
export async function reactToVoice(
  memberId: string,
  ownerId: string,
  input: ReactToVoice,
  now = new Date(),
): Promise<VoiceReactionResult> {
  if (ownerId === memberId)
    throw new AppError('validation_failed', 'That is your own introduction', [{ path: 'memberId', message: 'Is you' }]);
  const voice = await getVoice(ownerId);
  if (!voice || voice.voiceId !== input.voiceId) throw notFound('Voice profile');
  await enforceRateLimit(memberId, 'voiceReaction', now.getTime());
  if (input.action === 'pass') {
    const [blocked, owner, me] = await Promise.all([
      blockedEitherWay(memberId, [ownerId]),
      getProfile(ownerId),
      getProfile(memberId),
    ]);
    if (blocked.size > 0 || isHiddenFrom(owner as Record<string, unknown> | undefined, viewerOf(me, now), now))
      throw notFound('Voice profile');
    await putVoiceReaction(memberId, ownerId, voice.voiceId, false, now);
    return { action: 'pass', matched: false, matchId: null };
  }
  const swipe = await recordSwipe(memberId, { targetId: ownerId, action: 'like', timeZone: input.timeZone }, now);
  await putVoiceReaction(memberId, ownerId, voice.voiceId, true, now);
  return { action: 'like', matched: swipe.matched, matchId: swipe.matchId };
}
