import type { PhotoUploadStatus } from '#shared/schemas/photos.ts';
import { keys } from './keys';
import type { StoredPhoto } from './profiles';
import { getLiveUpload, putPendingUpload as putPending, settlePendingUpload } from './pending-uploads';

export type UploadRecord = {
  photoId: string;
  status: PhotoUploadStatus['status'];
  reason?: PhotoUploadStatus['reason'];
  photo?: StoredPhoto;
  contentType: string;
  createdAt: string;
};

export function putPendingUpload(memberId: string, photoId: string, contentType: string, now: Date): Promise<void> {
  return putPending(
    keys.upload(memberId, photoId),
    { entity: 'upload', photoId, contentType, createdAt: now.toISOString() },
    now,
  );
}

/** An eventually consistent read: the browser polls it until the upload settles. */
export function getUpload(memberId: string, photoId: string): Promise<UploadRecord | undefined> {
  return getLiveUpload<UploadRecord>(keys.upload(memberId, photoId), Date.now(), false);
}

/** Settles a pending upload once; false when already settled (a retried S3 event). */
export function settleUpload(
  memberId: string,
  photoId: string,
  outcome:
    { status: 'ready'; photo: StoredPhoto } | { status: 'rejected'; reason: NonNullable<PhotoUploadStatus['reason']> },
): Promise<boolean> {
  return settlePendingUpload(keys.upload(memberId, photoId), outcome);
}
