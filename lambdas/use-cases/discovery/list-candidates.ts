import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import * as z from 'zod';
import { entryCounts, rankAt } from '#shared/boosts.ts';
import { discoverySearch, fitsPreferences, NO_LOCATION_CELL, RANK_PREFIX } from '#shared/discovery-rules.ts';
import { snappedDistanceKm, type LatLng } from '#shared/geo.ts';
import { hiddenFrom } from '#shared/moderation/rules.ts';
import { DISCOVERY_PAGE_SIZE, type CandidatePage, type SwipeLimits } from '#shared/schemas/discovery.ts';
import type { Subscription } from '#shared/tiers.ts';
import { cellPartitionKey, queryCell, type CellEntry } from '../../db/discovery-index';
import { getProfile } from '../../db/profiles';
import { excludedAmong, getDailyCounts } from '../../db/swipes';
import { putImpressionBatch } from '../../db/insight-counters';
import { notificationSigningKey } from '../../lib/notification-secret';
import { cardToken } from './card-token';
import { AppError } from '../../lib/errors';
import { getMyPreferences, withDefaults } from '../profile/preferences';
import { hiddenByIncognito } from '../profile/incognito';
import { anyBlurred, revealsSensitive } from '../moderation/sensitive-media';
import { positionOf, presentPublicProfile, vantageOf } from '../profile/present-profile';
import { currentSubscription, subscriptionOf } from '../billing/member-subscription';
import { readDeckStart } from '../../db/deck-start';
import { logger } from '../../lib/logger';
import { memberDayKey, nextPin } from '#shared/member-day.ts';
import { planMemberDay } from './member-day';

/** Entries read per cell: enough for a full page after exclusions, few enough to keep reads small. */
const PER_PAGE_BUDGET = 36;

/** Enough for any deck a person pages through; the cursor stays a few KB. */
const SEEN_CAP = 200;
const seenKey = (memberId: string) => memberId.slice(0, 8);

const INVALID_CURSOR = () =>
  new AppError('validation_failed', 'The cursor is not one this API issued', [{ path: 'cursor', message: 'Invalid' }]);

/** Where one cell stands in a deck: which half of its order is being read, and after which entry. */
const CellCursorSchema = z.union([
  z.literal('done'),
  z.strictObject({
    half: z.enum(['from', 'before']),
    after: z
      .strictObject({
        pk: z.string().max(200),
        sk: z.string().max(200),
        cellPk: z.string().max(200),
        cellSk: z.string().max(200),
      })
      .nullable(),
  }),
]);

/**
 * A deck: the precision, the random point of each cell's order the deck
 * starts at, and each cell's place. Parsed with a schema and checked against
 * the query it continues (decodeCursor), so nothing crafted reaches DynamoDB.
 */
const CursorSchema = z.strictObject({
  precision: z.union([z.literal(4), z.literal(3), z.literal(2), z.literal(NO_LOCATION_CELL)]),
  offset: z.string().regex(/^[0-9a-f]{8}$/),
  cells: z.record(z.string().max(20), CellCursorSchema).refine((cells) => Object.keys(cells).length <= 9),
  /**
   * Members holding more than one place in a cell (boosted, priority) who were
   * already shown in this deck, by the first 8 characters of their id, so a
   * later place of theirs does not show them again.
   */
  seen: z.array(z.string().regex(/^[0-9a-zA-Z-]{1,8}$/)).max(SEEN_CAP),
});
type Cursor = z.infer<typeof CursorSchema>;
type CellCursor = z.infer<typeof CellCursorSchema>;

function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (!raw) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw INVALID_CURSOR();
  }
  const parsed = CursorSchema.safeParse(json);
  if (!parsed.success) throw INVALID_CURSOR();
  return parsed.data;
}
const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

/** A start key must be an entry of this very cell and half, or DynamoDB would be asked to continue some other query. */
function startKeyOf(
  cursor: Cursor,
  cell: string,
  place: Exclude<CellCursor, 'done'>,
): Record<string, unknown> | undefined {
  if (!place.after) return undefined;
  const inHalf = place.half === 'from' ? place.after.cellSk >= cursor.offset : place.after.cellSk < cursor.offset;
  if (place.after.cellPk !== cellPartitionKey(cursor.precision, cell) || !inHalf) throw INVALID_CURSOR();
  return place.after;
}

