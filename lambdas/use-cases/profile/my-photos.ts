import type { PhotoUploadStatus } from '#shared/schemas/photos.ts';
import type { MyProfile } from '#shared/schemas/profile.ts';
import { getProfile, replacePhotos, StaleWriteError } from '../../db/profiles';
import { getUpload } from '../../db/uploads';
import { AppError, notFound } from '../../lib/errors';
import { presentMyProfile, presentOwnPhoto } from './present-profile';

// An upload's status and the photos' order read and write the table alone: apart from the upload
// ticket (photo-uploads.ts) and deleting (photos.ts), their routes load no S3 package (decision 0078).

export async function reorderPhotos(memberId: string, photoIds: string[]): Promise<MyProfile> {
  const profile = await getProfile(memberId);
  if (!profile) throw notFound('Profile');
  const current = profile.photos ?? [];
  const byId = new Map(current.map((photo) => [photo.id, photo]));
  if (photoIds.length !== current.length || photoIds.some((id) => !byId.has(id))) {
    throw new AppError('validation_failed', 'Send every one of your photo ids exactly once', [
      { path: 'photoIds', message: 'Must list your current photos' },
    ]);
  }
  try {
    const updated = await replacePhotos(
      memberId,
      photoIds.map((id) => byId.get(id)!),
      profile.photosVersion ?? 0,
      new Date(),
    );
    return presentMyProfile(updated);
  } catch (error) {
    if (error instanceof StaleWriteError)
      throw new AppError('conflict', 'Your photos changed meanwhile. Reload and try again.');
    throw error;
  }
}

export async function getPhotoUpload(memberId: string, photoId: string): Promise<PhotoUploadStatus> {
  const upload = await getUpload(memberId, photoId);
  if (!upload) throw notFound('Upload');
  return {
    photoId,
    status: upload.status,
    ...(upload.reason ? { reason: upload.reason } : {}),
    ...(upload.photo ? { photo: presentOwnPhoto(upload.photo) } : {}),
  };
}

/** A moderator's reversal of the screening (decision 0073): the photo shown blurred to others, or not. */
export async function setPhotoBlurred(memberId: string, photoId: string, blurred: boolean): Promise<void> {
  const profile = await getProfile(memberId);
  if (!profile?.photos?.some((candidate) => candidate.id === photoId)) throw notFound('Photo');
  const photos = profile.photos.map((photo) => {
    if (photo.id !== photoId) return photo;
    const { blurred: _was, ...rest } = photo;
    return blurred ? { ...rest, blurred: true } : rest;
  });
  try {
    await replacePhotos(memberId, photos, profile.photosVersion ?? 0, new Date());
  } catch (error) {
    if (error instanceof StaleWriteError)
      throw new AppError('conflict', 'Their photos changed meanwhile. Reload and try again.');
    throw error;
  }
}
