import { describe, expect, it } from 'vitest';
import type { LikeReceived } from '#shared/schemas/matches.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { isFeatureLocked, withoutLiker } from './likes-list';

const like = (id: string) => ({
  member: { id } as LikeReceived['member'],
  isSuperLike: false,
  likedAt: '2026-01-01T00:00:00Z',
});

describe('likes list', () => {
  it('drops the answered or blocked person only', () => {
    expect(withoutLiker({ likes: [like('a'), like('b')] }, 'a').likes.map((l) => l.member.id)).toEqual(['b']);
  });

  it('tells the paywall apart from a failure', () => {
    expect(isFeatureLocked(new ApiError('feature_locked', 'Upgrade to Gold', 403))).toBe(true);
    expect(isFeatureLocked(new ApiError('forbidden', 'Forbidden', 403))).toBe(false);
    expect(isFeatureLocked(new ApiError('internal_error', 'Boom', 500))).toBe(false);
    expect(isFeatureLocked(undefined)).toBe(false);
  });
});
