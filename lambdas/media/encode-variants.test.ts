import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { ssim } from 'ssim.js';
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_FORMATS, PHOTO_VARIANT_WIDTHS } from '#shared/media/image-variants.ts';
import { encodeVariants, variantQuality, variantWidths } from './encode-variants';
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

/** A picture as a screen of `width` device pixels shows it (and `height`, to match another's rounding). */
async function shown(image: Buffer, width: number, height?: number) {
  const { data, info } = await sharp(image)
    .resize(height ? { width, height, fit: 'fill' } : { width })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
}

describe('the copy for dense screens (decision 0091)', () => {
  // The deck's card on a 390 px phone at 3x (358 CSS px) and on a desktop at 2x (28rem): where the 1080 copy is drawn.
  const SCREENS = { 'phone at 3x': 358 * 3, 'desktop at 2x': 448 * 2 };
  const samples = readdirSync('node_modules/@vladmandic/face-api/demo').filter((name) => /^sample\d+\.jpg$/.test(name));

  it('is encoded lower than the others', () => {
    for (const format of IMAGE_VARIANT_FORMATS)
      expect(variantQuality(format, 1080)).toBeLessThan(variantQuality(format, 720));
  });

  it('shows more of every sample photograph than the 2x copy would on those screens, and its AVIF weighs less', async () => {
    const bytes = { dense: 0, twoX: 0 };
    for (const name of samples) {
      const { display } = await processPhoto(readFileSync(`node_modules/@vladmandic/face-api/demo/${name}`));
      const variants = await encodeVariants(sharp(display), [720, 1080]);
      const copy = (format: string, width: number) =>
        variants.find((v) => v.format === format && v.width === width)!.body;
      for (const [screen, width] of Object.entries(SCREENS)) {
        const original = await shown(display, width);
        for (const format of IMAGE_VARIANT_FORMATS) {
          const twoX = ssim(original, await shown(copy(format, 720), width, original.height)).mssim;
          const dense = ssim(original, await shown(copy(format, 1080), width, original.height)).mssim;
          expect(dense, `${name}, ${format}, ${screen}`).toBeGreaterThan(twoX);
        }
      }
      bytes.dense += copy('avif', 1080).length;
      bytes.twoX += copy('avif', 720).length;
    }
    expect(samples.length).toBeGreaterThanOrEqual(5);
    expect(bytes.dense).toBeLessThan(bytes.twoX);
  }, 120_000);
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
