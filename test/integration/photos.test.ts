import { HeadObjectCommand } from '@aws-sdk/client-s3';
import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { createMember } from '../support/members';
import { keysUnder, postForm, putObjectDirectly, s3, settledUpload } from '../support/media-uploads';
import { jpeg, oversizedJpeg, uploadPhoto } from '../support/photos';

const photoKeysUnder = (prefix: string) => keysUnder(cloud().env.PHOTOS_BUCKET, prefix);

describe('photos', () => {
  it('stores a JPEG carrying GPS EXIF without any EXIF at all, as a display size and a thumbnail', async () => {
    const member = await createMember();
    await call('getMyProfile', { token: member.accessToken });
    const original = await jpeg({ gps: true });
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.any(Number) });

    const { status } = await uploadPhoto(member, original);
    expect(status).toMatchObject({ status: 'ready', photo: { url: expect.any(String), thumbUrl: expect.any(String) } });
    for (const url of [status.photo.url, status.photo.thumbUrl]) {
      const stored = Buffer.from(await (await fetch(url)).arrayBuffer());
      expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(await exifr.parse(stored, true)).toBeUndefined();
      expect(await exifr.gps(stored)).toBeUndefined();
    }
    // The raw upload is gone; only the processed objects remain.
    expect(await photoKeysUnder(`uploads/${member.sub}/`)).toEqual([]);
    expect((await call('getMyProfile', { token: member.accessToken })).body.photos).toHaveLength(1);
  });

  it('rejects and deletes a text file named .jpg', async () => {
    const member = await createMember();
    await call('getMyProfile', { token: member.accessToken });
    const { ticket, status } = await uploadPhoto(
      member,
      Buffer.from('definitely not an image, just text'),
      'image/jpeg',
    );
    expect(status).toMatchObject({ status: 'rejected', reason: 'not_an_image' });
    await expect(
      s3().send(
        new HeadObjectCommand({
          Bucket: cloud().env.PHOTOS_BUCKET,
          Key: `uploads/${member.sub}/${ticket.body.photoId}`,
        }),
      ),
    ).rejects.toThrow();
    expect((await call('getMyProfile', { token: member.accessToken })).body.photos).toHaveLength(0);
  });

  it('refuses a file over 10 MB: the API will not sign it, and one sent anyway is rejected and deleted', async () => {
    const member = await createMember();
    await call('getMyProfile', { token: member.accessToken });
    const tooBig = await call('createPhotoUpload', {
      token: member.accessToken,
      body: { contentType: 'image/jpeg', size: 10 * 1024 * 1024 + 1 },
    });
    expect(tooBig.status).toBe(400);
    // A lying client: S3 holds the ticket to its content-length-range (locally too, s3-gateway.ts).
    const big = await oversizedJpeg();
    const ticket = await call('createPhotoUpload', {
      token: member.accessToken,
      body: { contentType: 'image/jpeg', size: 1000 },
    });
    const refused = await postForm(ticket.body, big, 'image/jpeg');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('EntityTooLarge');
    // Defence in depth: an oversized object that reaches the upload key anyway (a signed writer) is rejected and deleted.
    await putObjectDirectly(cloud().env.PHOTOS_BUCKET, ticket.body.fields.key, big, 'image/jpeg');
    const status = await settledUpload('getPhotoUpload', member, { photoId: ticket.body.photoId });
    expect(status).toMatchObject({ status: 'rejected', reason: 'too_large' });
    expect(await photoKeysUnder(`uploads/${member.sub}/`)).toEqual([]);
  });

  it('refuses a 7th photo on the server, reorders, and deletes with the objects', async () => {
    const member = await createMember();
    await call('getMyProfile', { token: member.accessToken });
    const colors = ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666'];
    for (const color of colors) expect((await uploadPhoto(member, await jpeg({ color }))).status.status).toBe('ready');
    const seventh = await call('createPhotoUpload', {
      token: member.accessToken,
      body: { contentType: 'image/jpeg', size: 1000 },
    });
    expect(seventh.status).toBe(429);
    expect(seventh.body.error.code).toBe('limit_reached');

    const profile = (await call('getMyProfile', { token: member.accessToken })).body;
    const ids: string[] = profile.photos.map((p: { id: string }) => p.id);
    const reversed = [...ids].reverse();
    const reordered = await call('reorderPhotos', { token: member.accessToken, body: { photoIds: reversed } });
    expect(reordered.body.photos.map((p: { id: string }) => p.id)).toEqual(reversed);
    expect((await call('reorderPhotos', { token: member.accessToken, body: { photoIds: ids.slice(1) } })).status).toBe(
      400,
    );

    const removed = await call('deletePhoto', { token: member.accessToken, params: { photoId: ids[0] } });
    expect(removed.body.photos).toHaveLength(5);
    expect((await photoKeysUnder(`${member.sub}/`)).filter((key) => key.includes(ids[0]))).toEqual([]);
  });

  it('another member can neither delete nor reorder my photos nor read my uploads', async () => {
    const a = await createMember();
    const b = await createMember();
    await call('getMyProfile', { token: a.accessToken });
    await call('getMyProfile', { token: b.accessToken });
    const { status } = await uploadPhoto(a, await jpeg());
    const photoId = status.photo.id;
    expect((await call('deletePhoto', { token: b.accessToken, params: { photoId } })).status).toBe(404);
    expect((await call('getPhotoUpload', { token: b.accessToken, params: { photoId } })).status).toBe(404);
    expect((await call('reorderPhotos', { token: b.accessToken, body: { photoIds: [photoId] } })).status).toBe(400);
    expect((await call('getMyProfile', { token: a.accessToken })).body.photos).toHaveLength(1);
  });
});
