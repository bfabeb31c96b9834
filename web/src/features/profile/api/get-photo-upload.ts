/** GET /me/photos/uploads/{photoId}: pending, ready (with the photo) or rejected (with the reason). */
import type { PhotoUploadStatus } from '#shared/schemas/photos.ts';
import { api } from '#web/lib/api-client.ts';
import { pollUntil } from '#web/lib/poll-until.ts';

export type { PhotoUploadStatus };

export const getPhotoUpload = (photoId: string): Promise<PhotoUploadStatus> =>
  api('getPhotoUpload', { params: { photoId } });

export const PHOTO_POLL_INTERVAL_MS = 500;
/** The S3 handler runs within seconds; a minute without an answer is a failure. */
export const PHOTO_POLL_TIMEOUT_MS = 60_000;

export class PhotoProcessingTimeout extends Error {
  constructor() {
    super('The photo was not processed in time');
    this.name = 'PhotoProcessingTimeout';
  }
}

/**
 * Polls until the upload is ready or rejected. Transient failures of a single
 * poll are retried until the deadline; an abort stops at once (lib/poll-until.ts).
 */
export async function waitForPhotoUpload(
  photoId: string,
  {
    signal,
    intervalMs = PHOTO_POLL_INTERVAL_MS,
    timeoutMs = PHOTO_POLL_TIMEOUT_MS,
    fetchStatus = getPhotoUpload,
    now = Date.now,
  }: {
    signal?: AbortSignal;
    intervalMs?: number;
    timeoutMs?: number;
    fetchStatus?: (photoId: string) => Promise<PhotoUploadStatus>;
    now?: () => number;
  } = {},
): Promise<PhotoUploadStatus> {
  return pollUntil(
    () => fetchStatus(photoId),
    (status) => status.status !== 'pending',
    { signal, intervalMs, timeoutMs, now, timeoutError: () => new PhotoProcessingTimeout() },
  );
}
