/**
 * Locality-sensitive hashing of face embeddings (random hyperplanes, decision 0071): two faces whose
 * embeddings are close share a bucket in at least one table with high probability, so selfie reuse is
 * found by reading a few buckets instead of comparing with every verified member.
 *
 * With 10 tables of 6 bits, a pair at cosine 0.9 (the same face) shares a bucket in some table with
 * probability 0.99, a pair at the reuse threshold 0.8 with 0.94; 64 buckets a table.
 */
export const FACE_HASH_TABLES = 10;
export const FACE_HASH_BITS = 6;

/** A small deterministic PRNG (mulberry32): the planes must be the same in every container, forever. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const planesByDimension = new Map<number, Float64Array[]>();

/** Gaussian hyperplanes (Box–Muller), one per table and bit, seeded by the dimension. */
function planes(dimension: number): Float64Array[] {
  let found = planesByDimension.get(dimension);
  if (!found) {
    const random = mulberry32(0x6b696e64 ^ dimension);
    found = Array.from({ length: FACE_HASH_TABLES * FACE_HASH_BITS }, () => {
      const plane = new Float64Array(dimension);
      for (let i = 0; i < dimension; i++) {
        const u = Math.max(random(), 1e-12);
        plane[i] = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
      }
      return plane;
    });
    planesByDimension.set(dimension, found);
  }
  return found;
}

/** The embedding's bucket in each table, as a string of bits. */
export function faceBuckets(embedding: readonly number[]): string[] {
  const all = planes(embedding.length);
  return Array.from({ length: FACE_HASH_TABLES }, (_, table) => {
    let bits = '';
    for (let bit = 0; bit < FACE_HASH_BITS; bit++) {
      const plane = all[table * FACE_HASH_BITS + bit]!;
      let dot = 0;
      for (let i = 0; i < embedding.length; i++) dot += plane[i]! * embedding[i]!;
      bits += dot >= 0 ? '1' : '0';
    }
    return bits;
  });
}
