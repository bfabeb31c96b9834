import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { findInDeck, createDiscoverableMember, waitUntilInDeck } from '../support/discoverable';
import { createMember, pastFirstDay } from '../support/members';
import { DISTANCE_HELD } from '#shared/geo.ts';
import { memberItems, scanAll } from '../support/table';
import { fillRateWindow, rateWindowCount, withinOneRateWindow } from '../support/rate-window';
import { RATE_LIMITS } from '#shared/limits.ts';

const TZ = 'Asia/Singapore';
const swipe = (token: string, targetId: string, action: 'like' | 'pass' | 'superLike') =>
  call('recordSwipe', { token, body: { targetId, action, timeZone: TZ } });

async function grant(memberId: string, tier: 'gold' | 'basic') {
  cloud();
  const { grantTier } = await import('#infra/local/grant-tier.ts');
  await grantTier(memberId, tier);
}

describe('discovery', () => {
  it('shows nearby complete profiles with a distance band and never coordinates, and excludes myself', async () => {
    const viewer = await createDiscoverableMember({ gender: 'man' });
    await pastFirstDay(viewer);
    const target = await createDiscoverableMember();
    const card = await waitUntilInDeck(viewer, target.sub);
    expect(card).toMatchObject({ id: target.sub, fullName: target.username, age: 30 });
    expect(String(card.distance)).toMatch(/^(< 1|\d+) km away$/);
    const page = await call('listCandidates', { token: viewer.accessToken, query: { timeZone: TZ } });
    const text = JSON.stringify(page.body);
    expect(text).not.toMatch(/latitude|longitude|email/);
    expect(page.body.candidates.some((c: { id: string }) => c.id === viewer.sub)).toBe(false);
    expect(page.body.candidates.length).toBeLessThanOrEqual(10);
    expect(page.body.limits).toEqual({ likesLeft: 5, superLikesLeft: 1, rewindsLeft: 0 });
  });

  it("in a viewer's first day no card carries a distance and the deck is not cut by distance; after it, both are", async () => {
    // Decision 0057: fresh accounts placed around a member would otherwise measure out their 1 km cell.
    const viewer = await createDiscoverableMember({ gender: 'man' });
    expect((await call('updateMyPreferences', { token: viewer.accessToken, body: { maxDistanceKm: 1 } })).status).toBe(
      200,
    );
    // About 5 km east: outside a 1 km radius, inside the newcomer's coarse block.
    const target = await createDiscoverableMember({}, { latitude: 1.3521, longitude: 103.865 });
    const card = await waitUntilInDeck(viewer, target.sub);
    expect(card.distance).toBe(DISTANCE_HELD);
    const profile = await call('getMemberProfile', { token: viewer.accessToken, params: { memberId: target.sub } });
    expect(profile.body.distance).toBe(DISTANCE_HELD);

    await pastFirstDay(viewer);
    expect(await findInDeck(viewer, target.sub)).toBeUndefined();
    const later = await call('getMemberProfile', { token: viewer.accessToken, params: { memberId: target.sub } });
    expect(later.body.distance).toMatch(/^\d+ km away$/);
  });

  it('leaves out incomplete profiles and people I already swiped', async () => {
    const viewer = await createDiscoverableMember({ gender: 'man' });
    const target = await createDiscoverableMember();
    const incomplete = await createMember();
    await call('getMyProfile', { token: incomplete.accessToken });
    await waitUntilInDeck(viewer, target.sub);
    expect((await swipe(viewer.accessToken, target.sub, 'pass')).status).toBe(200);
    expect(await findInDeck(viewer, target.sub)).toBeUndefined();
    expect((await swipe(viewer.accessToken, incomplete.sub, 'like')).status).toBe(404);
  });

  it('applies age and gender preferences on the server', async () => {
    const viewer = await createDiscoverableMember({ gender: 'man' });
    const older = await createDiscoverableMember({ age: 44 });
    await waitUntilInDeck(viewer, older.sub);
    await call('updateMyPreferences', { token: viewer.accessToken, body: { minAge: 18, maxAge: 35 } });
    expect(await findInDeck(viewer, older.sub)).toBeUndefined();
    await call('updateMyPreferences', {
      token: viewer.accessToken,
      body: { minAge: 40, maxAge: 50, genderPreference: ['men'] },
    });
    expect(await findInDeck(viewer, older.sub)).toBeUndefined();
    await call('updateMyPreferences', {
      token: viewer.accessToken,
      body: { minAge: 40, maxAge: 50, genderPreference: ['women'] },
    });
    expect(await findInDeck(viewer, older.sub)).toBeDefined();
  });
});

