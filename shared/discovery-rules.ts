import geohash from 'ngeohash';
import { haversineKm, type LatLng, snappedDistanceKm, type Vantage } from './geo';
import type { Preferences } from './schemas/preferences';

/**
 * Geo cells for discovery. Profiles are indexed at three geohash precisions;
 * a page queries the viewer's cell and its 8 neighbours at the finest
 * precision whose cells are at least as large as the search radius, so the
 * 3×3 block always covers the whole circle: at most 9 queries, whatever the
 * table size. See docs/decisions/0011-discovery-cells.md.
 */
export const CELL_PRECISIONS = [4, 3, 2] as const;
export type CellPrecision = (typeof CELL_PRECISIONS)[number];

/** Profiles without coordinates share one cell, found only by viewers without a location. */
export const NO_LOCATION_CELL = 'none';

/** Smallest side of a geohash cell at `precision` near `latitude`, in km. */
export function cellSideKm(precision: CellPrecision, latitude: number): number {
  const [minLat, minLng, maxLat, maxLng] = geohash.decode_bbox(geohash.encode(latitude, 0, precision));
  const height = haversineKm({ latitude: minLat, longitude: minLng }, { latitude: maxLat, longitude: minLng });
  const edgeLat = Math.abs(minLat) > Math.abs(maxLat) ? minLat : maxLat;
  const width = haversineKm({ latitude: edgeLat, longitude: minLng }, { latitude: edgeLat, longitude: maxLng });
  return Math.min(height, width);
}

/** The finest precision whose cells are at least `radiusKm` on every side here; the coarsest otherwise. */
export function queryPrecision(radiusKm: number, latitude: number): CellPrecision {
  for (const precision of CELL_PRECISIONS) if (cellSideKm(precision, latitude) >= radiusKm) return precision;
  return CELL_PRECISIONS[CELL_PRECISIONS.length - 1];
}

export function cellOf(position: LatLng, precision: CellPrecision): string {
  return geohash.encode(position.latitude, position.longitude, precision);
}

/** The viewer's cell and its neighbours (8, fewer at the poles): the cells one page may query. */
export function cellsToQuery(position: LatLng, radiusKm: number): { precision: CellPrecision; cells: string[] } {
  const precision = queryPrecision(radiusKm, position.latitude);
  const centre = cellOf(position, precision);
  return { precision, cells: [...new Set([centre, ...geohash.neighbors(centre)])] };
}

/**
 * The narrowest search a member in their first day gets (decision 0057): the
 * 3×3 block of geohash cells at least this wide (precision 4, about 20 × 39 km
 * at the equator), with no distance filter or order inside it. Whatever
 * positions and radii new accounts try, what they see of a member then
 * depends only on that member's precision-4 cell, never on their 1 km cell.
 */
export const NEWCOMER_SEARCH_KM = 15;

/**
 * What one page of discovery uses of the viewer's position: the cells to
 * query, and the position candidates are filtered and ordered by distance
 * from (none while the viewer's distances are held).
 */
export function discoverySearch(
  position: LatLng | null,
  maxDistanceKm: number,
  vantage: Vantage,
): { precision: CellPrecision | typeof NO_LOCATION_CELL; cells: string[]; measureFrom: LatLng | null } {
  if (!position) return { precision: NO_LOCATION_CELL, cells: [NO_LOCATION_CELL], measureFrom: null };
  if (vantage === 'held')
    return { ...cellsToQuery(position, Math.max(maxDistanceKm, NEWCOMER_SEARCH_KM)), measureFrom: null };
  return { ...cellsToQuery(position, maxDistanceKm), measureFrom: position };
}

/** Ranking inside a cell: boosted first, then priority placement, then everyone else. */
export type Rank = 'boosted' | 'priority' | 'normal';
export const RANK_PREFIX: Record<Rank, string> = { boosted: '0', priority: '1', normal: '2' };

export type CandidateFacts = {
  age: number | null;
  gender: string | null;
  height: number | null;
  education: string;
  interests: string[];
  smoking: string | null;
  drinking: string | null;
  religion: string | null;
  politicalViews: string | null;
  lookingFor: string | null;
  hasChildren: boolean | null;
  wantsChildren: boolean | null;
  languages: string[];
  position: LatLng | null;
  /** Passed photo verification (decision 0071). */
  verified?: boolean;
};

const GENDER_FOR_PREFERENCE: Record<string, string> = { men: 'man', women: 'woman', 'non-binary': 'non-binary' };
const lower = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
/** Option lists differ between screens ('Casual dating' vs 'casual'), so either containing the other counts. */
const listMatches = (wanted: string[], value: string | null | undefined) =>
  wanted.length === 0 ||
  (lower(value) !== '' && wanted.some((w) => lower(w).includes(lower(value)) || lower(value).includes(lower(w))));

/**
 * Whether a candidate fits the viewer's preferences. Age range, gender,
 * distance and verified-only apply to everyone; the other fields are advanced filters and apply
 * only when the viewer's tier has that feature. An unset preference never excludes.
 */
export function fitsPreferences(
  candidate: CandidateFacts,
  preferences: Preferences,
  viewer: { position: LatLng | null; advancedFilters: boolean },
): boolean {
  if (candidate.age !== null && (candidate.age < preferences.minAge || candidate.age > preferences.maxAge))
    return false;
  const genders = preferences.genderPreference.filter((g) => g !== 'everyone');
  if (genders.length > 0 && !preferences.genderPreference.includes('everyone')) {
    if (!candidate.gender || !genders.some((g) => GENDER_FOR_PREFERENCE[g] === candidate.gender)) return false;
  }
  if (viewer.position) {
    if (!candidate.position) return false;
    if (snappedDistanceKm(viewer.position, candidate.position) > preferences.maxDistanceKm) return false;
  }
  // A safety filter, free for every plan (decision 0071): applied before the tier's advanced filters.
  if (preferences.verifiedOnly && candidate.verified !== true) return false;
  if (!viewer.advancedFilters) return true;

  const heightOk =
    candidate.height === null ||
    ((preferences.heightMin === null || candidate.height >= preferences.heightMin) &&
      (preferences.heightMax === null || candidate.height <= preferences.heightMax));
  const boolOk = (wanted: boolean | null, value: boolean | null) => wanted === null || value === wanted;
  return (
    heightOk &&
    boolOk(preferences.hasChildrenPreference, candidate.hasChildren) &&
    boolOk(preferences.wantsChildrenPreference, candidate.wantsChildren) &&
    listMatches(preferences.educationPreference, candidate.education) &&
    listMatches(preferences.smokingPreference, candidate.smoking) &&
    listMatches(preferences.drinkingPreference, candidate.drinking) &&
    listMatches(preferences.religionPreference, candidate.religion) &&
    listMatches(preferences.politicalPreference, candidate.politicalViews) &&
    listMatches(preferences.lookingFor, candidate.lookingFor) &&
    (preferences.interestsPreference.length === 0 ||
      candidate.interests.some((i) => listMatches(preferences.interestsPreference, i))) &&
    (preferences.languagePreference.length === 0 ||
      candidate.languages.some((l) => listMatches(preferences.languagePreference, l)))
  );
}

/** The member's local calendar day, for daily limits that reset at local midnight. */
export function localDay(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
