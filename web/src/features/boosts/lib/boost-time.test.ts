import { describe, expect, it } from 'vitest';
import { historyBadge, remainingOf } from './boost-time';

const active = { startedAt: '2026-11-23T12:00:00.000Z', endsAt: '2026-11-23T12:30:00.000Z' };

describe('boost time', () => {
  it('counts the minutes left, rounding up, and how far along the boost is', () => {
    expect(remainingOf(active, new Date('2026-11-23T12:00:00.000Z'))).toEqual({
      label: '30 min left',
      percent: 0,
      over: false,
    });
    expect(remainingOf(active, new Date('2026-11-23T12:15:30.000Z'))).toEqual({
      label: '15 min left',
      percent: 52,
      over: false,
    });
    expect(remainingOf(active, new Date('2026-11-23T12:30:00.000Z'))).toEqual({
      label: 'Ended',
      percent: 100,
      over: true,
    });
    expect(
      remainingOf(
        { startedAt: active.startedAt, endsAt: '2026-11-23T15:00:00.000Z' },
        new Date('2026-11-23T12:00:00.000Z'),
      ).label,
    ).toBe('3 h 0 min left');
  });

  it('badges history Active while it runs, then Completed', () => {
    expect(historyBadge(active, new Date('2026-11-23T12:10:00.000Z'))).toBe('Active');
    expect(historyBadge(active, new Date('2026-11-23T12:31:00.000Z'))).toBe('Completed');
  });
});
