import { describe, expect, it } from 'vitest';
import { barFill, IMAGE_MS, step, tapDirection, tick } from './story-player';

describe('the story viewer clock', () => {
  it('moves on after 5 s and closes after the last story', () => {
    let state = { index: 0, elapsedMs: 0 };
    let result = tick(state, 2, 4999, IMAGE_MS);
    expect(result).toEqual({ state: { index: 0, elapsedMs: 4999 }, finished: false });
    result = tick(result.state, 2, 1, IMAGE_MS);
    expect(result).toEqual({ state: { index: 1, elapsedMs: 0 }, finished: false });
    state = result.state;
    expect(tick(state, 2, 5000, IMAGE_MS).finished).toBe(true);
  });

  it('taps and arrows go back and forward; back on the first restarts it', () => {
    expect(step({ index: 1, elapsedMs: 3000 }, 3, -1)).toEqual({ state: { index: 0, elapsedMs: 0 }, finished: false });
    expect(step({ index: 0, elapsedMs: 3000 }, 3, -1)).toEqual({ state: { index: 0, elapsedMs: 0 }, finished: false });
    expect(step({ index: 2, elapsedMs: 0 }, 3, 1).finished).toBe(true);
    expect(tapDirection(10, 300)).toBe(-1);
    expect(tapDirection(150, 300)).toBe(1);
  });

  it('fills the bars: past full, current by time, later empty', () => {
    const state = { index: 1, elapsedMs: 2500 };
    expect([0, 1, 2].map((bar) => barFill(bar, state, IMAGE_MS))).toEqual([1, 0.5, 0]);
  });
});
