import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ProfileFields } from '../../shared/schemas/profile';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';

export type StoredPhoto = { id: string; key: string; thumbKey: string };

/** A member's profile item. Email and coordinates are private: only the owner ever sees them. */
export type ProfileRecord = ProfileFields & {
  id: string;
  username: string;
  email: string;
  photos: StoredPhoto[];
  isProfileComplete: boolean;
  isLocationEnabled: boolean;
  latitude: number | null;
  longitude: number | null;
  createdAt: string;
  updatedAt: string;
  /** Seeded sample members: shown on the landing page, never able to sign in. */
  isSample?: boolean;
};

type Item = ProfileRecord & { pk: string; sk: string; entity: 'profile' };

function toRecord(item: Record<string, unknown>): ProfileRecord {
  const { pk: _pk, sk: _sk, entity: _entity, feedPk: _f, feedSk: _s, ...rest } = item;
  return rest as ProfileRecord;
}

export async function getProfile(memberId: string): Promise<ProfileRecord | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.profile(memberId) }));
  return Item ? toRecord(Item) : undefined;
}

/** Creates the profile only if none exists, so two first calls racing cannot overwrite each other. */
export async function createProfileIfAbsent(record: ProfileRecord): Promise<ProfileRecord> {
  const item: Item = { ...keys.profile(record.id), entity: 'profile', ...record };
  try {
    await dynamo.send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
    return record;
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    const existing = await getProfile(record.id);
    if (!existing) throw error;
    return existing;
  }
}

/** Writes a whole profile; used by seeding, where the record is built complete. */
export async function putProfile(record: ProfileRecord): Promise<void> {
  const item: Item & Record<string, unknown> = { ...keys.profile(record.id), entity: 'profile', ...record };
  if (record.isSample) Object.assign(item, keys.landingFeed(), { feedSk: `${record.createdAt}#${record.id}` });
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: item }));
}
