import { randomBytes } from 'node:crypto';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Exposure } from '#shared/boosts.ts';
import { CELL_PRECISIONS, cellOf, NO_LOCATION_CELL, type CellPrecision, type Rank } from '#shared/discovery-rules.ts';
import { ProfileFieldsSchema } from '#shared/schemas/profile.ts';
import { discoveryPosition, isTraveling } from '#shared/travel/cities.ts';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import type { ProfileRecord, StoredPhoto } from './profiles';
import { tableName } from './table';

/** What a discovery entry carries: enough to filter, rank and show a card without reading the profile. */
export type CellEntry = Pick<
  ProfileRecord,
  | 'fullName'
  | 'age'
  | 'gender'
  | 'bio'
  | 'location'
  | 'education'
  | 'profession'
  | 'interests'
  | 'height'
  | 'lookingFor'
  | 'relationshipStatus'
  | 'hasChildren'
  | 'wantsChildren'
  | 'smoking'
  | 'drinking'
  | 'religion'
  | 'politicalViews'
  | 'languages'
  | 'prompts'
> & {
  memberId: string;
  photos: StoredPhoto[];
  latitude: number | null;
  longitude: number | null;
  /** Priority placement or not; `boostedUntil` makes the entry 'boosted' until then (shared/boosts.ts). */
  baseRank: Exclude<Rank, 'boosted'>;
  boostedUntil: string | null;
  /** Which of the member's places in the cell this is, and how many are permanent (the rest end with the boost). */
  copy: number;
  baseWeight: number;
  /** Entries written before boosts were weighted carry only this. */
  rank?: Rank;
  /**
   * Visibility (decision 0023): an Elite member's entries are read only by
   * Elite viewers until then; a suspended member's by nobody until then.
   */
  eliteUntil?: string | null;
  suspendedUntil?: string | null;
  /** A traveller's city: `latitude`/`longitude` are then the city's cell centre, never the member's own. */
  travelCityId?: string | null;
  /** Incognito (decision 0067): shown only to viewers the member has liked, which the deck checks by key. */
  incognito?: boolean;
  /** Passed photo verification: the card's badge, and the verified-only filter, read it here (decision 0071). */
  verified?: boolean;
};

/** What a deck card shows: the fields the member edits, and the photos. */
const ENTRY_FIELDS = [...ProfileFieldsSchema.keyof().options, 'photos'] as const;

/** What an entry holds of the profile. A traveller is indexed in their city's cells, at its cell centre: the entry never holds where they are. */
function entryFieldsOf(profile: ProfileRecord) {
  const position = discoveryPosition(profile);
  return {
    ...Object.fromEntries(ENTRY_FIELDS.map((field) => [field, profile[field]])),
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
    travelCityId: isTraveling(profile) ? profile.travelCityId : null,
    eliteUntil: profile.eliteUntil ?? null,
    suspendedUntil: profile.suspendedUntil ?? null,
    incognito: profile.incognito === true,
    verified: profile.verified === true,
  };
}

/** The cells a profile is indexed in: one per precision when it shares a location, the no-location cell otherwise. */
function slotsOf(profile: ProfileRecord): Array<{ slot: CellPrecision | 'none'; cell: string }> {
  const position = discoveryPosition(profile);
  return position
    ? CELL_PRECISIONS.map((precision) => ({ slot: precision, cell: cellOf(position, precision) }))
    : [{ slot: NO_LOCATION_CELL, cell: NO_LOCATION_CELL }];
}

/**
 * Whether two versions of a profile give the same discovery entries (exposure aside): a change the
 * entries do not hold (a day pin, a setting, `updatedAt`) needs no rewrite of them.
 */
export function sameDiscoveryEntries(before: ProfileRecord, after: ProfileRecord): boolean {
  const view = (profile: ProfileRecord) =>
    isDiscoverable(profile) ? JSON.stringify([profile.id, entryFieldsOf(profile), slotsOf(profile)]) : 'none';
  return view(before) === view(after);
}

/** Who may be discovered: a saved profile with at least one photo, never a banned member, nor one whose age a moderator must check. */
export function isDiscoverable(profile: ProfileRecord): boolean {
  return (
    profile.isProfileComplete && (profile.photos ?? []).length > 0 && !profile.bannedAt && !profile.verificationHold
  );
}

const NORMAL: Exposure = { baseRank: 'normal', baseWeight: 1, weight: 1, boostedUntil: null };

/**
 * The discovery entries a profile should have: in each cell it belongs to
 * (one per precision when it shares a location, the no-location cell
 * otherwise; none when it is not discoverable), `exposure.weight` places,
 * the first at a random point of the cell's order and the rest evenly spaced
 * from it. A viewer's page starts at a random point too (list-candidates.ts),
 * so a member with five places is five times as likely to be on it.
 */
