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
 * The only distance text a browser ever receives: '< 1 km away', '{n} km away'
 * or 'Location not shared'. Never metres (the spec's '{n}m away' lets anyone
 * trilaterate a member).
 */
export function distanceBand(
  viewer: Partial<LatLng> | null | undefined,
  member: Partial<LatLng> | null | undefined,
): string {
  const known = (p: Partial<LatLng> | null | undefined): p is LatLng =>
    !!p && typeof p.latitude === 'number' && typeof p.longitude === 'number';
  if (!known(viewer) || !known(member)) return LOCATION_NOT_SHARED;
  const km = snappedDistanceKm(viewer, member);
  return km < 1 ? '< 1 km away' : `${Math.round(km)} km away`;
}
