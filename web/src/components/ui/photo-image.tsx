import type { ImgHTMLAttributes } from 'react';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_TYPES, variantSrcSet } from '#shared/media/image-variants.ts';

export { PHOTO_SIZES } from '../../lib/photo-sizes';

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
