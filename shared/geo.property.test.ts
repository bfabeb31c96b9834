import fc from 'fast-check';
import geohash from 'ngeohash';
import { describe, expect, it } from 'vitest';
import { cellOf, discoverySearch, fitsPreferences, type CandidateFacts } from './discovery-rules';
import {
  DISTANCE_HELD,
  distanceBand,
  haversineKm,
  isNewcomer,
  NEWCOMER_SECONDS,
  snapToCell,
  SNAP_KM,
  type LatLng,
} from './geo';
import { defaultPreferences } from './schemas/preferences';
import { discoveryPosition, TRAVEL_CITIES } from './travel/cities';

const KM_PER_DEG = (Math.PI * 6371) / 180;

/** Two points inside the same snapped cell, as far apart as the cell allows (opposite corners, a little inside). */
function cellMates(target: LatLng): [LatLng, LatLng] {
  const centre = snapToCell(target);
  const latStep = SNAP_KM / KM_PER_DEG;
  // Walk out from the centre until the cell changes, to find its real half-widths
  // (longitude steps are searched over a wider range: cells widen in degrees away from the equator).
  const halfWidth = (dLat: number, dLng: number) => {
    let lo = 0;
    let hi = 1;
    for (let i = 0; i < 40; i++) {
      const mid = (lo + hi) / 2;
      const p = {
        latitude: centre.latitude + dLat * mid * latStep,
        longitude: centre.longitude + dLng * mid * latStep * 20,
      };
      const s = snapToCell(p);
      if (s.latitude === centre.latitude && s.longitude === centre.longitude) lo = mid;
      else hi = mid;
    }
    return lo * 0.98;
  };
  const north = halfWidth(1, 0);
  const south = halfWidth(-1, 0);
  const east = halfWidth(0, 1);
  const west = halfWidth(0, -1);
  return [
    { latitude: centre.latitude + north * latStep, longitude: centre.longitude + east * latStep * 20 },
    { latitude: centre.latitude - south * latStep, longitude: centre.longitude - west * latStep * 20 },
  ];
}

const position = fc.record({
  latitude: fc.double({ min: -70, max: 70, noNaN: true }),
  longitude: fc.double({ min: -179, max: 179, noNaN: true }),
});

