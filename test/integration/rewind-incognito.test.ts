/**
 * Rewind (Gold and up) and Incognito (Premium, Elite), decision 0067, through the local gateways: the
 * rules hold on the server, whatever a client sends.
 */
import { describe, expect, it } from 'vitest';
import type { Tier } from '#shared/tiers.ts';
import { TIER_FEATURES } from '#shared/tiers.ts';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { createDiscoverableMember, findInDeck, waitUntilInDeck } from '../support/discoverable';
import { swipe } from '../support/matches';
import { buildWebmAudio } from '../support/media-fixtures';
import { uploadStory, uploadVoice } from '../support/media-uploads';
import type { TestMember } from '../support/members';
import { jpeg } from '../support/photos';
import { eventually, memberItems } from '../support/table';

const TZ = 'UTC';

async function grant(memberId: string, tier: Tier) {
  cloud();
  const { grantTier } = await import('#infra/local/grant-tier.ts');
  await grantTier(memberId, tier);
}

const rewind = (member: TestMember, body: unknown = { timeZone: TZ }) =>
  call('rewindLastPass', { token: member.accessToken, body });
const incognito = (member: TestMember, on: boolean) =>
  call('updateIncognito', { token: member.accessToken, body: { on } });

describe('Rewind', () => {
  it('is refused below Gold with feature_locked; bad input is a 400 with a stable code', async () => {
    const [member, other] = await Promise.all([createDiscoverableMember(), createDiscoverableMember()]);
    await grant(member.sub, 'basic');
    expect((await swipe(member, other.sub, 'pass')).status).toBe(200);
    const refused = await rewind(member);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('feature_locked');
    expect(refused.body.error.message).toContain('Gold');
    for (const body of [{}, { timeZone: 'Not/AZone' }, { timeZone: TZ, targetId: other.sub }]) {
      const bad = await rewind(member, body);
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('validation_failed');
    }
    // Nothing was taken back: the pass is still stored.
    expect((await swipe(member, other.sub, 'pass')).body.repeated).toBe(true);
  });

  it('takes back the last pass: that card comes back for the top of the deck, once, and a like is never taken back', async () => {
    const viewer = await createDiscoverableMember({ gender: 'man' });
    const [passed, liker] = await Promise.all([createDiscoverableMember(), createDiscoverableMember()]);
    await grant(viewer.sub, 'gold');
    // Nothing passed yet: nothing to rewind.
    expect((await rewind(viewer)).body.error.code).toBe('nothing_to_rewind');

    await waitUntilInDeck(viewer, passed.sub);
    expect((await swipe(viewer, passed.sub, 'pass')).status).toBe(200);
    expect(await findInDeck(viewer, passed.sub)).toBeUndefined();
    // A like that makes a match after the pass: the rewind takes back the pass, never the like.
    expect((await swipe(liker, viewer.sub, 'like')).status).toBe(200);
    const matched = await swipe(viewer, liker.sub, 'like');
    expect(matched.body.matched).toBe(true);

    const back = await rewind(viewer);
    expect(back.status).toBe(200);
    expect(back.body.candidate.id).toBe(passed.sub);
    expect(back.body.rewindsLeft).toBe(TIER_FEATURES.gold.rewinds - 1);
    await waitUntilInDeck(viewer, passed.sub);
    // Once only; the like and its match stay.
    expect((await rewind(viewer)).body.error.code).toBe('nothing_to_rewind');
    expect((await swipe(viewer, liker.sub, 'like')).body).toMatchObject({ repeated: true, matched: true });
    const matches = (await call('listMatches', { token: viewer.accessToken })).body.matches;
    expect(matches.map((match: { matchId: string }) => match.matchId)).toContain(matched.body.matchId);
    // The card passed again is a new pass, and can be taken back again.
    expect((await swipe(viewer, passed.sub, 'pass')).body.repeated).toBe(false);
  });

  it('holds the daily allowance under concurrent rewinds: one pass is taken back once, and never more than the plan allows a day', async () => {
    const [viewer, other] = await Promise.all([createDiscoverableMember(), createDiscoverableMember()]);
    await grant(viewer.sub, 'gold');
    const allowance = TIER_FEATURES.gold.rewinds;
    for (let round = 0; round < allowance; round++) {
      expect((await swipe(viewer, other.sub, 'pass')).status).toBe(200);
      const answers = await Promise.all(Array.from({ length: 4 }, () => rewind(viewer)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409, 409, 409]);
    }
    expect((await swipe(viewer, other.sub, 'pass')).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 4 }, () => rewind(viewer)));
    expect(answers.map((answer) => answer.status)).not.toContain(200);
    expect(answers.map((answer) => answer.body.error.code)).toContain('limit_reached');
    const counter = (await memberItems(viewer.sub)).find((item) => item.entity === 'dailyCounter');
    expect(counter?.rewinds).toBe(allowance);
    const page = await call('listCandidates', { token: viewer.accessToken, query: { timeZone: TZ } });
    expect(page.body.limits.rewindsLeft).toBe(0);
  });
});

