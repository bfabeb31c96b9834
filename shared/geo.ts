/**
 * Distances between members, computed only on the server and only from
 * snapped positions. Each position is moved to the centre of a grid cell at
 * least SNAP_KM on a side before any distance is measured, so an attacker
 * who moves their own position around learns at most which cell a member is
 * in, never where inside it (see docs/decisions/0009-distance-bands.md).
 */
export const EARTH_RADIUS_KM = 6371;
export const SNAP_KM = 1;
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;

export type LatLng = { latitude: number; longitude: number };

/** Centre of the ≥ 1 km grid cell holding the point. Longitude cells widen with latitude so they stay ≥ 1 km wide. */
export function snapToCell({ latitude, longitude }: LatLng, sizeKm = SNAP_KM): LatLng {
  const latStep = sizeKm / KM_PER_DEGREE_LAT;
  const row = Math.floor((latitude + 90) / latStep);
  const snappedLat = Math.min(90, -90 + (row + 0.5) * latStep);
  // Use the cell's equator-most edge so that east-west width is ≥ sizeKm everywhere in the cell.
  const edgeLat = Math.min(Math.abs(-90 + row * latStep), Math.abs(-90 + (row + 1) * latStep));
  const cos = Math.max(Math.cos((edgeLat * Math.PI) / 180), 1e-6);
  const lngStep = Math.min(360, sizeKm / (KM_PER_DEGREE_LAT * cos));
  const column = Math.floor((longitude + 180) / lngStep);
  const snappedLng = -180 + (column + 0.5) * lngStep;
  return { latitude: snappedLat, longitude: snappedLng > 180 ? snappedLng - 360 : snappedLng };
}

/** Great-circle distance (haversine, core spec "Business constants and limits"). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLng = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distance between two members' snapped cells, in whole kilometres as shown. */
export function snappedDistanceKm(a: LatLng, b: LatLng): number {
  return haversineKm(snapToCell(a), snapToCell(b));
}

export const LOCATION_NOT_SHARED = 'Location not shared';

/**
 * A member's first day: no distance reaches them (decision 0057). Accounts are
 * cheap to make, and each comes with a free position, so without this hold a
 * few fresh accounts placed around a member measure out their cell in
 * seconds; with it, a search by new accounts takes more than a day.
 */
export const NEWCOMER_SECONDS = 86_400;
export const DISTANCE_HELD = 'Distance shown after your first day';

/** Whether an account made at `createdAt` is still in its first day (an unknown age counts as new). */
export function isNewcomer(createdAt: string | null | undefined, now: Date): boolean {
  const made = createdAt ? Date.parse(createdAt) : Number.NaN;
  return !Number.isFinite(made) || now.getTime() - made < NEWCOMER_SECONDS * 1000;
}

/** Where distances are measured from: a position, none shared, or 'held' in the viewer's first day. */
export type Vantage = Partial<LatLng> | 'held' | null | undefined;

/**
 * The only distance text a browser ever receives: '< 1 km away', '{n} km away',
 * 'Location not shared', or in the viewer's first day DISTANCE_HELD. Never metres (the spec's '{n}m away' lets anyone
 * trilaterate a member).
 */
export function distanceBand(viewer: Vantage, member: Partial<LatLng> | null | undefined): string {
  const known = (p: Vantage): p is LatLng =>
    !!p && p !== 'held' && typeof p.latitude === 'number' && typeof p.longitude === 'number';
  if (viewer === 'held' && known(member)) return DISTANCE_HELD;
  if (!known(viewer) || !known(member)) return LOCATION_NOT_SHARED;
  const km = snappedDistanceKm(viewer, member);
  return km < 1 ? '< 1 km away' : `${Math.round(km)} km away`;
}
