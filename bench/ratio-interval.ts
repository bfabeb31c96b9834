import { seededRandom } from '#shared/demo/seeded-random.ts';

/** One independent repetition of an experiment: what the numerator and the denominator counted in it. */
export type RatioSample = { numerator: number; denominator: number };

export type RatioEstimate = { ratio: number; low: number; high: number };

const ratioOf = (samples: readonly RatioSample[]) => {
  const numerator = samples.reduce((sum, s) => sum + s.numerator, 0);
  const denominator = samples.reduce((sum, s) => sum + s.denominator, 0);
  return denominator > 0 ? numerator / denominator : Number.NaN;
};

/**
 * The ratio of the totals, with a 95% percentile bootstrap interval over the
 * samples (each resampled whole, so whatever varies between repetitions, the
 * random placement included, is in the interval). Seeded: the same samples
 * always give the same interval.
 */
export function ratioWithInterval(samples: readonly RatioSample[], resamples = 4000, seed = 61): RatioEstimate {
  const ratio = ratioOf(samples);
  if (samples.length < 2) return { ratio, low: Number.NaN, high: Number.NaN };
  const random = seededRandom(seed);
  const ratios = Array.from({ length: resamples }, () =>
    ratioOf(Array.from({ length: samples.length }, () => samples[Math.floor(random.next() * samples.length)]!)),
  )
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const at = (q: number) => ratios[Math.min(ratios.length - 1, Math.max(0, Math.round(q * (ratios.length - 1))))]!;
  return { ratio, low: at(0.025), high: at(0.975) };
}
