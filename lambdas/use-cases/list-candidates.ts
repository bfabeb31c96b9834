import { cellsToQuery, fitsPreferences, localDay, NO_LOCATION_CELL, RANK_PREFIX, type CellPrecision } from '../../shared/discovery-rules';
import { snappedDistanceKm, type LatLng } from '../../shared/geo';
import { DISCOVERY_PAGE_SIZE, type CandidatePage, type SwipeLimits } from '../../shared/schemas/discovery';
import type { Subscription } from '../../shared/tiers';
import { cellPartitionKey, queryCell, type CellEntry } from '../db/discovery-index';
import { getProfile } from '../db/profiles';
import { excludedAmong, getDailyCounts } from '../db/swipes';
import { AppError } from '../lib/errors';
import { getMyPreferences } from './preferences';
import { positionOf, presentPublicProfile } from './present-profile';
import { currentSubscription } from './member-subscription';

/** Entries read per cell: enough for a full page after exclusions, few enough to keep reads small. */
const PER_PAGE_BUDGET = 36;

type Cursor = { precision: CellPrecision | 'none'; cells: Record<string, Record<string, unknown> | 'done' | null> };

function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (!raw) return undefined;
  try {
    return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
  } catch {
    throw new AppError('validation_failed', 'The cursor is not one this API issued', [{ path: 'cursor', message: 'Invalid' }]);
  }
}
const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

export function limitsFrom(subscription: Subscription, counts: { likes: number; superLikes: number }): SwipeLimits {
  const { features } = subscription;
  return {
    likesLeft: features.unlimitedLikes || features.dailyLikes === null ? null : Math.max(0, features.dailyLikes - counts.likes),
    superLikesLeft: Math.max(0, features.superLikes - counts.superLikes),
  };
}

export type CandidateStats = { queries: number; readUnits: number };

/**
 * A page of people to discover: at most 9 Query calls on the byCell index (the
 * viewer's geo cell and its neighbours, or the no-location cell), then
 * exclusions by exact key (already swiped, blocked either way), then the
 * viewer's preferences, ranked boosted first, then nearest.
 */
export async function listCandidates(
  viewerId: string,
  input: { cursor?: string; timeZone?: string },
  now = new Date(),
  stats?: CandidateStats,
): Promise<CandidatePage> {
  const [viewer, { preferences }, { subscription }] = await Promise.all([getProfile(viewerId), getMyPreferences(viewerId), currentSubscription(viewerId, now)]);
  const counts = await getDailyCounts(viewerId, localDay(now, input.timeZone ?? 'UTC'));
  const limits = limitsFrom(subscription, counts);
  const position: LatLng | null = positionOf(viewer);

  const plan = position ? cellsToQuery(position, preferences.maxDistanceKm) : { precision: NO_LOCATION_CELL, cells: [NO_LOCATION_CELL] };
  const previous = decodeCursor(input.cursor);
  const cursor: Cursor = previous && previous.precision === plan.precision
    ? previous
    : { precision: plan.precision as Cursor['precision'], cells: Object.fromEntries(plan.cells.map((cell) => [cell, null])) };
  const open = plan.cells.filter((cell) => cursor.cells[cell] !== 'done');
  const perCell = Math.max(4, Math.ceil(PER_PAGE_BUDGET / Math.max(1, open.length)));

  const pages = await Promise.all(open.map(async (cell) => {
    const start = cursor.cells[cell];
    if (start && start !== 'done' && start.cellPk !== cellPartitionKey(cursor.precision, cell)) {
      throw new AppError('validation_failed', 'The cursor is not one this API issued', [{ path: 'cursor', message: 'Invalid' }]);
    }
    return { cell, ...(await queryCell(cursor.precision, cell, perCell, start && start !== 'done' ? start : undefined)) };
  }));
  if (stats) {
    stats.queries += pages.length;
    stats.readUnits += pages.reduce((sum, page) => sum + page.readUnits, 0);
  }

  const advancedFilters = subscription.features.advancedFilters;
  const fits = (entry: CellEntry) => entry.memberId !== viewerId && fitsPreferences({
    ...entry, position: entry.latitude !== null && entry.longitude !== null ? { latitude: entry.latitude, longitude: entry.longitude } : null,
  }, preferences, { position, advancedFilters });
  const fitting = new Map<string, CellEntry>();
  for (const entry of pages.flatMap((page) => page.entries)) if (fits(entry)) fitting.set(entry.memberId, entry);
  const excluded = await excludedAmong(viewerId, [...fitting.keys()]);
  for (const id of excluded) fitting.delete(id);

  // Take candidates cell by cell, in each cell's index order (boosted first), round-robin, so a
  // cell's cursor can move exactly past what this page used up: shown or ruled out. Nobody is
  // skipped for lack of room and nobody is shown twice.
  const queues = pages.map((page) => ({ page, index: 0 }));
  const taken: CellEntry[] = [];
  const consume = (queue: (typeof queues)[number]) => {
    while (queue.index < queue.page.entries.length) {
      const entry = queue.page.entries[queue.index++];
      if (fitting.has(entry.memberId) && !taken.some((t) => t.memberId === entry.memberId)) return entry;
    }
    return undefined;
  };
  for (let progress = true; progress && taken.length < DISCOVERY_PAGE_SIZE;) {
    progress = false;
    for (const queue of queues) {
      if (taken.length >= DISCOVERY_PAGE_SIZE) break;
      const entry = consume(queue);
      if (entry) {
        taken.push(entry);
        progress = true;
      }
    }
  }
  for (const { page, index } of queues) {
    if (index >= page.entries.length) {
      cursor.cells[page.cell] = page.next ?? 'done';
    } else if (index > 0) {
      const last = page.entries[index - 1] as CellEntry & Record<string, unknown>;
      cursor.cells[page.cell] = { pk: last.pk, sk: last.sk, cellPk: last.cellPk, cellSk: last.cellSk };
    }
  }

  const distanceTo = (entry: CellEntry) =>
    position && entry.latitude !== null && entry.longitude !== null ? snappedDistanceKm(position, { latitude: entry.latitude, longitude: entry.longitude }) : Infinity;
  const ranked = taken.sort((a, b) => RANK_PREFIX[a.rank ?? 'normal'].localeCompare(RANK_PREFIX[b.rank ?? 'normal']) || distanceTo(a) - distanceTo(b));

  const candidates = ranked.map((entry) => presentPublicProfile({
    ...entry, id: entry.memberId, isLocationEnabled: entry.latitude !== null,
  } as never, position));
  const exhausted = plan.cells.every((cell) => cursor.cells[cell] === 'done');
  return { candidates, cursor: exhausted ? null : encodeCursor(cursor), limits };
}
