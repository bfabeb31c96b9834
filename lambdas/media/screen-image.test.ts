import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { screenImage } from './screen-image';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));

/** The real classifier on real pixels: no stub stands in for it (issue 27). */
describe('screening images with nsfwjs', () => {
  it('flags the synthetic benign image made to score explicit (abstract colour blocks, nothing depicted)', async () => {
    const { verdict, scores } = await screenImage(fixture('screening/synthetic-flagged-explicit.png'));
    expect(verdict).toBe('explicit');
    expect(scores.Porn + scores.Hentai).toBeGreaterThan(0.7);
  });

  it('blurs the synthetic benign image made to score borderline', async () => {
    const { verdict, scores } = await screenImage(fixture('screening/synthetic-flagged-borderline.png'));
    expect(verdict).toBe('borderline');
    expect(scores.Porn + scores.Hentai).toBeGreaterThan(0.35);
  });

  it('publishes the real group photographs MobileNetV2 alone would blur (the second opinion, decision 0083)', async () => {
    for (const n of [2, 5, 6]) {
      const { verdict, scores, secondOpinion } = await screenImage(
        fixture(`../../node_modules/@vladmandic/face-api/demo/sample${n}.jpg`),
      );
      // MobileNetV2 alone scores them borderline; MobileNetV2Mid clears them.
      expect(scores.Porn + scores.Hentai).toBeGreaterThan(0.35);
      expect(secondOpinion).toBeDefined();
      expect(verdict).toBe('clean');
    }
  });

  it('keeps the first verdict on a borderline image without a face: no second opinion is asked', async () => {
    const { secondOpinion } = await screenImage(fixture('screening/synthetic-flagged-borderline.png'));
    expect(secondOpinion).toBeUndefined();
  });

  // The seeded portraits: infra/local/seed/portraits-screening.test.ts.
  it('passes plain photos and the seeded story poster', async () => {
    const plain = await sharp({ create: { width: 480, height: 640, channels: 3, background: '#ec6e96' } })
      .jpeg()
      .toBuffer();
    expect((await screenImage(plain)).verdict).toBe('clean');
    expect((await screenImage(fixture('../../infra/local/seed/media/story-clip-poster.jpg'))).verdict).toBe('clean');
  });
});
