import sharp from 'sharp';
import { call } from './api';
import type { TestMember } from './members';
import { postForm } from './media-uploads';
import { eventually } from './table';

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
  const posted = await postForm(ticket.body, body, contentType);
  if (posted.status >= 300) throw new Error(`S3 refused the upload: ${posted.status} ${await posted.text()}`);
  const status = await eventually(async () => {
    const response = await call('getPhotoUpload', {
      token: member.accessToken,
      params: { photoId: ticket.body.photoId },
    });
    return response.body.status !== 'pending' ? response.body : undefined;
  }, 15_000);
  return { ticket, status };
}
