import type { LikeReceived } from '#shared/schemas/matches.ts';

/** The list without one person (answered or blocked). */
export function withoutLiker<T extends { likes: LikeReceived[] }>(data: T, memberId: string): T {
  return { ...data, likes: data.likes.filter((like) => like.member.id !== memberId) };
}
