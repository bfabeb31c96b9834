import { randomBytes } from 'node:crypto';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CELL_PRECISIONS, cellOf, NO_LOCATION_CELL, RANK_PREFIX, type CellPrecision, type Rank } from '../../shared/discovery-rules';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import type { ProfileRecord, StoredPhoto } from './profiles';
import { tableName } from './table';

/** What a discovery entry carries: enough to filter, rank and show a card without reading the profile. */
export type CellEntry = Pick<ProfileRecord,
  'fullName' | 'age' | 'gender' | 'bio' | 'location' | 'education' | 'profession' | 'interests' | 'height' | 'lookingFor'
  | 'relationshipStatus' | 'hasChildren' | 'wantsChildren' | 'smoking' | 'drinking' | 'religion' | 'politicalViews' | 'languages'
> & { memberId: string; photos: StoredPhoto[]; latitude: number | null; longitude: number | null; rank: Rank };

const ENTRY_FIELDS = ['fullName', 'age', 'gender', 'bio', 'location', 'education', 'profession', 'interests', 'height', 'lookingFor',
  'relationshipStatus', 'hasChildren', 'wantsChildren', 'smoking', 'drinking', 'religion', 'politicalViews', 'languages', 'photos'] as const;

const SLOTS: (CellPrecision | 'none')[] = [...CELL_PRECISIONS, NO_LOCATION_CELL];

/** Who may be discovered: a saved profile with at least one photo. */
export function isDiscoverable(profile: ProfileRecord): boolean {
  return profile.isProfileComplete && (profile.photos ?? []).length > 0;
}

/**
 * The discovery entries a profile should have: one per precision when it
 * shares a location, one in the no-location cell otherwise, none when it is
 * not discoverable. The random part of the sort key spreads who is seen
 * first within a rank; it changes whenever the entries are rewritten.
 */
export function entriesFor(profile: ProfileRecord, rank: Rank = 'normal'): Record<string, unknown>[] {
  if (!isDiscoverable(profile)) return [];
  const located = profile.isLocationEnabled && profile.latitude !== null && profile.longitude !== null;
  const common = {
    entity: 'cellEntry', memberId: profile.id, rank,
    cellSk: `${RANK_PREFIX[rank]}#${randomBytes(4).toString('hex')}#${profile.id}`,
    ...Object.fromEntries(ENTRY_FIELDS.map((field) => [field, profile[field]])),
    latitude: located ? profile.latitude : null,
    longitude: located ? profile.longitude : null,
  };
  if (!located) return [{ ...keys.cellEntry(profile.id, NO_LOCATION_CELL), ...keys.cellPartition(NO_LOCATION_CELL, NO_LOCATION_CELL), ...common }];
  const position = { latitude: profile.latitude!, longitude: profile.longitude! };
  return CELL_PRECISIONS.map((precision) => ({
    ...keys.cellEntry(profile.id, precision), ...keys.cellPartition(precision, cellOf(position, precision)), ...common,
  }));
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

/** Rewrites a profile's discovery entries: puts the ones it should have, deletes the other slots. */
export async function indexProfile(profile: ProfileRecord, rank: Rank = 'normal'): Promise<void> {
  const entries = entriesFor(profile, rank);
  const kept = new Set(entries.map((entry) => entry.sk));
  const deletes = SLOTS.map((slot) => keys.cellEntry(profile.id, slot)).filter((key) => !kept.has(key.sk));
  await batchWrite([...entries.map((Item) => ({ PutRequest: { Item } })), ...deletes.map((Key) => ({ DeleteRequest: { Key } }))]);
}

/** Many profiles at once (seeding, the benchmark). */
export async function indexProfiles(profiles: ProfileRecord[]): Promise<void> {
  await batchWrite(profiles.flatMap((profile) => entriesFor(profile).map((Item) => ({ PutRequest: { Item } }))));
}

export async function unindexProfile(memberId: string): Promise<void> {
  await batchWrite(SLOTS.map((slot) => ({ DeleteRequest: { Key: keys.cellEntry(memberId, slot) } })));
}

export const cellPartitionKey = (precision: CellPrecision | 'none', cell: string) => keys.cellPartition(precision, cell).cellPk;

export type CellPage = { entries: CellEntry[]; next: Record<string, unknown> | null; readUnits: number };

/** One Query on one cell: the only way discovery reads candidates. */
export async function queryCell(precision: CellPrecision | 'none', cell: string, limit: number, startKey?: Record<string, unknown>): Promise<CellPage> {
  const { Items = [], LastEvaluatedKey, ConsumedCapacity } = await dynamo.send(new QueryCommand({
    TableName: tableName(), IndexName: 'byCell',
    KeyConditionExpression: 'cellPk = :c', ExpressionAttributeValues: { ':c': keys.cellPartition(precision, cell).cellPk },
    Limit: limit, ExclusiveStartKey: startKey, ReturnConsumedCapacity: 'TOTAL',
  }));
  return { entries: Items as CellEntry[], next: LastEvaluatedKey ?? null, readUnits: ConsumedCapacity?.CapacityUnits ?? 0 };
}
