import { ulid } from 'ulid';
import { blockedEitherWay, blockMember as writeBlock } from '../../db/blocks';
import { getMatch, matchIdFor } from '../../db/matches';
import { getMessage, queryMessages } from '../../db/messages';
import { fileReport, getCase, type ReportSubject } from '../../db/moderation';
import { getProfile, type ProfileRecord, type StoredPhoto } from '../../db/profiles';
import { AppError, notFound } from '../../lib/errors';
import { getStory } from '../../db/stories';
import { getSwipe } from '../../db/swipes';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { presentOwnPhoto, presentPublicProfile } from '../profile/present-profile';
import { presentMyStory } from '../stories/present-story';

/** Free for every tier: safety is never paywalled. */
export async function blockMember(memberId: string, otherId: string, now = new Date()): Promise<{ blocked: true }> {
  if (otherId === memberId)
    throw new AppError('validation_failed', 'You cannot block yourself', [{ path: 'memberId', message: 'Is you' }]);
  if (!(await getProfile(otherId))) throw notFound('Member');
  await writeBlock(memberId, otherId, now);
  return { blocked: true };
}

/** A reported conversation: the one message named, or their last few (what the reporter was looking at). */
const REPORTED_MESSAGES = 5;

async function reportedMessages(
  reporterId: string,
  reportedId: string,
  matchId: string,
  messageId: string | undefined,
) {
  const match = matchId === matchIdFor(reporterId, reportedId) ? await getMatch(matchId) : undefined;
  if (!match) throw notFound('Conversation');
  if (messageId) {
    const message = await getMessage(matchId, messageId);
    if (!message || message.senderId !== reportedId) throw notFound('Message');
    return [{ id: message.id, content: message.content, createdAt: message.createdAt }];
  }
  const { messages } = await queryMessages(matchId, { limit: 50 });
  return messages
    .filter((message) => message.senderId === reportedId)
    .slice(-REPORTED_MESSAGES)
    .map((message) => ({ id: message.id, content: message.content, createdAt: message.createdAt }));
}

/**
 * Their like's comment to the reporter (issue 28), as a reported message: moderators get it with any
 * report of the member that is not about a story or a conversation (the reporter may have come from
 * Who Liked You), and `likeComment` says the comment is what is reported (not found without one).
 */
async function reportedLikeComment(reporterId: string, reportedId: string, required: boolean) {
  const like = await getSwipe(reportedId, reporterId);
  if (!like?.isLike || !like.comment) {
    if (required) throw notFound('Comment');
    return undefined;
  }
  return [{ id: `like-${reportedId}`, content: like.comment, createdAt: like.createdAt }];
}

/**
 * A reported photo (decision 0073): one of their published photos that the reporter can see now.
 * A block either way hides the member, and an incomplete profile is shown to nobody, so neither
 * can be reported photo by photo (the same answer as a photo that does not exist).
 */
async function reportedPhoto(reporterId: string, reported: ProfileRecord, photoId: string): Promise<StoredPhoto> {
  const photo = (reported.photos ?? []).find((candidate) => candidate.id === photoId);
  if (!photo || !reported.isProfileComplete) throw notFound('Photo');
  if ((await blockedEitherWay(reporterId, [reported.id])).size > 0) throw notFound('Photo');
  return photo;
}

/**
 * Stores the report with a snapshot of what the reporter saw (the profile,
 * and the story or messages it is about), for moderators; optionally blocks
 * too. One open report per reporter and member (the moderators have it
 * already), and a daily cap, so nobody can flood the queue (decision 0023).
 */
export async function reportMember(
  memberId: string,
  input: {
    memberId: string;
    category: string;
    note?: string;
    alsoBlock: boolean;
    storyId?: string;
    matchId?: string;
    messageId?: string;
    likeComment?: true;
    photoId?: string;
  },
  now = new Date(),
): Promise<{ reportId: string; blocked: boolean }> {
  if (input.memberId === memberId)
    throw new AppError('validation_failed', 'You cannot report yourself', [{ path: 'memberId', message: 'Is you' }]);
  const reported = await getProfile(input.memberId);
  if (!reported) throw notFound('Member');
  // A reported story must be one of theirs and still live; moderators get what the reporter saw.
  const story = input.storyId ? await getStory(input.memberId, input.storyId, now) : undefined;
  if (input.storyId && !story) throw notFound('Story');
  const photo = input.photoId ? await reportedPhoto(memberId, reported, input.photoId) : undefined;
  const messages = photo
    ? undefined
    : input.matchId
      ? await reportedMessages(memberId, input.memberId, input.matchId, input.messageId)
      : story
        ? undefined
        : await reportedLikeComment(memberId, input.memberId, input.likeComment === true);
  const subject: ReportSubject = photo
    ? 'photo'
    : story
      ? 'story'
      : input.matchId || input.likeComment
        ? 'messages'
        : 'profile';
  // Counted once the report is known to be about something real: a refused request writes nothing.
  await enforceRateLimit(memberId, 'report', now.getTime());
  const reportId = ulid(now.getTime());
  const report = {
    reportId,
    reporterId: memberId,
    reportedId: input.memberId,
    category: input.category,
    note: input.note || null,
    subject,
    snapshot: {
      ...presentPublicProfile(reported, null),
      username: reported.username,
      capturedAt: now.toISOString(),
      ...(story ? { story: { ...presentMyStory(story), mediaKey: story.mediaKey } } : {}),
      ...(messages ? { messages } : {}),
      ...(photo ? { reportedPhoto: { ...presentOwnPhoto(photo), key: photo.key } } : {}),
    },
    createdAt: now.toISOString(),
    status: 'open' as const,
  };
  for (let attempt = 0; ; attempt++) {
    const outcome = await fileReport(report, await getCase(input.memberId));
    if (outcome === 'alreadyReported') {
      // The block still happens: the reporter asked not to see them again.
      if (input.alsoBlock) await writeBlock(memberId, input.memberId, now);
      throw new AppError('already_reported', 'You already reported this member. Our team is reviewing it.');
    }
    if (outcome === 'filed') break;
    if (attempt >= 4) throw new AppError('conflict', 'Many reports arrived at once. Please try again.');
  }
  if (input.alsoBlock) await writeBlock(memberId, input.memberId, now);
  return { reportId, blocked: input.alsoBlock };
}
