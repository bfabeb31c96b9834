import { ulid } from 'ulid';
import {
  MAX_PHOTO_BYTES,
  type CreatePhotoUpload,
  type PhotoUploadStatus,
  type PhotoUploadTicket,
} from '#shared/schemas/photos.ts';
import { MAX_PHOTOS, type MyProfile } from '#shared/schemas/profile.ts';
import { getProfile, PhotoLimitError, replacePhotos, StaleWriteError } from '../../db/profiles';
import { getUpload, putPendingUpload } from '../../db/uploads';
import { requireEnv } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { deleteObjects } from '../../media/objects';
import { photoKeys } from '../../media/photo-keys';
import { presignTicket } from '../../media/presign-upload';
import { requireGoodStanding } from '../moderation/standing';
import { presentMyProfile, presentOwnPhoto } from './present-profile';
import { enforceRateLimit } from '../limits/enforce-rate-limit';

const limitReached = () => new AppError('limit_reached', `You can have at most ${MAX_PHOTOS} photos`);

/**
 * Issues a presigned POST for one photo under the member's own upload prefix.
 * The 6-photo limit is checked here for a quick answer and again, atomically,
 * when the S3 handler attaches the photo.
 */
export async function createPhotoUpload(memberId: string, input: CreatePhotoUpload): Promise<PhotoUploadTicket> {
  const profile = await getProfile(memberId);
  if (!profile) throw notFound('Profile');
  // A suspended member cannot post (decision 0023).
  await requireGoodStanding(memberId, new Date(), profile);
  if ((profile.photos ?? []).length >= MAX_PHOTOS) throw limitReached();
  await enforceRateLimit(memberId, 'photoUpload');
  const photoId = ulid();
  const now = new Date();
  await putPendingUpload(memberId, photoId, input.contentType, now);
  const bucket = requireEnv('PHOTOS_BUCKET');
  const ticket = await presignTicket(
    bucket,
    photoKeys.upload(memberId, photoId),
    input.contentType,
    MAX_PHOTO_BYTES,
    now,
  );
  return { photoId, ...ticket };
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

export async function deletePhoto(memberId: string, photoId: string): Promise<MyProfile> {
  const profile = await getProfile(memberId);
  const photo = profile?.photos?.find((candidate) => candidate.id === photoId);
  if (!profile || !photo) throw notFound('Photo');
  let updated;
  try {
    updated = await replacePhotos(
      memberId,
      profile.photos.filter((candidate) => candidate.id !== photoId),
      profile.photosVersion ?? 0,
      new Date(),
    );
  } catch (error) {
    if (error instanceof StaleWriteError)
      throw new AppError('conflict', 'Your photos changed meanwhile. Reload and try again.');
    throw error;
  }
  // The objects go after the list no longer names them, so no page ever links a missing image.
  await deleteObjects(requireEnv('PHOTOS_BUCKET'), [photo.key, photo.thumbKey]);
  return presentMyProfile(updated);
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

export { PhotoLimitError };