describe('likes, limits and matches', () => {
  it('refuses the like beyond the free daily limit even when the UI is bypassed, and the extra super like', async () => {
    const liker = await createDiscoverableMember({ gender: 'man' });
    const targets = await Promise.all(Array.from({ length: 7 }, () => createDiscoverableMember()));
    for (const target of targets.slice(0, 5))
      expect((await swipe(liker.accessToken, target.sub, 'like')).status).toBe(200);
    const sixth = await swipe(liker.accessToken, targets[5].sub, 'like');
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('limit_reached');
    // The refused like stored nothing; passing is never limited; one super like a day.
    expect(
      (await scanAll()).some(
        (item) => item.entity === 'swipe' && item.swiperId === liker.sub && item.targetId === targets[5].sub,
      ),
    ).toBe(false);
    expect((await swipe(liker.accessToken, targets[5].sub, 'pass')).status).toBe(200);
    expect((await swipe(liker.accessToken, targets[6].sub, 'superLike')).status).toBe(200);
    const extra = await createDiscoverableMember();
    expect((await swipe(liker.accessToken, extra.sub, 'superLike')).body.error.code).toBe('limit_reached');
    // A repeated like is idempotent and not counted.
    expect((await swipe(liker.accessToken, targets[0].sub, 'like')).body).toMatchObject({ repeated: true });
  });

  it('answers a repeated swipe from the stored one, and heals a like whose match was never made', async () => {
    const a = await createDiscoverableMember({ gender: 'man' });
    const b = await createDiscoverableMember();
    const c = await createDiscoverableMember();
    // The stored pass stands: liking again records nothing and reports the pass.
    expect((await swipe(a.accessToken, b.sub, 'pass')).status).toBe(200);
    expect((await swipe(a.accessToken, b.sub, 'like')).body).toEqual({
      action: 'pass',
      matched: false,
      matchId: null,
      repeated: true,
    });
    // c's super like waits for a; a's like is then stored without its match, as when a request
    // fails between the like and the match.
    expect((await swipe(c.accessToken, a.sub, 'superLike')).body).toMatchObject({ matched: false, repeated: false });
    cloud();
    const { recordSwipe } = await import('#lambdas/db/swipes.ts');
    const now = new Date();
    await recordSwipe({
      swiperId: a.sub,
      targetId: c.sub,
      isLike: true,
      isSuperLike: false,
      day: now.toISOString().slice(0, 10),
      likeLimit: null,
      superLikeLimit: 1,
      now,
    });
    const healed = await swipe(a.accessToken, c.sub, 'superLike');
    expect(healed.body).toMatchObject({ action: 'like', matched: true, repeated: true });
    expect(healed.body.matchId).toEqual(expect.any(String));
    // The other side's repeat finds the same match, and the pair has exactly one.
    expect((await swipe(c.accessToken, a.sub, 'like')).body).toEqual({
      action: 'superLike',
      matched: true,
      matchId: healed.body.matchId,
      repeated: true,
    });
    const matches = (await scanAll()).filter(
      (item) => item.entity === 'match' && (item.memberIds as string[]).includes(a.sub),
    );
    expect(matches.map((item) => item.matchId)).toEqual([healed.body.matchId]);
  });

  it('creates exactly one match when both members like each other at the same instant', async () => {
    const a = await createDiscoverableMember({ gender: 'man' });
    const b = await createDiscoverableMember();
    const [fromA, fromB] = await Promise.all([
      swipe(a.accessToken, b.sub, 'like'),
      swipe(b.accessToken, a.sub, 'like'),
    ]);
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(fromA.body.matched || fromB.body.matched).toBe(true);
    const matches = (await scanAll()).filter(
      (item) => item.entity === 'match' && (item.memberIds as string[]).includes(a.sub),
    );
    expect(matches).toHaveLength(1);
    const listA = (await call('listMatches', { token: a.accessToken })).body.matches;
    const listB = (await call('listMatches', { token: b.accessToken })).body.matches;
    expect(listA.map((m: { member: { id: string } }) => m.member.id)).toEqual([b.sub]);
    expect(listB.map((m: { member: { id: string } }) => m.member.id)).toEqual([a.sub]);
    expect(JSON.stringify([listA, listB])).not.toMatch(/latitude|longitude|email/);
  });

  it('keeps members apart: no liking as someone else, no reading their likes or matches, no ending their match', async () => {
    const a = await createDiscoverableMember({ gender: 'man' });
    const b = await createDiscoverableMember();
    const c = await createDiscoverableMember();
    const forged = await call('recordSwipe', {
      token: a.accessToken,
      body: { targetId: c.sub, action: 'like', timeZone: TZ, swiperId: b.sub },
    });
    expect(forged.status).toBe(400);
    await swipe(b.accessToken, c.sub, 'like');
    const fromC = await swipe(c.accessToken, b.sub, 'like');
    expect(fromC.body.matched).toBe(true);
    expect((await call('listMatches', { token: a.accessToken })).body.matches).toEqual([]);
    expect((await call('unmatch', { token: a.accessToken, params: { matchId: fromC.body.matchId } })).status).toBe(404);
    expect((await call('listLikesReceived', { token: a.accessToken })).status).toBe(403);
    expect((await call('unmatch', { token: b.accessToken, params: { matchId: fromC.body.matchId } })).body).toEqual({
      unmatched: true,
    });
    expect((await call('listMatches', { token: c.accessToken })).body.matches).toEqual([]);
  });
});

