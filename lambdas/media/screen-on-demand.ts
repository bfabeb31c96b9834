import type { Screening } from './screen-image';

/**
 * The classifier and its model load on the first image a container screens,
 * not at its cold start: the bundle's require stays as decision 0027 measured
 * it, and the one-off model load (about 0.6 s) falls in the first invocation
 * (decision 0070).
 */
export async function screenImage(image: Buffer): Promise<Screening> {
  return (await import('./screen-image')).screenImage(image);
}
