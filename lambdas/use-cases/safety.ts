import { ulid } from 'ulid';
import { blockMember as writeBlock, putReport } from '../db/blocks';
import { getProfile } from '../db/profiles';
import { AppError, notFound } from '../lib/errors';
import { getStory } from '../db/stories';
import { presentPublicProfile } from './present-profile';
import { presentMyStory } from './stories/present-story';

/** Free for every tier: safety is never paywalled. */
export async function blockMember(memberId: string, otherId: string, now = new Date()): Promise<{ blocked: true }> {
  if (otherId === memberId) throw new AppError('validation_failed', 'You cannot block yourself', [{ path: 'memberId', message: 'Is you' }]);
  if (!(await getProfile(otherId))) throw notFound('Member');
  await writeBlock(memberId, otherId, now);
  return { blocked: true };
}

/** Stores the report with a snapshot of what the reporter saw, for moderators; optionally blocks too. */
export async function reportMember(
  memberId: string,
  input: { memberId: string; category: string; note?: string; alsoBlock: boolean; storyId?: string },
  now = new Date(),
): Promise<{ reportId: string; blocked: boolean }> {
  if (input.memberId === memberId) throw new AppError('validation_failed', 'You cannot report yourself', [{ path: 'memberId', message: 'Is you' }]);
  const reported = await getProfile(input.memberId);
  if (!reported) throw notFound('Member');
  // A reported story must be one of theirs and still live; moderators get what the reporter saw.
  const story = input.storyId ? await getStory(input.memberId, input.storyId, now) : undefined;
  if (input.storyId && !story) throw notFound('Story');
  const reportId = ulid();
  await putReport({
    reportId, reporterId: memberId, reportedId: input.memberId, category: input.category, note: input.note || null,
    snapshot: {
      ...presentPublicProfile(reported, null), username: reported.username, capturedAt: now.toISOString(),
      ...(story ? { story: { ...presentMyStory(story), mediaKey: story.mediaKey } } : {}),
    },
    now,
  });
  if (input.alsoBlock) await writeBlock(memberId, input.memberId, now);
  return { reportId, blocked: input.alsoBlock };
}