describe('gold features', () => {
  it('refuses Who Liked You and Advanced Filters to a free token, and serves them to gold', async () => {
    const free = await createMember();
    await call('getMyProfile', { token: free.accessToken });
    for (const response of [
      await call('listLikesReceived', { token: free.accessToken }),
      await call('getAdvancedFilters', { token: free.accessToken }),
      await call('updateAdvancedFilters', {
        token: free.accessToken,
        body: { educationPreference: ['PhD/Doctorate'] },
      }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('feature_locked');
    }
    const liker = await createDiscoverableMember({ gender: 'man' });
    const gold = await createDiscoverableMember();
    await grant(gold.sub, 'gold');
    await swipe(liker.accessToken, gold.sub, 'superLike');
    const likes = await call('listLikesReceived', { token: gold.accessToken });
    expect(likes.status).toBe(200);
    expect(likes.body.likes).toHaveLength(1);
    expect(likes.body.likes[0]).toMatchObject({ isSuperLike: true, member: { id: liker.sub } });
    expect(JSON.stringify(likes.body)).not.toMatch(/latitude|longitude|email/);
    const back = await swipe(gold.accessToken, liker.sub, 'like');
    expect(back.body.matched).toBe(true);
    expect((await call('listLikesReceived', { token: gold.accessToken })).body.likes).toHaveLength(0);
  });

  it('saved advanced filters change what discovery returns, only with the feature', async () => {
    const gold = await createDiscoverableMember({ gender: 'man' });
    await grant(gold.sub, 'gold'); // before any call caches this member's tier
    const free = await createDiscoverableMember({ gender: 'man' });
    const smoker = await createDiscoverableMember({ smoking: 'regularly' });
    await waitUntilInDeck(gold, smoker.sub);
    await waitUntilInDeck(free, smoker.sub);

    expect(
      (await call('updateAdvancedFilters', { token: gold.accessToken, body: { smokingPreference: ['Never'] } })).status,
    ).toBe(200);
    expect(await findInDeck(gold, smoker.sub)).toBeUndefined();
    // The same preference saved through /filters by a free member is stored, but not applied without the feature.
    expect(
      (await call('updateMyPreferences', { token: free.accessToken, body: { smokingPreference: ['Never'] } })).status,
    ).toBe(200);
    expect(await findInDeck(free, smoker.sub)).toBeDefined();

    await call('updateAdvancedFilters', { token: gold.accessToken, body: { smokingPreference: ['Regularly'] } });
    expect(await findInDeck(gold, smoker.sub)).toBeDefined();
  });
});

describe('block and report, free for everyone', () => {
  it('a block hides both members from each other at once and ends their match', async () => {
    const a = await createDiscoverableMember({ gender: 'man' });
    const b = await createDiscoverableMember();
    const c = await createDiscoverableMember();
    await waitUntilInDeck(a, c.sub);
    await swipe(a.accessToken, b.sub, 'like');
    expect((await swipe(b.accessToken, a.sub, 'like')).body.matched).toBe(true);
    expect((await call('blockMember', { token: a.accessToken, body: { memberId: b.sub } })).body).toEqual({
      blocked: true,
    });
    expect((await call('listMatches', { token: a.accessToken })).body.matches).toEqual([]);
    expect((await call('listMatches', { token: b.accessToken })).body.matches).toEqual([]);
    await call('blockMember', { token: a.accessToken, body: { memberId: c.sub } });
    expect(await findInDeck(a, c.sub)).toBeUndefined();
    expect(await findInDeck(c, a.sub)).toBeUndefined();
    expect((await swipe(c.accessToken, a.sub, 'like')).status).toBe(404);
  });

  it('a pass on a card the deck showed is stored after a block since; a like, or a pass without that card, is refused', async () => {
    const viewer = await createDiscoverableMember({ gender: 'man' });
    const [blocker, other] = await Promise.all([createDiscoverableMember(), createDiscoverableMember()]);
    const cardOf = async (memberId: string) => String((await waitUntilInDeck(viewer, memberId)).card);
    const [card, otherCard] = [await cardOf(blocker.sub), await cardOf(other.sub)];
    // The blocker blocks the viewer after the page showed them: their cards are still in the viewer's browser.
    expect((await call('blockMember', { token: blocker.accessToken, body: { memberId: viewer.sub } })).status).toBe(
      200,
    );
    const swipeWith = (action: 'like' | 'pass', withCard?: string) =>
      call('recordSwipe', {
        token: viewer.accessToken,
        body: { targetId: blocker.sub, action, timeZone: TZ, ...(withCard ? { card: withCard } : {}) },
      });
    // A like is always checked, whatever card it names.
    expect((await swipeWith('like', card)).status).toBe(404);
    // A pass without a card, or with another member's card (its signature names them), is checked too.
    expect((await swipeWith('pass')).status).toBe(404);
    expect((await swipeWith('pass', otherCard)).status).toBe(404);
    // A pass on the blocker's own card is stored without checking again (decision 0088): it changes nothing
    // for them, and the viewer's deck has no place for them either way.
    const passed = await swipeWith('pass', card);
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({ action: 'pass', matched: false });
    expect(await findInDeck(viewer, blocker.sub)).toBeUndefined();
    expect(await findInDeck(blocker, viewer.sub)).toBeUndefined();
  });

  it('the swipe window counts what is stored: a pass and an unlimited like take one, a repeat and an allowance-held like none', async () => {
    // Decision 0090: a pass takes the window before its Put and gives it back when nothing is stored; a like
    // held by the day's allowance is bounded by it alone; a full window refuses a pass and stores nothing.
    await withinOneRateWindow('swipe', 60_000);
    const viewer = await createDiscoverableMember({ gender: 'man' });
    const [passed, liked, likedOnGold, refused] = await Promise.all(
      Array.from({ length: 4 }, () => createDiscoverableMember()),
    );
    const card = String((await waitUntilInDeck(viewer, passed.sub)).card);
    const pass = () =>
      call('recordSwipe', {
        token: viewer.accessToken,
        body: { targetId: passed.sub, action: 'pass', timeZone: TZ, card },
      });
    expect((await pass()).body).toMatchObject({ action: 'pass', repeated: false });
    expect(await rateWindowCount(viewer.sub, 'swipe')).toBe(1);
    // The repeat is answered from the stored pass, which the refused Put returned.
    expect((await pass()).body).toMatchObject({ action: 'pass', repeated: true });
    expect(await rateWindowCount(viewer.sub, 'swipe')).toBe(1);
    expect((await swipe(viewer.accessToken, liked.sub, 'like')).status).toBe(200);
    expect(await rateWindowCount(viewer.sub, 'swipe')).toBe(1);
    await grant(viewer.sub, 'gold');
    expect((await swipe(viewer.accessToken, likedOnGold.sub, 'like')).status).toBe(200);
    expect(await rateWindowCount(viewer.sub, 'swipe')).toBe(2);
    await fillRateWindow(viewer.sub, 'swipe', RATE_LIMITS.swipe.limit);
    const full = await swipe(viewer.accessToken, refused.sub, 'pass');
    expect(full.status).toBe(429);
    expect(full.body.error).toMatchObject({ code: 'rate_limited', retryAfterSeconds: expect.any(Number) });
    const swipes = (await memberItems(viewer.sub)).filter((item) => item.entity === 'swipe');
    expect(swipes.map((item) => item.targetId).sort()).toEqual([passed.sub, liked.sub, likedOnGold.sub].sort());
  });

  it('a report stores the category, the note and a snapshot, and can block in the same step', async () => {
    const a = await createDiscoverableMember({ gender: 'man' });
    const b = await createDiscoverableMember({ bio: 'Send me crypto.' });
    const reported = await call('reportMember', {
      token: a.accessToken,
      body: { memberId: b.sub, category: 'scam', note: 'Asked for money', alsoBlock: true },
    });
    expect(reported.status).toBe(200);
    expect(reported.body.blocked).toBe(true);
    const stored = (await scanAll()).find(
      (item) => item.entity === 'report' && item.reportId === reported.body.reportId,
    )!;
    expect(stored).toMatchObject({
      category: 'scam',
      note: 'Asked for money',
      reporterId: a.sub,
      reportedId: b.sub,
      status: 'open',
    });
    expect((stored.snapshot as { bio: string }).bio).toBe('Send me crypto.');
    expect(
      (await call('reportMember', { token: a.accessToken, body: { memberId: b.sub, category: 'made_up' } })).status,
    ).toBe(400);
  });
});

describe('one day per member (decision 0030)', () => {
  it('alternating the two zones furthest apart still gives a free member 5 likes and 1 super like; the deck counts the same day', async () => {
    const liker = await createDiscoverableMember({ gender: 'man' });
    const targets = await Promise.all(Array.from({ length: 12 }, () => createDiscoverableMember()));
    const zones = ['Pacific/Kiritimati', 'Etc/GMT+12'];
    const results = [];
    for (const [i, target] of targets.slice(0, 10).entries()) {
      results.push(
        (
          await call('recordSwipe', {
            token: liker.accessToken,
            body: { targetId: target.sub, action: 'like', timeZone: zones[i % 2] },
          })
        ).status,
      );
    }
    expect(results.filter((status) => status === 200)).toHaveLength(5);
    const superLikes = [];
    for (const [i, target] of targets.slice(10).entries()) {
      superLikes.push(
        (
          await call('recordSwipe', {
            token: liker.accessToken,
            body: { targetId: target.sub, action: 'superLike', timeZone: zones[i % 2] },
          })
        ).status,
      );
    }
    expect(superLikes).toEqual([200, 429]);
    for (const timeZone of zones) {
      expect(
        (await call('listCandidates', { token: liker.accessToken, query: { timeZone } })).body.limits,
      ).toMatchObject({ likesLeft: 0, superLikesLeft: 0 });
    }
  });

  it('a refused like writes nothing: no day pin moves for an unknown, incomplete or blocked target, and the next like pins the zone', async () => {
    const liker = await createDiscoverableMember({ gender: 'man' });
    const [incomplete, blocker, target] = await Promise.all([
      createMember(),
      createDiscoverableMember(),
      createDiscoverableMember(),
    ]);
    await call('getMyProfile', { token: incomplete.accessToken });
    expect((await call('blockMember', { token: blocker.accessToken, body: { memberId: liker.sub } })).status).toBe(200);
    // The request's rate window (decision 0053) counts the attempt and gives it back on refusal; it is the
    // limit's bookkeeping, not a write of the like, so it is left out of the comparison.
    const partition = async () => (await memberItems(liker.sub)).filter((item) => item.entity !== 'rateWindow');
    const before = await partition();
    for (const targetId of [randomUUID(), incomplete.sub, blocker.sub]) {
      for (const action of ['like', 'superLike'] as const) {
        expect(
          (
            await call('recordSwipe', {
              token: liker.accessToken,
              body: { targetId, action, timeZone: 'Pacific/Kiritimati' },
            })
          ).status,
        ).toBe(404);
      }
    }
    expect(await partition()).toEqual(before);
    expect(before.find((item) => item.sk === 'PROFILE')?.dayPin).toBeUndefined();
    expect((await swipe(liker.accessToken, target.sub, 'like')).status).toBe(200);
    expect((await partition()).find((item) => item.sk === 'PROFILE')?.dayPin).toMatchObject({ zone: TZ });
  });
});
