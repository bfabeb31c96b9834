import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TIME_ZONE_KEY,
  browserTimeZone,
  forgetTimeZone,
  refreshTimeZoneWhenIdle,
  resolveTimeZone,
} from './browser-time-zone';
import { forgetFirstContent, markFirstContentShown } from './first-content';

const memoryStore = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
};

afterEach(() => {
  forgetTimeZone();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('browserTimeZone', () => {
  it('resolves the zone once and stores it when nothing is stored', () => {
    const store = memoryStore();
    expect(browserTimeZone(store)).toBe(resolveTimeZone());
    expect(store.values.get(TIME_ZONE_KEY)).toBe(resolveTimeZone());
  });

  it('uses a stored zone without resolving (the deck request does not wait for ICU)', () => {
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    expect(browserTimeZone(memoryStore({ [TIME_ZONE_KEY]: 'Asia/Tokyo' }))).toBe('Asia/Tokyo');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('ignores a stored value that is not a zone name', () => {
    for (const bad of ['', 'x'.repeat(65), 'Europe/Paris; drop', '../etc']) {
      forgetTimeZone();
      expect(browserTimeZone(memoryStore({ [TIME_ZONE_KEY]: bad }))).toBe(resolveTimeZone());
    }
  });

  it('refreshes a stale stored zone when idle after the first content, for the next request', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    forgetFirstContent();
    const store = memoryStore({ [TIME_ZONE_KEY]: 'Asia/Tokyo' });
    expect(browserTimeZone(store)).toBe('Asia/Tokyo');
    refreshTimeZoneWhenIdle(store);
    expect(browserTimeZone(store)).toBe('Asia/Tokyo');
    vi.advanceTimersByTime(2_000);
    expect(browserTimeZone(store)).toBe('Asia/Tokyo');
    markFirstContentShown();
    vi.advanceTimersByTime(2_000);
    expect(browserTimeZone(store)).toBe(resolveTimeZone());
    expect(store.values.get(TIME_ZONE_KEY)).toBe(resolveTimeZone());
  });

  it('works without storage (blocked or prerendering)', () => {
    expect(browserTimeZone(undefined)).toBe(resolveTimeZone());
  });
});
