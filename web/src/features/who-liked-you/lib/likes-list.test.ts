import { describe, expect, it } from 'vitest';
import type { LikeReceived } from '#shared/schemas/matches.ts';
import { withoutLiker } from './likes-list';

const like = (id: string) => ({
  member: { id } as LikeReceived['member'],
  isSuperLike: false,
  likedAt: '2026-01-01T00:00:00Z',
  likedItem: null,
  comment: null,
});

describe('likes list', () => {
  it('drops the answered or blocked person only', () => {
    expect(withoutLiker({ likes: [like('a'), like('b')] }, 'a').likes.map((l) => l.member.id)).toEqual(['b']);
  });
});