describe('trilateration resistance (property)', () => {
  it("an attacker who spoofs any number of their own positions cannot tell apart two places ≥ 1 km apart in the target's cell", () => {
    fc.assert(
      fc.property(
        position,
        // The attacker's strategy: up to 60 spoofed positions anywhere within ~30 km of the target.
        fc.array(
          fc.record({
            dLat: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
            dLng: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
          }),
          { minLength: 1, maxLength: 60 },
        ),
        (target, probes) => {
          const [cornerA, cornerB] = cellMates(target);
          // The two candidate places are at least 1 km apart, yet in the same cell as the target.
          expect(haversineKm(cornerA, cornerB)).toBeGreaterThanOrEqual(1);
          expect(snapToCell(cornerA)).toEqual(snapToCell(target));
          expect(snapToCell(cornerB)).toEqual(snapToCell(target));
          for (const { dLat, dLng } of probes) {
            const attacker = { latitude: target.latitude + dLat, longitude: target.longitude + dLng };
            // Every answer the attacker gets is identical whichever of the two places the target is at.
            expect(distanceBand(attacker, cornerA)).toBe(distanceBand(attacker, cornerB));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('trilateration resistance for travellers (property)', () => {
  const city = fc.constantFrom(...TRAVEL_CITIES);
  const anywhere = fc.record({
    latitude: fc.double({ min: -89, max: 89, noNaN: true }),
    longitude: fc.double({ min: -179.9, max: 179.9, noNaN: true }),
  });

  it("whatever a traveller's real position, every attacker sees the same answer: the band from the city's cell", () => {
    fc.assert(
      fc.property(
        city,
        anywhere,
        anywhere,
        // Attackers anywhere near the city, as many positions as they like (the cap of one move a minute aside).
        fc.array(
          fc.record({
            dLat: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
            dLng: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        (destination, realA, realB, probes) => {
          const travellerAt = (real: LatLng) => ({ isLocationEnabled: true, ...real, travelCityId: destination.id });
          const placedA = discoveryPosition(travellerAt(realA));
          const placedB = discoveryPosition(travellerAt(realB));
          // Discovery places the traveller at the city's cell centre, wherever they really are.
          expect(placedA).toEqual(destination.position);
          expect(placedB).toEqual(destination.position);
          for (const { dLat, dLng } of probes) {
            const attacker = {
              latitude: destination.position.latitude + dLat,
              longitude: destination.position.longitude + dLng,
            };
            expect(distanceBand(attacker, placedA)).toBe(distanceBand(attacker, placedB));
            expect(distanceBand(attacker, placedA)).toBe(distanceBand(attacker, destination.position));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a city's position is a cell centre: snapping it again moves nothing", () => {
    for (const destination of TRAVEL_CITIES) expect(snapToCell(destination.position)).toEqual(destination.position);
  });

  it('a traveller with location sharing off is still placed in the city, and an unknown city places nobody there', () => {
    fc.assert(
      fc.property(city, (destination) => {
        expect(
          discoveryPosition({
            isLocationEnabled: false,
            latitude: null,
            longitude: null,
            travelCityId: destination.id,
          }),
        ).toEqual(destination.position);
        expect(
          discoveryPosition({ isLocationEnabled: false, latitude: 1, longitude: 2, travelCityId: 'atlantis' }),
        ).toBeNull();
      }),
    );
  });
});

describe("a sybil search at the probe's budget (property)", () => {
  // The probe's budget: accounts made from one address within a minute (the sign-up limit lets 10
  // through), each with its free position, and any radius the preferences allow. Everything such an
  // account can see of a member's place: the distance on a card or profile, and whether the member is
  // in its deck at all. Both go through the functions the server uses.
  const now = new Date('2026-03-01T12:00:00Z');
  // A member who states nothing but age and gender: only place can keep them out of a deck.
  const unstated = ['height', 'smoking', 'drinking', 'religion', 'politicalViews', 'lookingFor', 'hasChildren'];
  const facts = (position: LatLng): CandidateFacts =>
    ({
      ...Object.fromEntries([...unstated, 'wantsChildren'].map((field) => [field, null])),
      age: 30,
      gender: 'woman',
      education: '',
      interests: [],
      languages: [],
      position,
    }) as unknown as CandidateFacts;
  const answers = (account: { createdAt: string; position: LatLng; radiusKm: number }, target: LatLng) => {
    const vantage = isNewcomer(account.createdAt, now) ? 'held' : account.position;
    const search = discoverySearch(account.position, account.radiusKm, vantage);
    const inDeck =
      search.precision !== 'none' &&
      search.cells.includes(cellOf(target, search.precision)) &&
      fitsPreferences(
        facts(target),
        { ...defaultPreferences(), maxDistanceKm: account.radiusKm },
        { position: search.measureFrom, advancedFilters: false },
      );
    return { inDeck, distance: inDeck ? distanceBand(vantage, target) : null };
  };
  // A member anywhere, and a second place in the same precision-4 geohash cell (about 20 × 39 km):
  // in a different 1 km cell, usually many cells away.
  const places = fc
    .record({
      latitude: fc.double({ min: -60, max: 60, noNaN: true }),
      longitude: fc.double({ min: -179, max: 179, noNaN: true }),
      u: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
      v: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
    })
    .map(({ latitude, longitude, u, v }) => {
      const [minLat, minLng, maxLat, maxLng] = geohash.decode_bbox(geohash.encode(latitude, longitude, 4));
      const a = { latitude, longitude };
      const b = { latitude: minLat + u * (maxLat - minLat), longitude: minLng + v * (maxLng - minLng) };
      return { a, b };
    });
  const sybils = fc.array(
    fc.record({
      dLat: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
      dLng: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
      radiusKm: fc.integer({ min: 1, max: 200 }),
      // Made within the last day: the probe's nine were made within one minute.
      ageSeconds: fc.integer({ min: 0, max: NEWCOMER_SECONDS - 1 }),
    }),
    { minLength: 1, maxLength: 9 },
  );
  const accountsAround = (
    target: LatLng,
    accounts: { dLat: number; dLng: number; radiusKm: number; ageSeconds: number }[],
  ) =>
    accounts.map(({ dLat, dLng, radiusKm, ageSeconds }) => ({
      createdAt: new Date(now.getTime() - ageSeconds * 1000).toISOString(),
      position: { latitude: target.latitude + dLat, longitude: target.longitude + dLng },
      radiusKm,
    }));

  it("accounts younger than a day, wherever they stand and whatever radius they ask, cannot tell a member's 1 km cell from any other in a 20 km block", () => {
    fc.assert(
      fc.property(places, sybils, ({ a, b }, accounts) => {
        for (const account of accountsAround(a, accounts)) {
          const seen = answers(account, a);
          expect(answers(account, b)).toEqual(seen);
          if (seen.distance !== null) expect(seen.distance).toBe(DISTANCE_HELD);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the same accounts a day older do tell the places apart: the day is what the search costs', () => {
    // The check above can fail: without the first day's hold, one account beside the member already
    // separates two places 5 km apart in one geohash cell.
    const a = { latitude: 1.3, longitude: 103.83 };
    const b = { latitude: 1.3, longitude: 103.875 };
    expect(cellOf(a, 4)).toBe(cellOf(b, 4));
    const aged = {
      createdAt: new Date(now.getTime() - NEWCOMER_SECONDS * 1000).toISOString(),
      position: a,
      radiusKm: 1,
    };
    expect(answers(aged, a)).toEqual({ inDeck: true, distance: '< 1 km away' });
    expect(answers(aged, b)).toEqual({ inDeck: false, distance: null });
    const wider = { ...aged, radiusKm: 50 };
    expect(answers(wider, b).distance).toBe('5 km away');
  });

  it('an account is new for exactly its first day, and one whose age is unknown counts as new', () => {
    const made = (secondsAgo: number) => new Date(now.getTime() - secondsAgo * 1000).toISOString();
    expect(isNewcomer(made(NEWCOMER_SECONDS - 1), now)).toBe(true);
    expect(isNewcomer(made(NEWCOMER_SECONDS), now)).toBe(false);
    expect(isNewcomer(undefined, now)).toBe(true);
    expect(isNewcomer('not a date', now)).toBe(true);
  });
});
