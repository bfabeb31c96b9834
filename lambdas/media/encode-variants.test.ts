import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_VARIANT_WIDTHS } from '#shared/media/image-variants.ts';
import { variantWidths } from './encode-variants';
import { photoVariants, processPhoto } from './process-photo';
import { processStoryImage, STORY_BOX, storyImageVariants } from './process-story-image';

const SAMPLE = 'node_modules/@vladmandic/face-api/demo/sample3.jpg';

describe('variant widths', () => {
  it('writes the widths below the image and the image full width, never enlarged', () => {
    expect(variantWidths(PHOTO_VARIANT_WIDTHS, 1080)).toEqual([200, 480, 720, 1080]);
    expect(variantWidths(PHOTO_VARIANT_WIDTHS, 600)).toEqual([200, 480, 600]);
    expect(variantWidths(PHOTO_VARIANT_WIDTHS, 150)).toEqual([150]);
  });
});

describe('photo variants', () => {
  it('are AVIF and WebP at each width, smaller than the JPEG, and carry no metadata', async () => {
    const processed = await processPhoto(readFileSync(SAMPLE));
    const { widths, variants } = await photoVariants(processed.display, processed.width);
    expect(widths).toEqual([200, 480, 720, 1080]);
    expect(variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(
      widths.flatMap((w) => [`${w}.avif`, `${w}.webp`]).sort(),
    );
    for (const variant of variants) {
      const meta = await sharp(variant.body).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(variant.contentType).toBe(`image/${variant.format}`);
      expect(meta.width).toBe(variant.width);
      expect(meta.exif).toBeUndefined();
    }
    const full = variants.filter((v) => v.width === 1080);
    for (const variant of full) expect(variant.body.length).toBeLessThan(processed.display.length);
  }, 60_000);
});

describe('story image variants', () => {
  it('are the story frame widths, never wider than the stored image', async () => {
    const { display } = await processStoryImage(readFileSync(SAMPLE), STORY_BOX);
    const { widths, variants } = await storyImageVariants(display);
    expect(widths).toEqual([540, 720, 1080]);
    expect(variants).toHaveLength(6);
    const small = await storyImageVariants(await sharp(display).resize({ width: 600 }).jpeg().toBuffer());
    expect(small.widths).toEqual([540, 600]);
  }, 60_000);
});
