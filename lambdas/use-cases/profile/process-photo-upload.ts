import { variantPath } from '#shared/media/image-variants.ts';
import type { PhotoUploadStatus } from '#shared/schemas/photos.ts';
import { appendPhoto, PhotoLimitError } from '../../db/profiles';
import { getUpload, settleUpload } from '../../db/uploads';
import { logger } from '../../lib/logger';
import { screenImage } from '../../media/screen-on-demand';
import { deleteObjects, readObject, writeImmutable, writeJpeg } from '../../media/objects';
import { parseUploadKey, photoKeys } from '../../media/photo-keys';
import { photoVariants, processPhoto } from '../../media/process-photo';
import { holdForModerators } from '../moderation/screened-media';
import { checkPhotoUpload } from './check-photo-upload';

/**
 * What happens after a browser upload lands: check size and real type, re-encode
 * (which strips every bit of metadata, GPS included), store a display size and a
 * thumbnail, attach the photo (atomically refused past 6), and settle the upload
 * record the browser polls. The raw upload is always deleted in the end.
 */
export async function processPhotoUpload(bucket: string, key: string): Promise<'ready' | 'rejected' | 'ignored'> {
  const owner = parseUploadKey(key);
  const upload = owner ? await getUpload(owner.memberId, owner.photoId) : undefined;
  if (!owner || !upload || upload.status !== 'pending') {
    // No ticket was issued for this key (or it was already handled): nothing may stay.
    await deleteObjects(bucket, [key]);
    logger.info('Upload without a pending ticket deleted', { key });
    return 'ignored';
  }
  const { memberId, photoId } = owner;
  const reject = async (reason: NonNullable<PhotoUploadStatus['reason']>) => {
    await settleUpload(memberId, photoId, { status: 'rejected', reason });
    await deleteObjects(bucket, [key]);
    return 'rejected' as const;
  };

  const verdict = await checkPhotoUpload(bucket, key);
  if (!verdict.accepted) return reject(verdict.reason);

  let processed;
  try {
    processed = await processPhoto(await readObject(bucket, key));
  } catch (error) {
    logger.info('Upload could not be decoded', { key, error: (error as Error).message });
    return reject('unreadable');
  }
  // Screened before anything is written where the media CDN serves it (decision 0070): an explicit
  // photo never gets a served key at all, and the moderators get a blurred copy with the case. The
  // processed copies (metadata already stripped) wait under held/, which nothing serves, so that a
  // moderator can publish a false flag (decision 0082).
  const screening = await screenImage(processed.display);
  if (screening.verdict === 'explicit') {
    await Promise.all([
      writeJpeg(bucket, photoKeys.held(memberId, photoId), processed.display),
      writeJpeg(bucket, photoKeys.heldThumb(memberId, photoId), processed.thumb),
    ]);
    await holdForModerators({ memberId, kind: 'photo', mediaId: photoId, image: processed.display, screening });
    return reject('explicit');
  }
  // Only now, past the screening: the smaller copies are the same picture, and a borderline one
  // carries the same `blurred` flag, so every copy is shown behind the same cover.
  const { widths, variants } = await photoVariants(processed.display, processed.width);
  const stored = {
    id: photoId,
    key: photoKeys.display(memberId, photoId),
    thumbKey: photoKeys.thumb(memberId, photoId),
    ...(screening.verdict === 'borderline' ? { blurred: true } : {}),
    widths,
  };
  const variantKeys = photoKeys.variants(stored.key, widths);
  await Promise.all([
    writeJpeg(bucket, stored.key, processed.display),
    writeJpeg(bucket, stored.thumbKey, processed.thumb),
    ...variants.map((variant) =>
      writeImmutable(bucket, variantPath(stored.key, variant.width, variant.format), variant.body, variant.contentType),
    ),
  ]);
  try {
    await appendPhoto(memberId, stored, new Date());
  } catch (error) {
    if (!(error instanceof PhotoLimitError)) throw error;
    await deleteObjects(bucket, [stored.key, stored.thumbKey, ...variantKeys]);
    return reject('limit_reached');
  }
  await settleUpload(memberId, photoId, { status: 'ready', photo: stored });
  await deleteObjects(bucket, [key]);
  return 'ready';
}
