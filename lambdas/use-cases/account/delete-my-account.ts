import { keys } from '../../db/keys';
import { deleteItems, listInboundItems, listOwnItems } from '../../db/member-items';
import { deleteCognitoUser } from '../../identity/delete-member';
import { endSessions } from '../../identity/session-floor';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { deletePrefix } from '../../media/objects';
import { photoKeys } from '../../media/photo-keys';
import { closeSocketsOf } from '../../realtime/close-sockets';
import { storyKeys } from '../../media/story-keys';
import { voiceKeys } from '../../media/voice-keys';

/**
 * Each match ends with the account: the match item (whose removal makes the
 * stream purge the conversation) and the other member's edge to us.
 */
function matchesEndedBy(memberId: string, own: Record<string, unknown>[]) {
  return own
    .filter((item) => item.entity === 'matchEdge')
    .flatMap((edge) => [keys.match(String(edge.matchId)), keys.matchEdge(String(edge.otherMemberId), memberId)]);
}

/**
 * Deletes the member completely: media first, then every item they own or that
 * points at them, and the Cognito user last, so a failure part-way leaves a
 * member who can still sign in and try again rather than orphaned data.
 */
export async function deleteMyAccount(
  memberId: string,
  cognitoUsername: string,
  now = new Date(),
): Promise<{ deleted: true }> {
  const { PHOTOS_BUCKET, STORIES_BUCKET, VOICE_BUCKET } = env();
  // The session ends before anything is deleted: from here on every route refuses this member's tokens
  // (routes that write at once), so nothing can be written into the partition being emptied, and no
  // socket stays open to a member who no longer exists.
  await endSessions(memberId, now);
  await closeSocketsOf(memberId);
  const removedObjects = await Promise.all([
    PHOTOS_BUCKET ? deletePrefix(PHOTOS_BUCKET, photoKeys.memberPrefix(memberId)) : 0,
    PHOTOS_BUCKET ? deletePrefix(PHOTOS_BUCKET, photoKeys.uploadPrefix(memberId)) : 0,
    PHOTOS_BUCKET ? deletePrefix(PHOTOS_BUCKET, photoKeys.heldPrefix(memberId)) : 0,
    STORIES_BUCKET ? deletePrefix(STORIES_BUCKET, storyKeys.memberPrefix(memberId)) : 0,
    STORIES_BUCKET ? deletePrefix(STORIES_BUCKET, storyKeys.uploadPrefix(memberId)) : 0,
    STORIES_BUCKET ? deletePrefix(STORIES_BUCKET, storyKeys.heldPrefix(memberId)) : 0,
    VOICE_BUCKET ? deletePrefix(VOICE_BUCKET, voiceKeys.memberPrefix(memberId)) : 0,
    VOICE_BUCKET ? deletePrefix(VOICE_BUCKET, voiceKeys.uploadPrefix(memberId)) : 0,
  ]);
  // The profile goes first and alone: counters the stream applies late check for it (member-stats.ts),
  // so nothing of ours can be written after this. Listing only now means whatever such a late write
  // created before it is in the list too (listing first once left a day-view counter behind).
  const removedProfile = await deleteItems([keys.profile(memberId)]);
  const [own, inbound] = await Promise.all([listOwnItems(memberId), listInboundItems(memberId)]);
  const removedItems = removedProfile + (await deleteItems([...inbound, ...own, ...matchesEndedBy(memberId, own)]));
  await deleteCognitoUser(cognitoUsername);
  logger.info('Account deleted', { memberId, removedItems, removedObjects: removedObjects.reduce((a, b) => a + b, 0) });
  return { deleted: true };
}
