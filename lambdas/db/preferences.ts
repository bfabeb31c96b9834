import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Preferences } from '#shared/schemas/preferences.ts';
import { dynamo } from '../lib/aws-clients';
import { putItemsInBatches } from './batch-write';
import { keys } from './keys';
import { tableName } from './table';

export type StoredPreferences = { preferences: Partial<Preferences>; updatedAt: string };

export async function getPreferences(memberId: string): Promise<StoredPreferences | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.preferences(memberId) }));
  return preferencesFrom(Item);
}

/** The preferences an item read holds (by getPreferences, or in a BatchGet beside other keys). */
export function preferencesFrom(Item: Record<string, unknown> | undefined): StoredPreferences | undefined {
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, entity: _entity, updatedAt, ...preferences } = Item;
  return { preferences: preferences as Partial<Preferences>, updatedAt: String(updatedAt) };
}

const preferencesItem = (memberId: string, preferences: Preferences, updatedAt: string) => ({
  ...keys.preferences(memberId),
  entity: 'preferences',
  ...preferences,
  updatedAt,
});

export async function putPreferences(
  memberId: string,
  preferences: Preferences,
  now: Date,
): Promise<{ preferences: Preferences; updatedAt: string }> {
  const updatedAt = now.toISOString();
  await dynamo.send(
    new PutCommand({ TableName: tableName(), Item: preferencesItem(memberId, preferences, updatedAt) }),
  );
  return { preferences, updatedAt };
}

/** Many members' preferences at once (the seed): batches of 25, not a round trip each. */
export async function putPreferencesBatch(
  entries: { memberId: string; preferences: Preferences }[],
  now: Date,
): Promise<void> {
  await putItemsInBatches(
    entries.map(({ memberId, preferences }) => preferencesItem(memberId, preferences, now.toISOString())),
  );
}
