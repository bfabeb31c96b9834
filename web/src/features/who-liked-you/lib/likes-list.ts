import type { LikeReceived } from '#shared/schemas/matches.ts';

/** The list without one person (answered or blocked). */
export function withoutLiker<T extends { likes: LikeReceived[] }>(data: T, memberId: string): T {
  return { ...data, likes: data.likes.filter((like) => like.member.id !== memberId) };
}

/** Whether an API error means "this tier cannot see it" rather than a failure. */
export const isFeatureLocked = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'feature_locked';
