import type { MyProfile } from '#shared/schemas/profile.ts';
import { getProfile, PhotoLimitError, replacePhotos, StaleWriteError } from '../../db/profiles';
import { requireEnv } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { deleteObjects } from '../../media/objects';
import { photoKeys } from '../../media/photo-keys';
import { presentMyProfile } from './present-profile';

// The upload ticket (photo-uploads.ts), an upload's status and reordering (my-photos.ts) live apart, so their routes do not
// load the S3 client this module needs (decision 0078).

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
  await deleteObjects(requireEnv('PHOTOS_BUCKET'), [
    photo.key,
    photo.thumbKey,
    ...photoKeys.variants(photo.key, photo.widths),
  ]);
  return presentMyProfile(updated);
}

export { PhotoLimitError };