export function entriesFor(
  profile: ProfileRecord,
  exposure: Exposure = NORMAL,
  previous: ReadonlyMap<string, PlaceKey> = new Map(),
): Record<string, unknown>[] {
  if (!isDiscoverable(profile)) return [];
  const common = {
    entity: 'cellEntry',
    memberId: profile.id,
    baseRank: exposure.baseRank,
    boostedUntil: exposure.boostedUntil,
    baseWeight: exposure.baseWeight,
    ...entryFieldsOf(profile),
  };
  return slotsOf(profile).flatMap(({ slot, cell }) => {
    const partition = keys.cellPartition(slot, cell);
    // The first place in the same cell keeps its point in the order: editing a profile must not move it
    // past a viewer paging through, nor give it a second chance at their first page.
    const kept = previous.get(keys.cellEntry(profile.id, slot, 0).sk);
    const first = kept && kept.cellPk === partition.cellPk ? kept.cellSk.slice(0, 8) : randomBytes(4).toString('hex');
    // The others are spread evenly round the cell's order from it, so two are never both within one first
    // page: w places make a member exactly w times as likely to be on it (random points could fall side by
    // side and count once; decision 0061). A deck's `seen` list keeps a moved place from showing them twice.
    return Array.from({ length: exposure.weight }, (_, copy) => ({
      ...keys.cellEntry(profile.id, slot, copy),
      ...partition,
      ...common,
      copy,
      cellSk: `${spreadPoint(first, copy, exposure.weight)}#${profile.id}#${copy}`,
    }));
  });
}

const RING = 2 ** 32;

/** The point `copy` of `weight` places evenly spaced round the order from `first` (8 hex digits). */
export function spreadPoint(first: string, copy: number, weight: number): string {
  const point = (Number.parseInt(first, 16) + Math.floor((copy * RING) / weight)) % RING;
  return point.toString(16).padStart(8, '0');
}

async function batchWrite(requests: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending: Record<string, unknown>[] | undefined = requests.slice(i, i + 25);
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 8) throw new Error('DynamoDB kept discovery writes unprocessed');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
      const result = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending as never } }));
      pending = result.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
    }
  }
}

export type PlaceKey = { pk: string; sk: string; cellPk: string; cellSk: string };

/** A member's current discovery entries (their keys and places): one Query of their own partition. */
async function currentPlaces(memberId: string): Promise<PlaceKey[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ProjectionExpression: 'pk, sk, cellPk, cellSk',
      ExpressionAttributeValues: { ':pk': keys.member(memberId).pk, ':prefix': keys.cellEntryPrefix() },
      ConsistentRead: true,
    }),
  );
  return Items as PlaceKey[];
}

/** Rewrites a profile's discovery entries: puts the ones it should have, deletes the rest. */
export async function indexProfile(profile: ProfileRecord, exposure: Exposure = NORMAL): Promise<void> {
  const current = await currentPlaces(profile.id);
  const entries = entriesFor(profile, exposure, new Map(current.map((place) => [place.sk, place])));
  const kept = new Set(entries.map((entry) => entry.sk));
  const deletes = current.filter((key) => !kept.has(key.sk)).map(({ pk, sk }) => ({ pk, sk }));
  await batchWrite([
    ...entries.map((Item) => ({ PutRequest: { Item } })),
    ...deletes.map((Key) => ({ DeleteRequest: { Key } })),
  ]);
}

/** Many profiles at once (seeding, the benchmark). */
export async function indexProfiles(profiles: ProfileRecord[]): Promise<void> {
  await batchWrite(profiles.flatMap((profile) => entriesFor(profile).map((Item) => ({ PutRequest: { Item } }))));
}

export async function unindexProfile(memberId: string): Promise<void> {
  await batchWrite((await currentPlaces(memberId)).map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })));
}

export const cellPartitionKey = (precision: CellPrecision | 'none', cell: string) =>
  keys.cellPartition(precision, cell).cellPk;

export type CellPage = { entries: CellEntry[]; next: Record<string, unknown> | null; readUnits: number };

/**
 * One Query on one cell, in one of the two halves of its order a viewer's
 * deck splits it into at `offset` (from the offset on, then the part before
 * it): the only way discovery reads candidates.
 */
export async function queryCell(
  precision: CellPrecision | 'none',
  cell: string,
  half: 'from' | 'before',
  offset: string,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<CellPage> {
  const {
    Items = [],
    LastEvaluatedKey,
    ConsumedCapacity,
  } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byCell',
      KeyConditionExpression: `cellPk = :c AND cellSk ${half === 'from' ? '>=' : '<'} :offset`,
      ExpressionAttributeValues: { ':c': keys.cellPartition(precision, cell).cellPk, ':offset': offset },
      Limit: limit,
      ExclusiveStartKey: startKey,
      ReturnConsumedCapacity: 'TOTAL',
    }),
  );
  return {
    entries: Items as CellEntry[],
    next: LastEvaluatedKey ?? null,
    readUnits: ConsumedCapacity?.CapacityUnits ?? 0,
  };
}
