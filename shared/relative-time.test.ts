import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it("says 'Just now' under one hour", () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59 * MINUTE + 59_000), now)).toBe('Just now');
  });

  it('counts whole hours from one hour to just under a day', () => {
    expect(relativeTime(ago(HOUR), now)).toBe('1h ago');
    expect(relativeTime(ago(2 * HOUR + 59 * MINUTE), now)).toBe('2h ago');
    expect(relativeTime(ago(DAY - 1), now)).toBe('23h ago');
  });

  it('counts whole days from one day on', () => {
    expect(relativeTime(ago(DAY), now)).toBe('1d ago');
    expect(relativeTime(ago(2 * DAY - 1), now)).toBe('1d ago');
    expect(relativeTime(ago(45 * DAY), now)).toBe('45d ago');
  });

  it('accepts Date values for both arguments', () => {
    expect(relativeTime(new Date(now - 5 * HOUR), new Date(now))).toBe('5h ago');
  });

  it("treats a time slightly in the future (clock skew) as 'Just now'", () => {
    expect(relativeTime(new Date(now + 5 * MINUTE).toISOString(), now)).toBe('Just now');
  });

  it('gives an empty string for an unreadable timestamp', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});
