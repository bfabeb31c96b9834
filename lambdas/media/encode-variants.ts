import type { Sharp } from 'sharp';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_TYPES, type ImageVariantFormat } from '#shared/media/image-variants.ts';

export type EncodedVariant = { width: number; format: ImageVariantFormat; contentType: string; body: Buffer };

/**
 * AVIF effort 2 of 9: about a second for a 1080 px photo on a busy core, where
 * the default (4) took four to six for files only ~10% smaller. WebP's 75 and
 * AVIF's 50 look alike to the eye and are both well under the JPEG's bytes.
 *
 * A copy wider than a phone's card at 2x (28rem at 2x is 896 px) is drawn only where pixels are small: the card on
 * a 3x phone, or on a 2x desktop. There it is encoded lower (decision 0091): on those screens it still shows more of
 * the photo than the 2x copy would (SSIM against the original, encode-variants.test.ts), and the AVIF weighs less.
 */
const DENSE_FROM_WIDTH = 900;

const QUALITY: Record<ImageVariantFormat, { normal: number; dense: number }> = {
  avif: { normal: 50, dense: 30 },
  webp: { normal: 75, dense: 50 },
};

const ENCODERS: Record<ImageVariantFormat, (image: Sharp, quality: number) => Sharp> = {
  avif: (image, quality) => image.avif({ quality, effort: 2 }),
  webp: (image, quality) => image.webp({ quality }),
};

/** The quality a copy `width` pixels wide is encoded at. */
export function variantQuality(format: ImageVariantFormat, width: number): number {
  return width >= DENSE_FROM_WIDTH ? QUALITY[format].dense : QUALITY[format].normal;
}

/**
 * The widths worth writing for an image `fullWidth` wide: those below it, and
 * the full width itself, so every `w` descriptor tells the truth and nothing
 * is enlarged.
 */
export function variantWidths(wanted: readonly number[], fullWidth: number): number[] {
  const below = wanted.filter((width) => width < fullWidth);
  return [...below, Math.min(fullWidth, Math.max(...wanted))];
}

/**
 * Encodes the already processed (rotated, cropped, metadata-free) image at
 * each width in each format. Run only after screening has passed it: the
 * caller decides what may be published, this only makes it smaller.
 */
export async function encodeVariants(image: Sharp, widths: readonly number[]): Promise<EncodedVariant[]> {
  const jobs = widths.flatMap((width) =>
    IMAGE_VARIANT_FORMATS.map(async (format) => ({
      width,
      format,
      contentType: IMAGE_VARIANT_TYPES[format],
      body: await ENCODERS[format](
        image.clone().resize({ width, withoutEnlargement: true }),
        variantQuality(format, width),
      ).toBuffer(),
    })),
  );
  return Promise.all(jobs);
}
