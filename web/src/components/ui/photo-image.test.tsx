import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PhotoImage, PHOTO_SIZES } from './photo-image';

describe('PhotoImage', () => {
  it('offers AVIF, then WebP, by width, with the JPEG as the fallback', () => {
    const html = renderToStaticMarkup(
      <PhotoImage url="https://m/a/p.jpg" widths={[200, 480]} sizes={PHOTO_SIZES.card} alt="Ann" />,
    );
    expect(html).toBe(
      '<picture class="contents">' +
        `<source type="image/avif" srcSet="https://m/a/p-w200.avif 200w, https://m/a/p-w480.avif 480w" sizes="${PHOTO_SIZES.card}"/>` +
        `<source type="image/webp" srcSet="https://m/a/p-w200.webp 200w, https://m/a/p-w480.webp 480w" sizes="${PHOTO_SIZES.card}"/>` +
        '<img src="https://m/a/p.jpg" alt="Ann"/></picture>',
    );
  });

  it('draws the JPEG alone for a photo stored before the copies, or the smaller fallback it is given', () => {
    expect(renderToStaticMarkup(<PhotoImage url="https://m/a/p.jpg" sizes="48px" alt="" />)).toContain(
      '<img src="https://m/a/p.jpg" alt=""/>',
    );
    expect(
      renderToStaticMarkup(
        <PhotoImage url="https://m/a/p.jpg" fallbackUrl="https://m/a/p-thumb.jpg" widths={[200]} sizes="48px" alt="" />,
      ),
    ).toContain('<img src="https://m/a/p-thumb.jpg" alt=""/>');
  });
});
