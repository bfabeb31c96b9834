import type { ImgHTMLAttributes } from 'react';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_TYPES, variantSrcSet } from '#shared/media/image-variants.ts';

/**
 * How wide the app draws a member's photo, for `sizes`: the deck card (the
 * page is at most 28rem wide, with 1rem on each side) and the likes grid.
 */
export const PHOTO_SIZES = {
  card: '(min-width: 30rem) 28rem, calc(100vw - 2rem)',
  /** Who liked you: one column on phones, two from 40rem, three from 64rem in at most 64rem. */
  likeCard: '(min-width: 64rem) 20rem, (min-width: 40rem) 50vw, 100vw',
  /** A story's frame: the whole width on phones, at most 28rem. */
  story: '(min-width: 28rem) 28rem, 100vw',
} as const;

/**
 * A stored image at the size it is drawn (decision 0076): `<picture>` offers
 * the AVIF and WebP copies by width and the browser picks the format it
 * decodes and the width `sizes` asks for; the `<img>` keeps the JPEG as the
 * fallback, and is all that images stored before the copies have. The
 * picture is `display: contents`, so the `<img>` lays out exactly as before.
 */
export function PhotoImage({
  url,
  widths,
  sizes,
  fallbackUrl = url,
  ...img
}: {
  /** The stored JPEG's URL: the copies are named after it. */
  url: string;
  widths?: readonly number[];
  sizes: string;
  /** What `<img>` shows without the copies (a smaller JPEG, such as the thumbnail), else `url`. */
  fallbackUrl?: string;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'>) {
  // eslint-disable-next-line jsx-a11y/alt-text -- the caller's alt is in `img`
  const fallback = <img src={fallbackUrl} {...img} />;
  if (!widths?.length) return fallback;
  return (
    <picture className="contents">
      {IMAGE_VARIANT_FORMATS.map((format) => (
        <source
          key={format}
          type={IMAGE_VARIANT_TYPES[format]}
          srcSet={variantSrcSet(url, widths, format)}
          sizes={sizes}
        />
      ))}
      {fallback}
    </picture>
  );
}
