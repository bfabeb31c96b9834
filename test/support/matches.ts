import { call } from './api';
import { createMember, type TestMember } from './members';

const TZ = 'Asia/Singapore';

/** A member with a saved (complete) profile: enough to be liked and to chat. */
export async function createProfiledMember(fullName?: string): Promise<TestMember> {
  const member = await createMember();
  const saved = await call('updateMyProfile', {
    token: member.accessToken,
    body: {
      fullName: fullName ?? member.username,
      age: 31,
      gender: 'woman',
      bio: 'Here to chat.',
      location: 'Singapore, Singapore',
      profession: 'Tester',
      interests: ['Tea'],
      lookingFor: 'relationship',
    },
  });
  if (saved.status !== 200) throw new Error(`profile save failed: ${JSON.stringify(saved.body)}`);
  return member;
}

/**
 * `from` likes, passes or super-likes `targetId` through the API (in UTC unless told); the API's answer.
 * `card`: the token a discovery page gave with that card (decision 0079), when the swipe is made on one.
 */
export const swipe = (
  from: TestMember,
  targetId: string,
  action: 'like' | 'pass' | 'superLike' = 'like',
  timeZone = 'UTC',
  card?: string,
) => call('recordSwipe', { token: from.accessToken, body: { targetId, action, timeZone, ...(card ? { card } : {}) } });

/** `viewer` opens `memberId`'s profile through the API; the API's answer. */
export const viewProfile = (viewer: TestMember, memberId: string) =>
  call('getMemberProfile', { token: viewer.accessToken, params: { memberId } });

/** Two members who liked each other, through the API, and their match id. */
export async function createMatchedPair(): Promise<{ a: TestMember; b: TestMember; matchId: string }> {
  const [a, b] = await Promise.all([createProfiledMember('Ada'), createProfiledMember('Bea')]);
  const first = await swipe(a, b.sub, 'like', TZ);
  if (first.status !== 200) throw new Error(`swipe failed: ${JSON.stringify(first.body)}`);
  const second = await swipe(b, a.sub, 'like', TZ);
  if (!second.body.matched) throw new Error(`no match: ${JSON.stringify(second.body)}`);
  return { a, b, matchId: second.body.matchId };
}
