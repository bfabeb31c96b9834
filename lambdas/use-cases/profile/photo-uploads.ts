import { ulid } from 'ulid';
import { MAX_PHOTO_BYTES, type CreatePhotoUpload, type PhotoUploadTicket } from '#shared/schemas/photos.ts';
import { MAX_PHOTOS } from '#shared/profile-limits.ts';
import { getProfile } from '../../db/profiles';
import { putPendingUpload } from '../../db/uploads';
import { requireEnv } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { photoKeys } from '../../media/photo-keys';
import { presignTicket } from '../../media/presign-upload';
import { requireGoodStanding } from '../moderation/standing';
import { enforceRateLimit } from '../limits/enforce-rate-limit';

// The upload ticket alone: only its route loads the S3 presigner and client; reading an upload's
// status and reordering live in my-photos.ts, deleting in photos.ts (decision 0078).

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
