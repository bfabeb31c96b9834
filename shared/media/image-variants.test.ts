import { describe, expect, it } from 'vitest';
import { chosenWidth, variantPath, variantSrcSet } from './image-variants';

describe('image variants', () => {
  it('names a copy after its JPEG, key and URL alike', () => {
    expect(variantPath('m-1/p1.jpg', 480, 'avif')).toBe('m-1/p1-w480.avif');
    expect(variantPath('https://media.example/m-1/p1.jpg', 1080, 'webp')).toBe(
      'https://media.example/m-1/p1-w1080.webp',
    );
  });

  it('lists every width with its descriptor', () => {
    expect(variantSrcSet('https://m/a/b.jpg', [200, 480], 'webp')).toBe(
      'https://m/a/b-w200.webp 200w, https://m/a/b-w480.webp 480w',
    );
  });

  it('picks the smallest width that covers the drawn size, else the largest', () => {
    const widths = [200, 480, 720, 1080];
    expect(chosenWidth(widths, 48, 3)).toBe(200);
    expect(chosenWidth(widths, 358, 2)).toBe(720);
    expect(chosenWidth(widths, 448, 1)).toBe(480);
    expect(chosenWidth(widths, 448, 3)).toBe(1080);
  });
});
