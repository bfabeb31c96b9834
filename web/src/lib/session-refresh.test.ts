import { describe, expect, it } from 'vitest';
import { SESSION_REFRESH_MARGIN_MS, needsRefresh } from './session-refresh';

describe('needsRefresh', () => {
  const now = 1_700_000_000_000;
  const expIn = (ms: number) => (now + ms) / 1000;

  it('waits while more than 90 s remain', () => {
    expect(needsRefresh(expIn(SESSION_REFRESH_MARGIN_MS + 1_000), now)).toBe(false);
    expect(needsRefresh(expIn(60 * 60_000), now)).toBe(false);
  });

  it('refreshes when 90 s or less remain, or the token has expired', () => {
    expect(needsRefresh(expIn(SESSION_REFRESH_MARGIN_MS), now)).toBe(true);
    expect(needsRefresh(expIn(30_000), now)).toBe(true);
    expect(needsRefresh(expIn(-5_000), now)).toBe(true);
  });

  it('does nothing without a token', () => {
    expect(needsRefresh(undefined, now)).toBe(false);
  });
});
