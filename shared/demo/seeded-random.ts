/** A small seeded PRNG (mulberry32): the same landing sample profiles and local demo members on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    some: <T>(items: readonly T[], min: number, max: number): T[] => {
      const pool = [...items];
      const count = Math.min(pool.length, int(min, max));
      return Array.from({ length: count }, () => pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    },
    chance: (p: number) => next() < p,
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;