describe('Incognito', () => {
  it('is refused to turn on below Premium with feature_locked; off is always allowed; bad input is a 400', async () => {
    const member = await createDiscoverableMember();
    await grant(member.sub, 'gold');
    expect((await call('getIncognito', { token: member.accessToken })).body).toEqual({ on: false, available: false });
    const refused = await incognito(member, true);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('feature_locked');
    expect(refused.body.error.message).toContain('Premium');
    expect((await incognito(member, false)).status).toBe(200);
    for (const body of [{}, { on: 'yes' }, { on: true, extra: 1 }]) {
      const bad = await call('updateIncognito', { token: member.accessToken, body });
      expect(bad.status).toBe(400);
    }
    expect((await memberItems(member.sub)).find((item) => item.entity === 'profile')?.incognito).toBe(false);
  });

  it('shows an Incognito member in discovery, stories and voice only to whom they liked, counts what it hid, and ends with the plan', async () => {
    const hidden = await createDiscoverableMember();
    const [liked, stranger] = await Promise.all([
      createDiscoverableMember({ gender: 'man' }),
      createDiscoverableMember({ gender: 'man' }),
    ]);
    await grant(hidden.sub, 'premium');
    expect((await uploadStory(hidden, await jpeg(), { contentType: 'image/jpeg' })).status).toMatchObject({
      status: 'ready',
    });
    expect((await uploadVoice(hidden, buildWebmAudio(3))).status).toMatchObject({ status: 'ready' });

    const inStories = async (viewer: TestMember) =>
      ((await call('listStories', { token: viewer.accessToken })).body.others as { member: { id: string } }[]).some(
        (group) => group.member.id === hidden.sub,
      );
    const inVoice = async (viewer: TestMember) => {
      let cursor: string | undefined;
      for (let page = 0; page < 20; page++) {
        const response = await call('listVoiceProfiles', {
          token: viewer.accessToken,
          query: cursor ? { cursor } : {},
        });
        if ((response.body.profiles as { member: { id: string } }[]).some((shown) => shown.member.id === hidden.sub))
          return true;
        cursor = response.body.cursor ?? undefined;
        if (!cursor) return false;
      }
      return false;
    };
    const seenBy = async (viewer: TestMember) => ({
      deck: (await findInDeck(viewer, hidden.sub)) !== undefined,
      stories: await inStories(viewer),
      voice: await inVoice(viewer),
    });
    const EVERYWHERE = { deck: true, stories: true, voice: true };
    const NOWHERE = { deck: false, stories: false, voice: false };

    await waitUntilInDeck(stranger, hidden.sub);
    expect(await seenBy(stranger)).toEqual(EVERYWHERE);

    expect((await incognito(hidden, true)).body).toEqual({ on: true, available: true });
    await eventually(async () => JSON.stringify(await seenBy(stranger)) === JSON.stringify(NOWHERE), 20_000);
    expect(await seenBy(liked)).toEqual(NOWHERE);
    // They still see everyone.
    await waitUntilInDeck(hidden, liked.sub);

    // A like opens the door for that member alone.
    expect((await swipe(hidden, liked.sub, 'like')).status).toBe(200);
    expect(await seenBy(liked)).toEqual(EVERYWHERE);
    expect(await seenBy(stranger)).toEqual(NOWHERE);

    // Insights count the decks Incognito kept them off, and nothing of it as an impression.
    const insights = await eventually(async () => {
      const answer = await call('getProfileInsights', { token: hidden.accessToken });
      return answer.body.totals?.incognitoHidden > 0 ? answer.body : undefined;
    }, 15_000);
    expect(insights.days.at(-1).incognitoHidden).toBe(insights.totals.incognitoHidden);

    // Off restores them everywhere.
    expect((await incognito(hidden, false)).body.on).toBe(false);
    await eventually(async () => JSON.stringify(await seenBy(stranger)) === JSON.stringify(EVERYWHERE), 20_000);

    // On again, then the plan ends: the stream turns it off with the tier, and they are seen again.
    await incognito(hidden, true);
    await eventually(async () => !(await seenBy(stranger)).deck, 20_000);
    await grant(hidden.sub, 'free');
    await eventually(
      async () => (await memberItems(hidden.sub)).find((item) => item.entity === 'profile')?.incognito === false,
      15_000,
    );
    expect((await call('getIncognito', { token: hidden.accessToken })).body).toEqual({ on: false, available: false });
    await eventually(async () => JSON.stringify(await seenBy(stranger)) === JSON.stringify(EVERYWHERE), 20_000);
  });

  it('ends with a plan that simply runs out: an Elite past its date has Incognito and travel off, stored and in discovery', async () => {
    const member = await createDiscoverableMember();
    const stranger = await createDiscoverableMember({ gender: 'man' });
    cloud();
    const { grantTier } = await import('#infra/local/grant-tier.ts');
    const { ELITE_MATCH_DAYS } = await import('#shared/billing/entitlement.ts');
    // An Elite purchase made long ago, which runs out in a few seconds: no write, no Stripe event ends it.
    const endsAt = Date.now() + 12_000;
    await grantTier(member.sub, 'elite', new Date(endsAt - ELITE_MATCH_DAYS * 86_400_000));
    expect((await incognito(member, true)).body).toEqual({ on: true, available: true });
    expect(
      (await call('updateMyTravel', { token: member.accessToken, body: { cityId: 'tokyo' } })).body.travelCityId,
    ).toBe('tokyo');
    // The stream marks the date the plan ends.
    await eventually(async () => (await memberItems(member.sub)).some((item) => item.entity === 'planEnd'), 15_000);
    const profile = async () => (await memberItems(member.sub)).find((item) => item.entity === 'profile')!;
    expect(await profile()).toMatchObject({ incognito: true, travelCityId: 'tokyo' });

    // The date passes; the TTL (the local sweeper, as DynamoDB's would) deletes the mark.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt + 2_000 - Date.now())));
    const { dynamo } = await import('#lambdas/lib/aws-clients.ts');
    const { sweepExpiredItems } = await import('#infra/local/ttl-sweeper.ts');
    await sweepExpiredItems(dynamo, cloud().env.TABLE_NAME);

    await eventually(async () => {
      const stored = await profile();
      return stored.incognito === false && !stored.travelCityId;
    }, 20_000);
    expect((await call('getIncognito', { token: member.accessToken })).body).toEqual({ on: false, available: false });
    // In discovery: back at home, seen by a stranger it had not liked, and not as a traveller.
    const card = await waitUntilInDeck(stranger, member.sub);
    expect(card.traveling).toBe(false);
  });
});
