/**
 * The numbers a member reads agree with each other and with the lists they describe, after every
 * event that ends something: an unmatch, a block, an account deletion, an expiry. The dashboard counts
 * the matches /matches lists (and the messages of those conversations); profile insights never credit a
 * photo with a like not given on its card ("1 like from 0 impressions").
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Tier } from '#shared/tiers.ts';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { createDiscoverableMember } from '../support/discoverable';
import { createMatchedPair, swipe } from '../support/matches';
import type { TestMember } from '../support/members';
import { openSocket } from '../support/sockets';
import { eventually } from '../support/table';

const TZ = 'UTC';

type Stats = { totalMatches: number; mutualLikes: number; totalMessages: number; matchRate: number };

const dashboardOf = async (member: TestMember): Promise<Stats> =>
  (await call('getDashboard', { token: member.accessToken })).body.stats;
const matchesOf = async (member: TestMember): Promise<unknown[]> =>
  (await call('listMatches', { token: member.accessToken })).body.matches;

/** Waits until the dashboard shows `expected` (the stream applies counters), then checks it against /matches. */
async function expectAgreement(member: TestMember, expected: Partial<Stats>): Promise<void> {
  const stats = await eventually(async () => {
    const current = await dashboardOf(member);
    return Object.entries(expected).every(([name, value]) => current[name as keyof Stats] === value)
      ? current
      : undefined;
  }, 15_000).catch(async () => {
    throw new Error(`dashboard ${JSON.stringify(await dashboardOf(member))}, expected ${JSON.stringify(expected)}`);
  });
  const listed = await matchesOf(member);
  expect(stats.totalMatches).toBe(listed.length);
  expect(stats.mutualLikes).toBe(listed.length);
}

/** A matched pair whose first member has sent one message, both dashboards caught up. */
async function chattingPair() {
  const pair = await createMatchedPair();
  const tab = await openSocket(pair.a.accessToken);
  const clientId = randomUUID();
  tab.socket.send(JSON.stringify({ action: 'sendMessage', matchId: pair.matchId, content: 'Hello!', clientId }));
  await tab.next(
    (frame: { type: string; message?: { clientId: string } }) =>
      frame.type === 'message' && frame.message?.clientId === clientId,
  );
  tab.socket.close();
  await expectAgreement(pair.a, { totalMatches: 1, totalMessages: 1, matchRate: 100 });
  await expectAgreement(pair.b, { totalMatches: 1, totalMessages: 0 });
  return pair;
}

describe('numbers that agree', () => {
  it('after an unmatch, both dashboards count no match and no message of the ended conversation', async () => {
    const { a, b, matchId } = await chattingPair();
    expect((await call('unmatch', { token: b.accessToken, params: { matchId } })).status).toBe(200);
    await expectAgreement(a, { totalMatches: 0, mutualLikes: 0, totalMessages: 0, matchRate: 0 });
    await expectAgreement(b, { totalMatches: 0, mutualLikes: 0, totalMessages: 0, matchRate: 0 });
  });

  it('after a block, both dashboards count no match', async () => {
    const { a, b } = await chattingPair();
    expect((await call('blockMember', { token: a.accessToken, body: { memberId: b.sub } })).status).toBe(200);
    await expectAgreement(a, { totalMatches: 0, totalMessages: 0 });
    await expectAgreement(b, { totalMatches: 0, totalMessages: 0 });
  });

  it("after the other member deletes their account, the remaining member's dashboard counts no match", async () => {
    const { a, b } = await chattingPair();
    expect((await call('deleteMyAccount', { token: b.accessToken, body: { confirmation: 'DELETE' } })).status).toBe(
      200,
    );
    await expectAgreement(a, { totalMatches: 0, totalMessages: 0, matchRate: 0 });
  });

  it('a report alone keeps the match and the conversation, and the counts with them', async () => {
    const { a, b } = await chattingPair();
    const reported = await call('reportMember', {
      token: b.accessToken,
      body: { memberId: a.sub, category: 'harassment', note: 'One rude line.' },
    });
    expect(reported.status).toBe(200);
    expect(reported.body.blocked).toBe(false);
    await expectAgreement(a, { totalMatches: 1, totalMessages: 1 });
    expect(await matchesOf(b)).toHaveLength(1);
  });

  it('insights credit a photo only with likes given on its card, and a card token sent by someone else credits none', async () => {
    const at = { latitude: -47 - Math.random() * 2, longitude: 60 + Math.random() * 20 };
    const member = await createDiscoverableMember({}, at);
    cloud();
    const { grantTier } = await import('#infra/local/grant-tier.ts');
    await grantTier(member.sub, 'premium' satisfies Tier);
    const [shown, notShown, borrowsACard] = await Promise.all(
      Array.from({ length: 3 }, () => createDiscoverableMember({ gender: 'man' }, at)),
    );

    // One of them pages through their deck until it shows the member, with the card's token (decision 0079).
    const card = await eventually(async () => {
      const page = await call('listCandidates', { token: shown.accessToken, query: { timeZone: TZ } });
      return (page.body.candidates as { id: string; card?: string }[] | undefined)?.find(
        (candidate) => candidate.id === member.sub,
      )?.card;
    }, 15_000);

    // Liked on the card; liked with no card (a like back, a link); liked with the first one's card.
    expect((await swipe(shown, member.sub, 'like', TZ, card)).status).toBe(200);
    expect((await swipe(notShown, member.sub)).status).toBe(200);
    expect((await swipe(borrowsACard, member.sub, 'like', TZ, card)).status).toBe(200);

    const insights = await eventually(async () => {
      const body = (await call('getProfileInsights', { token: member.accessToken })).body;
      return body.totals?.likes === 3 ? body : undefined;
    }, 15_000);
    // Every like counts for its day; only the one given on the card that showed the photo counts for the photo.
    expect(insights.totals.likes).toBe(3);
    expect(insights.totals.impressions).toBe(1);
    const [main] = insights.photos as { impressions: number; likes: number; likeRate: number | null }[];
    expect(main).toEqual(expect.objectContaining({ impressions: 1, likes: 1 }));
    for (const photo of insights.photos as { impressions: number; likes: number }[])
      expect(photo.likes).toBeLessThanOrEqual(photo.impressions);
  });
});
