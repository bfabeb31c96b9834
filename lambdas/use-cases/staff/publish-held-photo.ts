import sharp from 'sharp';
import { MAX_PHOTOS } from '#shared/profile-limits.ts';
import { variantPath } from '#shared/media/image-variants.ts';
import { getProfile, replacePhotos, StaleWriteError, type ProfileRecord, type StoredPhoto } from '../../db/profiles';
import { requireEnv } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { deleteObjects, writeImmutable, writeJpeg } from '../../media/objects';
import { photoKeys } from '../../media/photo-keys';
import { photoVariants } from '../../media/process-photo';
import { readHeld } from './held-media';

/** Why a held photo cannot be published on this profile now (a 409), or undefined when it can. */
export function publishConflict(
  profile: Pick<ProfileRecord, 'photos'>,
  photoId: string,
): 'alreadyPublished' | 'full' | undefined {
  const photos = profile.photos ?? [];
  if (photos.some((photo) => photo.id === photoId)) return 'alreadyPublished';
  if (photos.length >= MAX_PHOTOS) return 'full';
  return undefined;
}

export const PUBLISH_CONFLICT_MESSAGES = {
  alreadyPublished: 'This photo is already published.',
  busy: 'The member\u2019s photos changed meanwhile. Reload and try again.',
  full: `The member already has ${MAX_PHOTOS} photos. One must be removed before this one can be published.`,
} as const;

/**
 * Publishes a photo the screening held back as explicit (decision 0082): the processed copies kept
 * under held/ (metadata already stripped when they were made) are written to the served keys with
 * the same AVIF/WebP copies an ordinary photo gets (decision 0076), appended to the member's photos
 * under the list's version check (so two moderators cannot append it twice, and a full profile is a
 * clear 409), and the held copies deleted. It is published unblurred: a moderator who wants it
 * behind "Tap to view" blurs it afterwards (decision 0073).
 */
export async function publishHeldPhoto(memberId: string, photoId: string, now = new Date()): Promise<void> {
  const bucket = requireEnv('PHOTOS_BUCKET');
  // Refused before anything is read or written: a second publish, or a full profile, is a clear 409.
  const current = await getProfile(memberId, { consistent: true });
  if (!current) throw notFound('Member');
  const early = publishConflict(current, photoId);
  if (early) throw new AppError('conflict', PUBLISH_CONFLICT_MESSAGES[early]);
  const heldKeys = [photoKeys.held(memberId, photoId), photoKeys.heldThumb(memberId, photoId)];
  const [display, thumb] = await Promise.all(heldKeys.map((key) => readHeld(bucket, key, 'Held photo')));
  const { width = 0 } = await sharp(display!).metadata();
  const { widths, variants } = await photoVariants(display!, width);
  const stored = {
    id: photoId,
    key: photoKeys.display(memberId, photoId),
    thumbKey: photoKeys.thumb(memberId, photoId),
    widths,
  };
  const servedKeys = [stored.key, stored.thumbKey, ...photoKeys.variants(stored.key, widths)];
  // Written before the list names them, so no page ever links a missing image.
  await Promise.all([
    writeJpeg(bucket, stored.key, display!),
    writeJpeg(bucket, stored.thumbKey, thumb!),
    ...variants.map((variant) =>
      writeImmutable(bucket, variantPath(stored.key, variant.width, variant.format), variant.body, variant.contentType),
    ),
  ]);
  const conflict = await appendUnderVersion(memberId, stored, now);
  // Already there (another moderator was quicker): the objects are that photo's own, same keys.
  if (conflict !== 'alreadyPublished' && conflict) await deleteObjects(bucket, servedKeys);
  if (conflict) throw new AppError('conflict', PUBLISH_CONFLICT_MESSAGES[conflict]);
  await deleteObjects(bucket, heldKeys);
}

async function appendUnderVersion(
  memberId: string,
  stored: StoredPhoto,
  now: Date,
): Promise<ReturnType<typeof publishConflict> | 'busy'> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const profile = await getProfile(memberId, { consistent: true });
    if (!profile) throw notFound('Member');
    const conflict = publishConflict(profile, stored.id);
    if (conflict) return conflict;
    try {
      await replacePhotos(memberId, [...profile.photos, stored], profile.photosVersion ?? 0, now);
      return undefined;
    } catch (error) {
      if (!(error instanceof StaleWriteError)) throw error;
    }
  }
  return 'busy';
}
