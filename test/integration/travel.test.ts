import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceBand } from '#shared/geo.ts';
import { travelCity } from '#shared/travel/cities.ts';
import type { Tier } from '#shared/tiers.ts';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { createDiscoverableMember, findInDeck, waitUntilInDeck } from '../support/discoverable';
import { pastFirstDay, type TestMember } from '../support/members';
import { eventually, scanAll } from '../support/table';

const TOKYO = travelCity('tokyo')!;
/** Shinjuku: a Tokyo member a few km from the city's cell centre. */
const SHINJUKU = { latitude: 35.6938, longitude: 139.7034 };

async function grant(memberId: string, tier: Tier) {
  cloud();
  const { grantTier } = await import('#infra/local/grant-tier.ts');
  await grantTier(memberId, tier);
}

const travel = (member: TestMember, cityId: string | null) =>
  call('updateMyTravel', { token: member.accessToken, body: { cityId } });
const myProfile = async (member: TestMember) => (await call('getMyProfile', { token: member.accessToken })).body;

describe('travel mode', () => {
  it('is refused without the feature, with a stable code, and stores nothing; bad input is a 400', async () => {
    const member = await createDiscoverableMember();
    await grant(member.sub, 'gold');
    const refused = await travel(member, 'tokyo');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('feature_locked');
    expect(refused.body.error.message).toContain('Premium');
    expect((await myProfile(member)).travelCityId).toBeNull();
    // Never free coordinates, never a city not on the list.
    for (const body of [
      { cityId: 'atlantis' },
      { latitude: 35.7, longitude: 139.7 },
      { cityId: 'tokyo', latitude: 35.7 },
    ]) {
      const bad = await call('updateMyTravel', { token: member.accessToken, body });
      expect(bad.status).toBe(400);
    }
    // Coming home never needs the feature.
    expect((await travel(member, null)).status).toBe(200);
  });

  it("places a Premium member in Tokyo as Traveling, measured from the city's cell; home is one call; the plan's end ends it", async () => {
    const local = await createDiscoverableMember({ gender: 'man' }, SHINJUKU);
    // Past the first day, in which no distance reaches a member (decision 0057).
    await pastFirstDay(local);
    const traveller = await createDiscoverableMember();
    const home = await createDiscoverableMember({ gender: 'man' });
    await grant(traveller.sub, 'premium');
    await waitUntilInDeck(home, traveller.sub);

    const moved = await travel(traveller, 'tokyo');
    expect(moved.status).toBe(200);
    expect(moved.body.travelCityId).toBe('tokyo');
    const card = await waitUntilInDeck(local, traveller.sub);
    expect(card.traveling).toBe(true);
    const localPosition = await myProfile(local);
    expect(card.distance).toBe(
      distanceBand({ latitude: localPosition.latitude, longitude: localPosition.longitude }, TOKYO.position),
    );
    // Opening the profile says the same; discovery at home no longer shows them.
    const opened = await call('getMemberProfile', { token: local.accessToken, params: { memberId: traveller.sub } });
    expect(opened.body).toMatchObject({ traveling: true, distance: card.distance });
    await eventually(async () => (await findInDeck(home, traveller.sub)) === undefined, 15_000);

    // Switching back is one call: home again, no label.
    expect((await travel(traveller, null)).body.travelCityId).toBeNull();
    const back = await waitUntilInDeck(home, traveller.sub);
    expect(back.traveling).toBe(false);
    await eventually(async () => (await findInDeck(local, traveller.sub)) === undefined, 15_000);

    // The entitlement ends: the stream sees it and travel ends with it.
    await travel(traveller, 'tokyo');
    await waitUntilInDeck(local, traveller.sub);
    await grant(traveller.sub, 'free');
    await eventually(async () => (await myProfile(traveller)).travelCityId === null, 15_000);
    await eventually(async () => (await findInDeck(local, traveller.sub)) === undefined, 15_000);
    expect((await travel(traveller, 'tokyo')).status).toBe(403);
  });

  it('leaks no real location: wherever travellers really are, Tokyo sees the same band, and no entry or answer holds their coordinates (property)', async () => {
    const viewer = await createDiscoverableMember({ gender: 'man' }, SHINJUKU);
    await pastFirstDay(viewer);
    const real = fc.record({
      latitude: fc.double({ min: -60, max: 60, noNaN: true }),
      longitude: fc.double({ min: -170, max: 170, noNaN: true }),
    });
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(real, async (at) => {
        const traveller = await createDiscoverableMember({}, at);
        await grant(traveller.sub, 'premium');
        const own = await myProfile(traveller);
        expect((await travel(traveller, 'tokyo')).status).toBe(200);
        const card = await waitUntilInDeck(viewer, traveller.sub);
        seen.add(String(card.distance));
        const answers = JSON.stringify([
          card,
          (await call('getMemberProfile', { token: viewer.accessToken, params: { memberId: traveller.sub } })).body,
        ]);
        expect(answers).not.toMatch(/latitude|longitude/);
        // Every discovery entry of theirs sits at the city's cell centre, in Tokyo's cells only.
        const entries = (await scanAll()).filter(
          (item) => item.entity === 'cellEntry' && item.memberId === traveller.sub,
        );
        expect(entries.length).toBeGreaterThan(0);
        for (const entry of entries) {
          expect({ latitude: entry.latitude, longitude: entry.longitude }).toEqual(TOKYO.position);
          expect(JSON.stringify(entry)).not.toContain(String(own.latitude));
        }
      }),
      { numRuns: 4 },
    );
    expect(seen.size).toBe(1);
  });
});
