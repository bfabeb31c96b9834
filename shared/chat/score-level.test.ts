import { describe, expect, it } from 'vitest';
import { scoreLevel } from './score-level';

describe('scoreLevel', () => {
  it('is green at 80 or more, yellow at 60 or more, else red', () => {
    expect(scoreLevel(100)).toBe('green');
    expect(scoreLevel(80)).toBe('green');
    expect(scoreLevel(79)).toBe('yellow');
    expect(scoreLevel(60)).toBe('yellow');
    expect(scoreLevel(59)).toBe('red');
    expect(scoreLevel(0)).toBe('red');
  });
});
