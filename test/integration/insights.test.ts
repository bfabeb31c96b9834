import { describe, expect, it } from 'vitest';
import type { Tier } from '#shared/tiers.ts';
import { call } from '../support/api';
import { swipe } from '../support/matches';
import { cloud } from '../support/cloud-info';
import { createDiscoverableMember } from '../support/discoverable';
import type { TestMember } from '../support/members';
import { jpeg, uploadPhoto } from '../support/photos';
import { eventually, scanAll } from '../support/table';

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
 * cell's order, so any page may be the one): how many pages showed `memberId`.
 */
let pagesWithCandidates = 0;
async function pageShows(viewer: TestMember, memberId: string): Promise<number> {
  let shown = 0;
  let cursor: string | undefined;
  for (let page = 0; page < 20; page++) {
    const response = await call('listCandidates', {
      token: viewer.accessToken,
      query: { timeZone: TZ, ...(cursor ? { cursor } : {}) },
    });
    expect(response.status).toBe(200);
    if (response.body.candidates.length > 0) pagesWithCandidates += 1;
    if (response.body.candidates.some((candidate: { id: string }) => candidate.id === memberId)) shown += 1;
    cursor = response.body.cursor ?? undefined;
    if (!cursor) break;
  }
  return shown;
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

  it("count exactly the views, likes and impressions sent, boosted or not, and each main photo's likes, with no one's identity", async () => {
    const at = spot();
    const member = await createDiscoverableMember({}, at);
    await grant(member.sub, 'premium');
    const viewers = await Promise.all(Array.from({ length: 4 }, () => createDiscoverableMember({ gender: 'man' }, at)));
    await eventually(
      async () => (await scanAll()).some((item) => item.entity === 'cellEntry' && item.memberId === member.sub),
      15_000,
    );

    let impressions = 0;
    for (const viewer of viewers.slice(0, 3)) impressions += await pageShows(viewer, member.sub);
    expect(impressions).toBe(3);
    // What a page costs: exactly one write on its path, whatever it showed (the stream fans it out).
    const batches = (await scanAll()).filter(
      (item) => item.entity === 'impressionBatch' && viewers.slice(0, 3).some((v) => v.sub === item.viewerId),
    );
    expect(batches).toHaveLength(pagesWithCandidates);
    const biggest = Math.max(...batches.map((item) => JSON.stringify(item).length));
    console.info(
      `insights: ${pagesWithCandidates} pages wrote ${batches.length} impression batches; the largest is ~${biggest} bytes (${Math.ceil(biggest / 1024)} WCU), then 1 UpdateItem per member shown in the stream`,
    );
    // One view by opening the profile, one like (a swipe is also a view) with the first photo as main.
    await call('getMemberProfile', { token: viewers[0].accessToken, params: { memberId: member.sub } });
    expect((await swipe(viewers[1], member.sub)).status).toBe(200);
    // A like counts for the main photo the member has when the table stream applies it (a switch in
    // that moment may take the credit: insight-effects.ts). The switch below waits until it has: on a
    // loaded CI machine the stream once came after it.
    await eventually(async () => ((await insights(member)).body.totals?.likes === 1 ? true : undefined), 15_000);

    // The member switches the main photo, then is liked again.
    await uploadPhoto(member, await jpeg({ color: '#2563eb' }));
    const photos = (await call('getMyProfile', { token: member.accessToken })).body.photos as { id: string }[];
    expect(photos).toHaveLength(2);
    await call('reorderPhotos', { token: member.accessToken, body: { photoIds: [photos[1].id, photos[0].id] } });
    await eventually(
      async () =>
        (await scanAll()).some(
          (item) =>
            item.entity === 'cellEntry' &&
            item.memberId === member.sub &&
            (item.photos as { id: string }[])[0]?.id === photos[1].id,
        ),
      15_000,
    );

    // A boost: the pages now show them boosted.
    expect((await call('useIncludedBoost', { token: member.accessToken })).status).toBe(200);
    await eventually(
      async () =>
        (await scanAll()).some(
          (item) => item.entity === 'cellEntry' && item.memberId === member.sub && item.boostedUntil,
        ),
      15_000,
    );
    let boosted = 0;
    for (const viewer of [viewers[2], viewers[3]]) boosted += await pageShows(viewer, member.sub);
    expect(boosted).toBe(2);
    expect((await swipe(viewers[3], member.sub, 'superLike')).status).toBe(200);

    const today = new Date().toISOString().slice(0, 10);
    const answer = await eventually(async () => {
      const response = await insights(member);
      return response.body.totals?.likes === 2 && response.body.totals.boostedImpressions === 2 ? response : undefined;
    }, 15_000);
    expect(answer.status).toBe(200);
    expect(answer.body.totals).toEqual({
      views: 3,
      likes: 2,
      impressions: 3,
      boostedImpressions: 2,
      incognitoHidden: 0,
    });
    expect(answer.body.days).toHaveLength(30);
    expect(answer.body.days[29]).toEqual({
      day: today,
      views: 3,
      likes: 2,
      impressions: 3,
      boostedImpressions: 2,
      incognitoHidden: 0,
    });
    expect(
      answer.body.days
        .slice(0, 29)
        .every((day: { views: number; likes: number }) => day.views === 0 && day.likes === 0),
    ).toBe(true);
    // Each photo, as the main photo: shown 3 times and liked once, then shown twice and liked once.
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
        impressions: 3,
        likes: 1,
        likeRate: 1 / 3,
        photo: expect.objectContaining({ id: photos[0].id }),
      }),
    ]);
    // Counts only: no viewer's or liker's id anywhere.
    const text = JSON.stringify(answer.body);
    for (const viewer of viewers) expect(text).not.toContain(viewer.sub);
  });
});
