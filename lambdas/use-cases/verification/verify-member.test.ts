import { describe, expect, it } from 'vitest';
import { randomPoses } from './verify-member';

describe('randomPoses', () => {
  it('draws 3 or 4 poses, repeats allowed, never one pose throughout', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const poses = randomPoses();
      expect(poses.length).toBeGreaterThanOrEqual(3);
      expect(poses.length).toBeLessThanOrEqual(4);
      expect(new Set(poses).size).toBeGreaterThan(1);
      seen.add(poses.join(','));
    }
    // 102 sequences exist; two thousand draws see nearly all of them.
    expect(seen.size).toBeGreaterThan(90);
  });

  it('draws again when a sequence holds one pose only', () => {
    const picks = [0, 0, 0, 0, 1, 0, 1, 2, 0];
    const pick = () => picks.shift()!;
    expect(randomPoses(pick)).toEqual(['turn-left', 'turn-right', 'blink', 'turn-left']);
  });
});
