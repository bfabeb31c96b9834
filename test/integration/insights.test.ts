import { describe, expect, it } from 'vitest';
import type { Tier } from '#shared/tiers.ts';
import { call } from '../support/api';
import { swipe } from '../support/matches';
import { cloud } from '../support/cloud-info';
import { createDiscoverableMember } from '../support/discoverable';
import type { TestMember } from '../support/members';
import { jpeg, uploadPhoto } from '../support/photos';
import { eventually, memberItems, scanAll } from '../support/table';

const TZ = 'UTC';

async function grant(memberId: string, tier: Tier) {
  cloud();
  const { grantTier } = await import('#infra/local/grant-tier.ts');
  await grantTier(memberId, tier);
}

/** A spot of ocean of this test's own, so nobody else's deck shows these members. */
const spot = () => ({ latitude: -47 - Math.random() * 2, longitude: 60 + Math.random() * 20 });

/**
 * A whole deck, page by page (a fresh deck starts at a random point of each
 * cell's order, so any page may be the one): the card token of the page that
 * showed `memberId`, and how many pages showed them.
 */
let pagesWithCandidates = 0;
async function deckCard(viewer: TestMember, memberId: string): Promise<{ shown: number; card: string | undefined }> {
  let shown = 0;
  let card: string | undefined;
  let cursor: string | undefined;
  for (let page = 0; page < 20; page++) {
    const response = await call('listCandidates', {
      token: viewer.accessToken,
      query: { timeZone: TZ, ...(cursor ? { cursor } : {}) },
    });
    expect(response.status).toBe(200);
    if (response.body.candidates.length > 0) pagesWithCandidates += 1;
    const found = response.body.candidates.find((candidate: { id: string }) => candidate.id === memberId);
    if (found) {
      shown += 1;
      card = found.card;
    }
    cursor = response.body.cursor ?? undefined;
    if (!cursor) break;
  }
  return { shown, card };
}

const insights = (member: TestMember) => call('getProfileInsights', { token: member.accessToken });

describe('profile insights', () => {
  it('are refused below Premium, with the stable code', async () => {
    const member = await createDiscoverableMember({}, spot());
    await grant(member.sub, 'gold');
    const refused = await insights(member);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('feature_locked');
  });

  it("count exactly the views, likes and impressions (cards decided on), boosted or not, and each main photo's likes, with no one's identity", async () => {
    const at = spot();
    const member = await createDiscoverableMember({}, at);
    await grant(member.sub, 'premium');
    const viewers = await Promise.all(Array.from({ length: 6 }, () => createDiscoverableMember({ gender: 'man' }, at)));
    await eventually(async () => (await memberItems(member.sub)).some((item) => item.entity === 'cellEntry'), 15_000);

    // Each viewer's deck shows the member once, with a card token.
    const cards: (string | undefined)[] = [];
    for (const viewer of viewers.slice(0, 3)) {
      const { shown, card } = await deckCard(viewer, member.sub);
      expect(shown).toBe(1);
      expect(card).toEqual(expect.any(String));
      cards.push(card);
    }
    // What a page costs (decision 0079): no write on its path when Incognito held nobody back.
    const batches = (await scanAll()).filter(
      (item) => item.entity === 'impressionBatch' && viewers.slice(0, 3).some((v) => v.sub === item.viewerId),
    );
    expect(batches).toHaveLength(0);
    console.info(`insights: ${pagesWithCandidates} pages wrote no impression batch`);
    // One view by opening the profile (a card never decided on is no impression); a like and a pass on
    // the cards (each a view and an impression), the like with the first photo as main; a pass sending
    // another viewer's card (a view, and no impression: the token is not theirs).
    await call('getMemberProfile', { token: viewers[0].accessToken, params: { memberId: member.sub } });
    expect((await swipe(viewers[1], member.sub, 'like', TZ, cards[1])).status).toBe(200);
    expect((await swipe(viewers[2], member.sub, 'pass', TZ, cards[2])).status).toBe(200);
    expect((await swipe(viewers[5], member.sub, 'pass', TZ, cards[1])).status).toBe(200);
    await eventually(async () => ((await insights(member)).body.totals?.views === 4 ? true : undefined), 15_000);

    // The member switches the main photo.
    await uploadPhoto(member, await jpeg({ color: '#2563eb' }));
    const photos = (await call('getMyProfile', { token: member.accessToken })).body.photos as { id: string }[];
    expect(photos).toHaveLength(2);
    await call('reorderPhotos', { token: member.accessToken, body: { photoIds: [photos[1].id, photos[0].id] } });
    await eventually(
      async () =>
        (await memberItems(member.sub)).some(
          (item) => item.entity === 'cellEntry' && (item.photos as { id: string }[])[0]?.id === photos[1].id,
        ),
      15_000,
    );

    // A boost: the pages now show them boosted; one super like and one pass on those cards.
    expect((await call('useIncludedBoost', { token: member.accessToken })).status).toBe(200);
    await eventually(
      async () => (await memberItems(member.sub)).some((item) => item.entity === 'cellEntry' && item.boostedUntil),
      15_000,
    );
    const boostedCards: (string | undefined)[] = [];
    for (const viewer of [viewers[3], viewers[4]]) {
      const { shown, card } = await deckCard(viewer, member.sub);
      expect(shown).toBe(1);
      boostedCards.push(card);
    }
    expect((await swipe(viewers[3], member.sub, 'superLike', TZ, boostedCards[0])).status).toBe(200);
    expect((await swipe(viewers[4], member.sub, 'pass', TZ, boostedCards[1])).status).toBe(200);

    const today = new Date().toISOString().slice(0, 10);
    const answer = await eventually(async () => {
      const response = await insights(member);
      return response.body.totals?.likes === 2 && response.body.totals.boostedImpressions === 2 ? response : undefined;
    }, 15_000);
    expect(answer.status).toBe(200);
    expect(answer.body.totals).toEqual({
      views: 6,
      likes: 2,
      impressions: 2,
      boostedImpressions: 2,
      incognitoHidden: 0,
    });
    expect(answer.body.days).toHaveLength(30);
    expect(answer.body.days[29]).toEqual({
      day: today,
      views: 6,
      likes: 2,
      impressions: 2,
      boostedImpressions: 2,
      incognitoHidden: 0,
    });
    expect(
      answer.body.days
        .slice(0, 29)
        .every((day: { views: number; likes: number }) => day.views === 0 && day.likes === 0),
    ).toBe(true);
    // Each photo, as the main photo: decided on twice and liked once each.
    expect(answer.body.photos).toEqual([
      expect.objectContaining({
        isMain: true,
        impressions: 2,
        likes: 1,
        likeRate: 0.5,
        photo: expect.objectContaining({ id: photos[1].id }),
      }),
      expect.objectContaining({
        isMain: false,
        impressions: 2,
        likes: 1,
        likeRate: 0.5,
        photo: expect.objectContaining({ id: photos[0].id }),
      }),
    ]);
    // Counts only: no viewer's or liker's id anywhere.
    const text = JSON.stringify(answer.body);
    for (const viewer of viewers) expect(text).not.toContain(viewer.sub);
  });
});
