import sharp from 'sharp';
import { STORY_VARIANT_WIDTHS } from '#shared/media/image-variants.ts';
import { encodeVariants, variantWidths, type EncodedVariant } from './encode-variants';

/** Stories fill a phone screen: 1080×1920 at most, never enlarged. */
export const STORY_BOX = { width: 1080, height: 1920 } as const;
/** A video's poster: the frame shown while it loads. */
export const POSTER_BOX = { width: 720, height: 1280 } as const;
/** The strip's round tile. */
export const STORY_THUMB = 240;

/**
 * Re-encodes a story image (or a video's poster) as JPEG. Like photos, sharp
 * writes no metadata unless asked, so EXIF (GPS included), XMP and ICC text
 * are dropped; `rotate()` applies the EXIF orientation first. An animated
 * image keeps its first frame.
 */
export async function processStoryImage(
  input: Buffer,
  box: { width: number; height: number },
): Promise<{ display: Buffer; thumb: Buffer }> {
  const base = sharp(input, { failOn: 'error', limitInputPixels: 50_000_000, pages: 1 }).rotate();
  const display = await base
    .clone()
    .resize({ ...box, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  const thumb = await base
    .clone()
    .resize({ width: STORY_THUMB, height: STORY_THUMB, fit: 'cover', position: 'attention' })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
  return { display, thumb };
}

/**
 * An image story's AVIF and WebP copies (decision 0076), from the display JPEG
 * the screening passed: the same picture, only smaller.
 */
export async function storyImageVariants(display: Buffer): Promise<{ widths: number[]; variants: EncodedVariant[] }> {
  const image = sharp(display, { failOn: 'error' });
  const { width } = await image.metadata();
  const widths = variantWidths(STORY_VARIANT_WIDTHS, width ?? STORY_BOX.width);
  return { widths, variants: await encodeVariants(image, widths) };
}
