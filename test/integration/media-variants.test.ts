import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_FORMATS, variantPath } from '#shared/media/image-variants.ts';
import { call } from '../support/api';
import { createMember } from '../support/members';
import { uploadStory } from '../support/media-uploads';
import { uploadPhoto } from '../support/photos';

/** A real photograph (a face-api sample), 1920 px wide: big enough for every width. */
const photograph = () => readFileSync('node_modules/@vladmandic/face-api/demo/sample3.jpg');

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('photo variants (decision 0076)', () => {
  it('an upload yields AVIF and WebP copies at each width, smaller than the JPEG, cached as immutable', async () => {
    const member = await createMember();
    await call('getMyProfile', { token: member.accessToken });
    const { status } = await uploadPhoto(member, photograph());
    expect(status).toMatchObject({ status: 'ready', photo: { widths: [200, 480, 720, 1080] } });
    const { url, thumbUrl, widths } = status.photo as { url: string; thumbUrl: string; widths: number[] };

    const jpegResponse = await fetch(url);
    expect(jpegResponse.headers.get('cache-control')).toBe(IMMUTABLE);
    const jpegBytes = (await jpegResponse.arrayBuffer()).byteLength;
    expect((await fetch(thumbUrl)).headers.get('cache-control')).toBe(IMMUTABLE);

    for (const width of widths) {
      for (const format of IMAGE_VARIANT_FORMATS) {
        const response = await fetch(variantPath(url, width, format));
        expect(response.status, `${width} ${format}`).toBe(200);
        expect(response.headers.get('content-type')).toBe(`image/${format}`);
        expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const body = Buffer.from(await response.arrayBuffer());
        const meta = await sharp(body).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect(meta.width).toBe(width);
        expect(meta.exif).toBeUndefined();
        expect(body.length).toBeLessThan(jpegBytes);
      }
    }
  });

  it('a borderline photo is published with all its copies under the same blurred flag', async () => {
    const member = await createMember();
    await call('getMyProfile', { token: member.accessToken });
    const borderline = await sharp(
      readFileSync(new URL('../fixtures/screening/synthetic-flagged-borderline.png', import.meta.url)),
    )
      .jpeg({ quality: 95 })
      .toBuffer();
    const { status } = await uploadPhoto(member, borderline);
    expect(status).toMatchObject({ status: 'ready', photo: { blurred: true } });
    const { url, widths } = status.photo as { url: string; widths: number[] };
    expect(widths.length).toBeGreaterThan(0);
    // One photo, one flag: the web app draws every copy behind the same cover (photo-image.tsx).
    const mine = (await call('getMyProfile', { token: member.accessToken })).body.photos[0];
    expect(mine).toMatchObject({ blurred: true, widths });
    for (const format of IMAGE_VARIANT_FORMATS)
      expect((await fetch(variantPath(url, widths[0]!, format))).status).toBe(200);
  });

  it('an image story gets its copies too, with the short lifetime stories keep (decision 0018)', async () => {
    const member = await createMember();
    await call('getMyProfile', { token: member.accessToken });
    const { status } = await uploadStory(member, photograph(), { contentType: 'image/jpeg' });
    expect(status).toMatchObject({ status: 'ready', story: { widths: [540, 720, 1080] } });
    const { mediaUrl, widths } = status.story as { mediaUrl: string; widths: number[] };
    for (const width of widths) {
      for (const format of IMAGE_VARIANT_FORMATS) {
        const response = await fetch(variantPath(mediaUrl, width, format));
        expect(response.status, `${width} ${format}`).toBe(200);
        expect(response.headers.get('content-type')).toBe(`image/${format}`);
        // A deleted story must stop being served: never immutable.
        expect(response.headers.get('cache-control')).toBe('public, max-age=600');
        expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(width);
      }
    }
  });
});
