/**
 * Smaller copies of a published image (decision 0076): each stored JPEG gets
 * AVIF and WebP copies at a few widths, written beside it when it is
 * processed, so the browser fetches the size it shows in the best format it
 * accepts (`<picture>` with `srcset` and `sizes`; no per-request edge logic).
 * The JPEG stays as the `<img>` fallback, and is all older records have.
 */

/** Best first: the browser takes the first `<source>` whose type it decodes. */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

export const IMAGE_VARIANT_TYPES: Record<ImageVariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/**
 * Profile photos, by what the app draws: 200 covers the round avatars (40–64
 * CSS px at up to 3×), 480 and 720 the deck's card (at most 28rem wide, at 1×
 * and 2× on phones) and 1080 the card at 3× and the full display size.
 */
export const PHOTO_VARIANT_WIDTHS = [200, 480, 720, 1080] as const;

/** Story images fill the frame (at most 28rem, the whole width on phones): 1x, 2x and 3x phones. */
export const STORY_VARIANT_WIDTHS = [540, 720, 1080] as const;

/**
 * `a/b.jpg` → `a/b-w480.avif`. Works on a key and on its URL alike (the
 * key's last segment ends the URL), so the server names the objects and the
 * web app finds them with the same function.
 */
export function variantPath(jpegPath: string, width: number, format: ImageVariantFormat): string {
  return `${jpegPath.replace(/\.jpg$/, '')}-w${width}.${format}`;
}

/** The `srcset` of one format: every width, each with its `w` descriptor. */
export function variantSrcSet(jpegUrl: string, widths: readonly number[], format: ImageVariantFormat): string {
  return widths.map((width) => `${variantPath(jpegUrl, width, format)} ${width}w`).join(', ');
}

/**
 * The width a browser fetches from a `srcset` for an image drawn `cssWidth`
 * pixels wide at `devicePixelRatio`: the smallest that covers it, else the
 * largest (what Chromium does on a cold cache). For counting bytes.
 */
export function chosenWidth(widths: readonly number[], cssWidth: number, devicePixelRatio: number): number {
  const needed = cssWidth * devicePixelRatio;
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((width) => width >= needed) ?? sorted[sorted.length - 1]!;
}
