import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceBand, haversineKm, snapToCell, SNAP_KM, type LatLng } from './geo';

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
      const p = { latitude: centre.latitude + dLat * mid * latStep, longitude: centre.longitude + dLng * mid * latStep * 20 };
      const s = snapToCell(p);
      if (s.latitude === centre.latitude && s.longitude === centre.longitude) lo = mid; else hi = mid;
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
  it('an attacker who spoofs any number of their own positions cannot tell apart two places ≥ 1 km apart in the target\'s cell', () => {
    fc.assert(
      fc.property(
        position,
        // The attacker's strategy: up to 60 spoofed positions anywhere within ~30 km of the target.
        fc.array(fc.record({ dLat: fc.double({ min: -0.3, max: 0.3, noNaN: true }), dLng: fc.double({ min: -0.3, max: 0.3, noNaN: true }) }), { minLength: 1, maxLength: 60 }),
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
