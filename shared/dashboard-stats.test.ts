import { describe, expect, it } from 'vitest';
import { dashboardStats, lastDays } from './dashboard-stats';

describe('dashboardStats', () => {
  it('derives rates from the counters as the spec defines them', () => {
    const stats = dashboardStats({ likesSent: 8, matches: 2, mutualLikes: 2, messagesSent: 1, profileViews: 40 }, 6);
    expect(stats).toEqual({
      totalMatches: 2,
      totalLikes: 8,
      mutualLikes: 2,
      totalMessages: 1,
      profileViews: 40,
      weeklyViews: 6,
      matchRate: 25,
      responseRate: 50,
    });
  });
  it('is zero, not NaN, with nothing to divide by, and caps the response rate at 100', () => {
    expect(
      dashboardStats({ likesSent: 0, matches: 0, mutualLikes: 0, messagesSent: 0, profileViews: 0 }, 0),
    ).toMatchObject({ matchRate: 0, responseRate: 0 });
    expect(
      dashboardStats({ likesSent: 3, matches: 1, mutualLikes: 1, messagesSent: 7, profileViews: 0 }, 0).responseRate,
    ).toBe(100);
  });
  it('never shows a negative count (a removal the stream applied twice)', () => {
    expect(
      dashboardStats({ likesSent: 1, matches: -1, mutualLikes: -1, messagesSent: -2, profileViews: 0 }, 0),
    ).toMatchObject({ totalMatches: 0, mutualLikes: 0, totalMessages: 0, matchRate: 0, responseRate: 0 });
  });
});

describe('lastDays', () => {
  it('lists the last 7 UTC days, today first', () => {
    expect(lastDays(new Date('2026-11-22T01:00:00Z'), 7)).toEqual([
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
      '2026-11-16',
    ]);
  });
});
