import { describe, expect, it } from 'vitest';
import { distanceBand, haversineKm, LOCATION_NOT_SHARED, snapToCell } from './geo';

describe('snapToCell', () => {
  it('moves every point in a cell to the same centre, at most about a cell diagonal away', () => {
    const a = snapToCell({ latitude: 1.30001, longitude: 103.80001 });
    const b = snapToCell({ latitude: 1.30002, longitude: 103.80003 });
    expect(a).toEqual(b);
    expect(haversineKm(a, { latitude: 1.30001, longitude: 103.80001 })).toBeLessThan(1.5);
  });

  it('keeps cells at least 1 km wide even far from the equator', () => {
    const here = snapToCell({ latitude: 64.1466, longitude: -21.9426 });
    const step = snapToCell({ latitude: 64.1466, longitude: -21.9426 + 0.03 });
    if (here.longitude !== step.longitude)
      expect(haversineKm(here, { ...here, longitude: step.longitude })).toBeGreaterThanOrEqual(0.99);
  });
});

describe('distanceBand', () => {
  it('says "Location not shared" when either side has no position', () => {
    expect(distanceBand(null, { latitude: 1, longitude: 1 })).toBe(LOCATION_NOT_SHARED);
    expect(distanceBand({ latitude: 1, longitude: 1 }, { latitude: null as unknown as number, longitude: 2 })).toBe(
      LOCATION_NOT_SHARED,
    );
  });

  it('never answers in metres', () => {
    expect(distanceBand({ latitude: 1.3, longitude: 103.8 }, { latitude: 1.3001, longitude: 103.8001 })).toBe(
      '< 1 km away',
    );
    expect(distanceBand({ latitude: 1.3521, longitude: 103.8198 }, { latitude: 3.139, longitude: 101.6869 })).toMatch(
      /^\d+ km away$/,
    );
  });

  it('gives whole kilometres close to the true distance', () => {
    const band = distanceBand({ latitude: 1.3521, longitude: 103.8198 }, { latitude: 3.139, longitude: 101.6869 });
    const km = Number(band.split(' ')[0]);
    expect(Math.abs(km - 309)).toBeLessThanOrEqual(2);
  });
});
