import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceBand, haversineKm, snapToCell, SNAP_KM, type LatLng } from './geo';
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
