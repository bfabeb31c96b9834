/**
 * The bytes a member's session moves for photos (decision 0076), counted the
 * way the browser fetches them: real photographs (the face-api samples) go
 * through the upload pipeline's own processing, and for each way the app draws
 * a photo the copy `<picture>` would pick is weighed (shared/media's
 * chosenWidth: the smallest width that covers the drawn size at the screen's
 * pixel ratio, in AVIF, which every browser the app supports decodes).
 * Nothing here needs the local cloud.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chosenWidth, type ImageVariantFormat } from '#shared/media/image-variants.ts';
import { DISCOVERY_PAGE_SIZE } from '#shared/schemas/discovery.ts';

const SAMPLES = 'node_modules/@vladmandic/face-api/demo';

/** Where a photo is drawn, in CSS pixels, and on which screen (the card: min(28rem, 100vw − 2rem)). */
export const VIEWS = {
  'card, phone 390 px at 3x': { cssWidth: 358, dpr: 3 },
  'card, phone 390 px at 2x': { cssWidth: 358, dpr: 2 },
  'card, desktop at 1x': { cssWidth: 448, dpr: 1 },
  'card, desktop at 2x': { cssWidth: 448, dpr: 2 },
} as const;
export type ViewName = keyof typeof VIEWS;

/** The view the cost model prices: most members swipe on phones, and 3x is the common high end. */
export const PRICED_VIEW: ViewName = 'card, phone 390 px at 3x';

export type ProcessedSample = {
  jpeg: number;
  thumb: number;
  widths: number[];
  bytes: Record<ImageVariantFormat, Record<number, number>>;
};

/** Every sample photograph as the pipeline stores it: byte counts of the JPEG, the thumbnail and each copy. */
export async function processSamples(): Promise<ProcessedSample[]> {
  const { processPhoto, photoVariants } = await import('#lambdas/media/process-photo.ts');
  const files = readdirSync(SAMPLES)
    .filter((name) => /^sample\d+\.jpg$/.test(name))
    .sort();
  const samples: ProcessedSample[] = [];
  for (const file of files) {
    const processed = await processPhoto(readFileSync(join(SAMPLES, file)));
    const { widths, variants } = await photoVariants(processed.display, processed.width);
    const bytes = { avif: {}, webp: {} } as ProcessedSample['bytes'];
    for (const variant of variants) bytes[variant.format][variant.width] = variant.body.length;
    samples.push({ jpeg: processed.display.length, thumb: processed.thumb.length, widths, bytes });
  }
  return samples;
}

export type PageBytes = { view: ViewName; width: number; perPhoto: number; perPage: number; jpegPerPage: number };

/**
 * A page of cards: each card's main photo, fetched as the browser would for
 * that view (the carousel loads only the photo shown), averaged over the samples.
 */
export function bytesPerCardPage(samples: ProcessedSample[], view: ViewName, format: ImageVariantFormat = 'avif') {
  const { cssWidth, dpr } = VIEWS[view];
  const picks = samples.map((sample) => {
    const width = chosenWidth(sample.widths, cssWidth, dpr);
    return { width, bytes: sample.bytes[format][width]! };
  });
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const perPhoto = mean(picks.map((pick) => pick.bytes));
  return {
    view,
    width: Math.max(...picks.map((pick) => pick.width)),
    perPhoto,
    perPage: perPhoto * DISCOVERY_PAGE_SIZE,
    jpegPerPage: mean(samples.map((sample) => sample.jpeg)) * DISCOVERY_PAGE_SIZE,
  } satisfies PageBytes;
}