export function limitsFrom(
  subscription: Subscription,
  counts: { likes: number; superLikes: number; rewinds: number },
): SwipeLimits {
  const { features } = subscription;
  return {
    likesLeft:
      features.unlimitedLikes || features.dailyLikes === null ? null : Math.max(0, features.dailyLikes - counts.likes),
    superLikesLeft: Math.max(0, features.superLikes - counts.superLikes),
    rewindsLeft: Math.max(0, features.rewinds - counts.rewinds),
  };
}

export type CandidateStats = { queries: number; readUnits: number };

/**
 * The viewer's profile, preferences, tier and today's like counts: one
 * BatchGet, with the counts of the day the request's zone gives (the day a
 * member's pin names unless it has just moved); a pin that names another day
 * reads that day's counts after. A failed batch takes the reads one by one,
 * so a failed tier lookup still counts as free (core spec "Error catalogue").
 */
async function readViewer(viewerId: string, zone: string, now: Date) {
  const expectedDay = memberDayKey(nextPin(undefined, zone, now.getTime()).pin, now.getTime());
  let start: Awaited<ReturnType<typeof readDeckStart>> | undefined;
  try {
    start = await readDeckStart(viewerId, expectedDay);
  } catch (error) {
    logger.warn('Deck start batch failed; reading one by one', error as Error);
  }
  const [viewer, { preferences }, { subscription }] = start
    ? [
        start.profile,
        { preferences: withDefaults(start.preferences?.preferences) },
        subscriptionOf(start.entitlements, now),
      ]
    : await Promise.all([getProfile(viewerId), getMyPreferences(viewerId), currentSubscription(viewerId, now)]);
  const { day } = await planMemberDay(viewerId, zone, now, { profile: viewer });
  const counts = start && start.daily.day === day ? start.daily : await getDailyCounts(viewerId, day);
  return { viewer, preferences, subscription, counts };
}

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
  const { viewer, preferences, subscription, counts } = await readViewer(viewerId, input.timeZone ?? 'UTC', now);
  const limits = limitsFrom(subscription, counts);
  // In the viewer's first day the deck is a coarse block, neither filtered nor ordered by distance,
  // and no card carries one (decision 0057): `position` (what distances are measured from) is null.
  const vantage = vantageOf(viewer, now);
  const plan = discoverySearch(positionOf(viewer), preferences.maxDistanceKm, vantage);
  const position: LatLng | null = plan.measureFrom;
  // A new deck starts at a random point of every cell's order and wraps round: each member's chance
  // of being on a first page is in proportion to the places they hold (shared/boosts.ts).
  const previous = decodeCursor(input.cursor);
  const fresh = (): Cursor => ({
    precision: plan.precision as Cursor['precision'],
    offset: randomBytes(4).toString('hex'),
    cells: Object.fromEntries(plan.cells.map((cell) => [cell, { half: 'from', after: null }])),
    seen: [],
  });
  const cursor: Cursor = previous && previous.precision === plan.precision ? previous : fresh();
  const placeOf = (cell: string): CellCursor => cursor.cells[cell] ?? 'done';
  const open = plan.cells.filter((cell) => placeOf(cell) !== 'done');
  const perCell = Math.max(4, Math.ceil(PER_PAGE_BUDGET / Math.max(1, open.length)));

  const pages = await Promise.all(
    open.map(async (cell) => {
      const place = placeOf(cell) as Exclude<CellCursor, 'done'>;
      const page = await queryCell(
        cursor.precision,
        cell,
        place.half,
        cursor.offset,
        perCell,
        startKeyOf(cursor, cell, place),
      );
      return { cell, half: place.half, ...page };
    }),
  );
  if (stats) {
    stats.queries += pages.length;
    stats.readUnits += pages.reduce((sum, page) => sum + page.readUnits, 0);
  }

  const advancedFilters = subscription.features.advancedFilters;
  // Suspended members are hidden from everyone, Elite members from everyone but Elite members (decision 0023).
  const audience = { isElite: subscription.tier === 'elite' };
  // A boost's extra places end with it, even before the index is rewritten.
  const seen = new Set(cursor.seen);
  const fits = (entry: CellEntry) =>
    entry.memberId !== viewerId &&
    entryCounts(entry, now) &&
    !seen.has(seenKey(entry.memberId)) &&
    !hiddenFrom(entry, audience, now) &&
    fitsPreferences(
      {
        ...entry,
        position:
          entry.latitude !== null && entry.longitude !== null
            ? { latitude: entry.latitude, longitude: entry.longitude }
            : null,
      },
      preferences,
      { position, advancedFilters },
    );
  const fitting = new Map<string, CellEntry>();
  for (const entry of pages.flatMap((page) => page.entries)) if (fits(entry)) fitting.set(entry.memberId, entry);
  // Incognito members are shown only to viewers they have liked (decision 0067): one more BatchGet, at
  // the same time, and only when the page holds any.
  const [excluded, incognito] = await Promise.all([
    excludedAmong(viewerId, [...fitting.keys()]),
    hiddenByIncognito(
      viewerId,
      [...fitting.values()].map((entry) => ({ id: entry.memberId, incognito: entry.incognito })),
    ),
  ]);
  for (const id of excluded) fitting.delete(id);
  const heldBack = new Set([...incognito].filter((id) => fitting.delete(id)));

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
  // Who Incognito held back from what this page went through: their insights count it, never as a view.
  const hidden = new Set(
    queues.flatMap(({ page, index }) =>
      page.entries
        .slice(0, index)
        .filter((entry) => heldBack.has(entry.memberId))
        .map((entry) => entry.memberId),
    ),
  );
  for (const { page, index } of queues) {
    const keyOf = (entry: Record<string, unknown>) => ({
      pk: String(entry.pk),
      sk: String(entry.sk),
      cellPk: String(entry.cellPk),
      cellSk: String(entry.cellSk),
    });
    if (index >= page.entries.length) {
      // This half is read: continue after its last entry, or go on to the other half, or finish.
      if (page.next) cursor.cells[page.cell] = { half: page.half, after: keyOf(page.next) };
      else cursor.cells[page.cell] = page.half === 'from' ? { half: 'before', after: null } : 'done';
    } else if (index > 0) {
      cursor.cells[page.cell] = {
        half: page.half,
        after: keyOf(page.entries[index - 1] as unknown as Record<string, unknown>),
      };
    }
  }

  const holdsPlaces = (entry: CellEntry) => (entry.baseWeight ?? 1) > 1 || Boolean(entry.boostedUntil);
  cursor.seen = [...cursor.seen, ...taken.filter(holdsPlaces).map((entry) => seenKey(entry.memberId))].slice(-SEEN_CAP);

  const distanceTo = (entry: CellEntry) =>
    position && entry.latitude !== null && entry.longitude !== null
      ? snappedDistanceKm(position, { latitude: entry.latitude, longitude: entry.longitude })
      : Infinity;
  const ranked = taken.sort(
    (a, b) => RANK_PREFIX[rankAt(a, now)].localeCompare(RANK_PREFIX[rankAt(b, now)]) || distanceTo(a) - distanceTo(b),
  );

  // Profile insights (decision 0079): a shown card is counted when its viewer decides on it, by the swipe's
  // own stream write, from the card token given here; the page writes nothing for it. Only who Incognito
  // held back is counted from the page (one item, and only on a page that held anyone back).
  if (hidden.size > 0)
    await putImpressionBatch(
      viewerId,
      ulid(),
      [...hidden].map((memberId) => ({ memberId, photoId: null, boosted: false, hidden: true })),
      now,
    );
  const key = ranked.length > 0 ? await notificationSigningKey() : '';
  const cardOf = (entry: CellEntry) =>
    cardToken(
      key,
      viewerId,
      entry.memberId,
      { photoId: entry.photos?.[0]?.id ?? null, boosted: rankAt(entry, now) === 'boosted' },
      now,
    );

  // A borderline photo's real URL only for a viewer who opted in (decision 0073); read only when one is shown.
  const reveal = await revealsSensitive(viewerId, anyBlurred(ranked as { photos?: { blurred?: boolean }[] }[]));
  const candidates = ranked.map((entry) => ({
    ...presentPublicProfile(
      {
        ...entry,
        id: entry.memberId,
        isLocationEnabled: entry.latitude !== null,
      } as never,
      vantage,
      reveal,
    ),
    card: cardOf(entry),
  }));
  const exhausted = plan.cells.every((cell) => placeOf(cell) === 'done');
  return { candidates, cursor: exhausted ? null : encodeCursor(cursor), limits };
}
