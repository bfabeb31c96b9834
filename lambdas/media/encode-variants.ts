import type { Sharp } from 'sharp';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_TYPES, type ImageVariantFormat } from '#shared/media/image-variants.ts';

export type EncodedVariant = { width: number; format: ImageVariantFormat; contentType: string; body: Buffer };

/**
 * AVIF effort 2 of 9: about a second for a 1080 px photo on a busy core, where
 * the default (4) took four to six for files only ~10% smaller. WebP's 75 and
 * AVIF's 50 look alike to the eye and are both well under the JPEG's bytes.
 */
const ENCODERS: Record<ImageVariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
};

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
      body: await ENCODERS[format](image.clone().resize({ width, withoutEnlargement: true })).toBuffer(),
    })),
  );
  return Promise.all(jobs);
}
