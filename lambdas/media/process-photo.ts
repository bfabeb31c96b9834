import sharp from 'sharp';
import { PHOTO_VARIANT_WIDTHS } from '#shared/media/image-variants.ts';
import { encodeVariants, variantWidths, type EncodedVariant } from './encode-variants';

/** Display size fits a phone screen at 2x; the thumbnail serves lists and chips. */
export const DISPLAY_BOX = { width: 1080, height: 1350 } as const;
export const THUMB_BOX = { width: 320, height: 400 } as const;

/**
 * Re-encodes an uploaded image. sharp writes no metadata unless asked to, so
 * EXIF (GPS included), XMP and ICC text are all dropped; `rotate()` first
 * applies the EXIF orientation so the picture still stands the right way up.
 * Animated images keep only their first frame.
 */
export async function processPhoto(
  input: Buffer,
): Promise<{ display: Buffer; thumb: Buffer; width: number; height: number }> {
  const base = sharp(input, { failOn: 'error', limitInputPixels: 50_000_000, pages: 1 }).rotate();
  const display = await base
    .clone()
    .resize({ ...DISPLAY_BOX, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const thumb = await base
    .clone()
    .resize({ ...THUMB_BOX, fit: 'cover', position: 'attention' })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
  return { display: display.data, thumb, width: display.info.width, height: display.info.height };
}

/**
 * The display photo's AVIF and WebP copies (decision 0076), made from the
 * display JPEG itself: exactly the picture the screening passed, only smaller.
 */
export async function photoVariants(
  display: Buffer,
  displayWidth: number,
): Promise<{ widths: number[]; variants: EncodedVariant[] }> {
  const widths = variantWidths(PHOTO_VARIANT_WIDTHS, displayWidth);
  return { widths, variants: await encodeVariants(sharp(display, { failOn: 'error' }), widths) };
}
