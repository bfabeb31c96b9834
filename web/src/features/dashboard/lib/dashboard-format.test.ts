import { describe, expect, it } from 'vitest';
import { completionChips, weeklyViewsPercent } from './dashboard-format';

describe('completionChips', () => {
  it('shows every missing field with its label when there are 4 or fewer', () => {
    expect(completionChips(['fullName', 'lookingFor'])).toEqual({ labels: ['Full name', 'Looking for'], more: null });
    expect(completionChips(['age', 'bio', 'location', 'photos'])).toEqual({
      labels: ['Age', 'Bio', 'Location', 'Photos'],
      more: null,
    });
  });

  it('shows the first 4 and "+N more"', () => {
    expect(
      completionChips(['fullName', 'age', 'bio', 'location', 'profession', 'interests', 'photos', 'lookingFor']),
    ).toEqual({
      labels: ['Full name', 'Age', 'Bio', 'Location'],
      more: '+4 more',
    });
    expect(completionChips(['fullName', 'age', 'bio', 'location', 'profession']).more).toBe('+1 more');
  });

  it('shows nothing for a complete profile', () => {
    expect(completionChips([])).toEqual({ labels: [], more: null });
  });
});

describe('weeklyViewsPercent', () => {
  it('scales against 10 and caps at 100', () => {
    expect(weeklyViewsPercent(0)).toBe(0);
    expect(weeklyViewsPercent(3)).toBe(30);
    expect(weeklyViewsPercent(10)).toBe(100);
    expect(weeklyViewsPercent(59)).toBe(100);
  });
});
