import type { StoryUploadStatus } from '#shared/schemas/stories.ts';
import { getStory, getStoryUpload } from '../../db/stories';
import { notFound } from '../../lib/errors';
import { presentMyStory } from './present-story';

// An upload's status reads the table alone: apart from the ticket (story-uploads.ts), its route
// loads neither the S3 presigner nor its client (decision 0078).

export async function getMyStoryUpload(memberId: string, storyId: string): Promise<StoryUploadStatus> {
  const upload = await getStoryUpload(memberId, storyId);
  if (!upload) throw notFound('Upload');
  const story = upload.status === 'ready' ? await getStory(memberId, storyId) : undefined;
  return {
    storyId,
    status: upload.status,
    ...(upload.reason ? { reason: upload.reason } : {}),
    ...(story ? { story: presentMyStory(story) } : {}),
  };
}
