import { describe, expect, it } from 'vitest';
import { DISCOVERY_PAGE_SIZE } from '#shared/schemas/discovery.ts';
import { bytesPerCardPage, type ProcessedSample } from './media-bytes';

const sample = (scale: number): ProcessedSample => ({
  jpeg: 100_000 * scale,
  thumb: 20_000 * scale,
  widths: [200, 480, 720, 1080],
  bytes: {
    avif: { 200: 3000 * scale, 480: 12_000 * scale, 720: 25_000 * scale, 1080: 45_000 * scale },
    webp: { 200: 5000 * scale, 480: 18_000 * scale, 720: 35_000 * scale, 1080: 60_000 * scale },
  },
});

describe('bytes per page of cards', () => {
  it("weighs the copy the browser picks for the view, one photo per card, against the JPEG's", () => {
    const samples = [sample(1), sample(2)];
    const phone = bytesPerCardPage(samples, 'card, phone 390 px at 3x');
    expect(phone).toMatchObject({ width: 1080, perPhoto: 67_500, perPage: 67_500 * DISCOVERY_PAGE_SIZE });
    expect(phone.jpegPerPage).toBe(150_000 * DISCOVERY_PAGE_SIZE);
    expect(bytesPerCardPage(samples, 'card, phone 390 px at 2x')).toMatchObject({ width: 720, perPhoto: 37_500 });
    expect(bytesPerCardPage(samples, 'card, desktop at 1x', 'webp')).toMatchObject({ width: 480, perPhoto: 27_000 });
  });
});
