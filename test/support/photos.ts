import sharp from 'sharp';
import { call } from './api';
import type { TestMember } from './members';
import { post, settledUpload } from './media-uploads';

/** A small real JPEG, optionally carrying GPS coordinates in its EXIF. */
export async function jpeg({ gps = false, color = '#e11d48' } = {}): Promise<Buffer> {
  const image = sharp({ create: { width: 96, height: 120, channels: 3, background: color } });
  if (gps) {
    image.withExif({
      IFD0: { Make: 'SpyCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '1/1 17/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '103/1 51/1 0/1' },
    });
  }
  return image.jpeg().toBuffer();
}

/** A JPEG past the 10 MB a photo or a story may be: a real one with zeros after it. */
export const oversizedJpeg = async () => Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024 + 10)]);

/**
 * Uploads as the browser does: ask the API for a presigned POST, send the
 * form (fields first, file last) straight to S3, then poll the upload status
 * until the S3 event handler has settled it.
 */
export async function uploadPhoto(
  member: TestMember,
  body: Buffer,
  contentType = 'image/jpeg',
  declaredSize = body.length,
) {
  const ticket = await call('createPhotoUpload', {
    token: member.accessToken,
    body: { contentType, size: declaredSize },
  });
  if (ticket.status !== 200) return { ticket, status: undefined };
  await post(ticket.body, body, contentType);
  const status = await settledUpload('getPhotoUpload', member, { photoId: ticket.body.photoId });
  return { ticket, status };
}
