import { describe, expect, it } from 'vitest';
import { bestPhotoMatch, cosine, judgeLiveness, type FaceReading } from './judge';
import { faceBuckets, FACE_HASH_TABLES } from './face-hash';

const embedding = (seed: number, noise = 0) =>
  Array.from({ length: 64 }, (_, i) => Math.sin(seed * 7.3 + i) + noise * Math.cos(i * 13.1 + seed));

const reading = (overrides: Partial<FaceReading> = {}): FaceReading => ({
  score: 0.99,
  box: [100, 100, 200, 200],
  imageWidth: 480,
  yaw: 0.1,
  roll: 0,
  noseOffset: 0.5,
  eyeOpenness: 0.35,
  embedding: embedding(1),
  age: 30,
  real: 0.7,
  live: 0.9,
  ...overrides,
});

const neutral = [[reading()], [reading()]];
const frames = {
  'turn-left': [[reading()], [reading({ noseOffset: 0.65, yaw: -0.05 })]],
  'turn-right': [[reading({ noseOffset: 0.3, yaw: 0.25 })]],
  blink: [[reading({ eyeOpenness: 0.1 })]],
};

describe('judgeLiveness', () => {
  it('passes each pose performed relative to the neutral look', () => {
    const verdict = judgeLiveness(
      ['turn-left', 'blink', 'turn-right'],
      [neutral, frames['turn-left'], frames.blink, frames['turn-right']],
    );
    expect(verdict).toMatchObject({ ok: true, age: 30, spoofBorderline: false });
  });

  it('fails a still photo: the same frame in every step performs no pose', () => {
    const still = [[reading()], [reading()]];
    expect(judgeLiveness(['blink', 'turn-left', 'turn-right'], [still, still, still, still])).toMatchObject({
      ok: false,
      failure: 'liveness',
    });
  });

  it('fails a recording of another sequence: the poses come in the wrong order', () => {
    expect(
      judgeLiveness(
        ['turn-right', 'turn-left', 'blink'],
        [neutral, frames['turn-left'], frames['turn-right'], frames.blink],
      ),
    ).toMatchObject({ ok: false, failure: 'liveness', detail: 'step 1 (turn-right) not performed' });
  });

  it('fails a frame with no face or two faces, and another face in a later step', () => {
    expect(judgeLiveness(['blink', 'blink'], [neutral, [[]], frames.blink])).toMatchObject({ failure: 'no-face' });
    expect(
      judgeLiveness(['blink', 'blink'], [neutral, [[reading({ eyeOpenness: 0.1 }), reading()]], frames.blink]),
    ).toMatchObject({ failure: 'no-face' });
    const swapped = [[reading({ eyeOpenness: 0.1, embedding: embedding(9) })]];
    expect(judgeLiveness(['blink', 'blink'], [neutral, swapped, frames.blink])).toMatchObject({ failure: 'liveness' });
  });

  it('ignores a small face far behind the member', () => {
    const withBackground = [[reading(), reading({ box: [0, 0, 30, 30], embedding: embedding(5) })]];
    expect(judgeLiveness(['blink', 'blink'], [withBackground, frames.blink, frames.blink]).ok).toBe(true);
  });

  it('fails what the anti-spoofing models call a photo, and flags a borderline score for a person', () => {
    const spoof = (real: number) => [[reading({ real })], [reading({ real, eyeOpenness: 0.1 })]];
    expect(judgeLiveness(['blink', 'blink'], [spoof(0.1), spoof(0.1), spoof(0.1)])).toMatchObject({
      failure: 'liveness',
    });
    expect(judgeLiveness(['blink', 'blink'], [spoof(0.3), spoof(0.3), spoof(0.3)])).toMatchObject({
      ok: true,
      spoofBorderline: true,
    });
  });
});

describe('bestPhotoMatch', () => {
  it('finds the photo holding the closest face', () => {
    const live = embedding(1);
    const match = bestPhotoMatch(live, [
      [reading({ embedding: embedding(4) })],
      [reading({ embedding: embedding(1, 0.05) })],
    ]);
    expect(match.photoIndex).toBe(1);
    expect(match.similarity).toBeGreaterThan(0.99);
    expect(bestPhotoMatch(live, [[]])).toEqual({ similarity: 0, photoIndex: -1 });
  });
});

describe('faceBuckets', () => {
  it('puts near faces in a shared bucket and is the same in every container', () => {
    const a = faceBuckets(embedding(1));
    expect(a).toHaveLength(FACE_HASH_TABLES);
    expect(faceBuckets(embedding(1))).toEqual(a);
    const near = faceBuckets(embedding(1, 0.1));
    expect(cosine(embedding(1), embedding(1, 0.1))).toBeGreaterThan(0.95);
    expect(a.some((bucket, table) => near[table] === bucket)).toBe(true);
  });
});
