/**
 * One story upload, end to end: the ticket (POST /stories/uploads), the file
 * and, for a video, its poster frame sent straight to S3 with progress, then
 * polling until the server has checked and cleaned it.
 */
import type { StoryRejectionReason, StoryUploadStatus } from '#shared/schemas/stories.ts';
import { POSTER_CONTENT_TYPE, type StoryContentType } from '#shared/stories/rules.ts';
import { api } from '#web/lib/api-client.ts';
import { pollUntil } from '#web/lib/poll-until.ts';
import { postWithProgress, presignedPostBody } from '#web/lib/presigned-post.ts';

export type StoryUploadInput = {
  file: File;
  contentType: StoryContentType;
  caption: string | null;
  poster: Blob | null;
};

export type StoryUploadResult = { status: 'ready' } | { status: 'rejected'; reason: StoryRejectionReason | undefined };

export async function uploadStory(
  input: StoryUploadInput,
  {
    onProgress,
    onProcessing,
    signal,
  }: { onProgress: (fraction: number) => void; onProcessing: () => void; signal?: AbortSignal },
): Promise<StoryUploadResult> {
  const ticket = await api('createStoryUpload', {
    body: {
      contentType: input.contentType,
      size: input.file.size,
      caption: input.caption,
      ...(input.poster ? { poster: { contentType: POSTER_CONTENT_TYPE, size: input.poster.size } } : {}),
    },
  });
  signal?.throwIfAborted();
  // The poster is small: send it first, so the file's progress is the whole bar.
  if (input.poster && ticket.poster)
    await postWithProgress(ticket.poster.url, presignedPostBody(ticket.poster.fields, input.poster, 'poster.jpg'), {
      signal,
    });
  await postWithProgress(ticket.media.url, presignedPostBody(ticket.media.fields, input.file, input.file.name), {
    onProgress,
    signal,
  });
  onProcessing();
  const settled = await pollUntil<StoryUploadStatus>(
    () => api('getStoryUpload', { params: { storyId: ticket.storyId } }),
    (status) => status.status !== 'pending',
    { signal },
  );
  return settled.status === 'ready' ? { status: 'ready' } : { status: 'rejected', reason: settled.reason };
}
