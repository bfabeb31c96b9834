import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ProfileFields } from '#shared/schemas/profile.ts';
import { MAX_PHOTOS } from '#shared/profile-limits.ts';
import { dynamo } from '../lib/aws-clients';
import { putItemsInBatches } from './batch-write';
import { keys } from './keys';
import { tableName } from './table';
import { isConditionFailure, updateIfConditionHolds } from './conditions';

/** `blurred`: the screening classifier found it borderline (decision 0070); shown blurred, tap to view. */
/** `widths`: the AVIF and WebP copies written beside the JPEG (decision 0076); absent on older photos. */
export type StoredPhoto = { id: string; key: string; thumbKey: string; blurred?: boolean; widths?: number[] };

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
  /** When the member last moved their position; the rate limit reads it. */
  locationUpdatedAt?: string | null;
  /** Bumped on every photo-list change so concurrent edits cannot lose one another. */
  photosVersion?: number;
  /** Seeded sample members: shown on the landing page, never able to sign in. */
  isSample?: boolean;
  /**
   * Who may see the member (shared/moderation/rules.ts, decision 0023): the
   * end of an active Elite entitlement (mirrored by the stream), and a
   * moderator's suspension or ban. Never shown to anyone but the member and staff.
   */
  eliteUntil?: string | null;
  suspendedUntil?: string | null;
  suspensionReason?: string | null;
  bannedAt?: string | null;
  banReason?: string | null;
  /**
   * Travel mode (decision 0026): the city (shared/travel/cities.ts) discovery
   * places the member in while they hold the feature; their own coordinates
   * stay stored for when they come home, and are never used meanwhile.
   */
  travelCityId?: string | null;
  travelSince?: string | null;
  /**
   * Incognito (decision 0067): while true, discovery, stories and voice show the member only to
   * members they have liked. Cleared when the plan no longer includes it (reindex-member.ts).
   */
  incognito?: boolean | null;
  /** Passed photo verification (decision 0071): the badge the cards, matches and chat show. */
  verified?: boolean | null;
  /** A moderator must check the member's age first (decision 0071): not discoverable until cleared. */
  verificationHold?: boolean | null;
};

type Item = ProfileRecord & { pk: string; sk: string; entity: 'profile' };

const STORAGE_ONLY = new Set(['pk', 'sk', 'entity', 'feedPk', 'feedSk', 'cellPk', 'cellSk', 'targetPk', 'targetSk']);

/** The profile an item read holds (by getProfile, or in a BatchGet beside other keys). */
export function toRecord(item: Record<string, unknown>): ProfileRecord {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !STORAGE_ONLY.has(key))) as ProfileRecord;
}

export class PhotoLimitError extends Error {
  constructor() {
    super(`A profile holds at most ${MAX_PHOTOS} photos`);
    this.name = 'PhotoLimitError';
  }
}

export class StaleWriteError extends Error {
  constructor(what: string) {
    super(`${what} changed while this request ran`);
    this.name = 'StaleWriteError';
  }
}

export class RateLimitedError extends Error {
  constructor() {
    super('Too soon since the last change');
    this.name = 'RateLimitedError';
  }
}

export async function getProfile(
  memberId: string,
  options: { consistent?: boolean } = {},
): Promise<ProfileRecord | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.profile(memberId), ConsistentRead: options.consistent }),
  );
  return Item ? toRecord(Item) : undefined;
}

/** Creates the profile only if none exists, so two first calls racing cannot overwrite each other. */
export async function createProfileIfAbsent(record: ProfileRecord): Promise<ProfileRecord> {
  const item: Item = { ...keys.profile(record.id), entity: 'profile', ...record };
  try {
    await dynamo.send(
      new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return record;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = await getProfile(record.id);
    if (!existing) throw error;
    return existing;
  }
}

/** A whole profile as stored; sample members are also listed in the landing feed. */
function profileItem(record: ProfileRecord): Item & Record<string, unknown> {
  const item: Item & Record<string, unknown> = { ...keys.profile(record.id), entity: 'profile', ...record };
  if (record.isSample) Object.assign(item, keys.landingFeed(), { feedSk: `${record.createdAt}#${record.id}` });
  return item;
}

/** Writes a whole profile; used by seeding, where the record is built complete. */
export async function putProfile(record: ProfileRecord): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: profileItem(record) }));
}

/** Sets named attributes on an existing profile and returns the whole new record. */
async function updateProfile(
  memberId: string,
  values: Record<string, unknown>,
  options: { condition?: string; conditionValues?: Record<string, unknown>; remove?: string[] } = {},
): Promise<ProfileRecord> {
  const entries = Object.entries(values);
  const names = Object.fromEntries([
    ...entries.map(([name], i) => [`#s${i}`, name]),
    ...(options.remove ?? []).map((name, i) => [`#r${i}`, name]),
  ]);
  const set = entries.map((_, i) => `#s${i} = :s${i}`).join(', ');
  const remove = (options.remove ?? []).map((_, i) => `#r${i}`).join(', ');
  const { Attributes } = await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.profile(memberId),
      UpdateExpression: [set && `SET ${set}`, remove && `REMOVE ${remove}`].filter(Boolean).join(' '),
      ConditionExpression: ['attribute_exists(pk)', options.condition]
        .filter(Boolean)
        .map((c) => `(${c})`)
        .join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: {
        ...Object.fromEntries(entries.map(([, value], i) => [`:s${i}`, value])),
        ...options.conditionValues,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toRecord(Attributes!);
}

/**
 * Stores the fields given and whether the profile is now complete, if nobody
 * saved it since `readAt` (its `updatedAt` when read): completeness is worked
 * out from that read, so a concurrent save must not slip in between.
 */
export async function saveProfileFields(
  memberId: string,
  fields: Partial<ProfileFields>,
  isProfileComplete: boolean,
  readAt: string,
  now: Date,
): Promise<ProfileRecord | 'stale'> {
  try {
    return await updateProfile(
      memberId,
      { ...fields, isProfileComplete, updatedAt: now.toISOString() },
      {
        condition: 'updatedAt = :readAt',
        conditionValues: { ':readAt': readAt },
      },
    );
  } catch (error) {
    if (isConditionFailure(error)) return 'stale';
    throw error;
  }
}

/** Appends a photo unless the profile already holds the maximum; the check and the write are one atomic step. */
export async function appendPhoto(memberId: string, photo: StoredPhoto, now: Date): Promise<ProfileRecord> {
  try {
    const { Attributes } = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(memberId),
        UpdateExpression:
          'SET photos = list_append(if_not_exists(photos, :empty), :photo), updatedAt = :now, photosVersion = if_not_exists(photosVersion, :zero) + :one',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(photos) OR size(photos) < :max)',
        ExpressionAttributeValues: {
          ':photo': [photo],
          ':empty': [],
          ':now': now.toISOString(),
          ':max': MAX_PHOTOS,
          ':zero': 0,
          ':one': 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toRecord(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) throw new PhotoLimitError();
    throw error;
  }
}

/** Replaces the photo list if nobody changed it since `expectedVersion` was read. */
export async function replacePhotos(
  memberId: string,
  photos: StoredPhoto[],
  expectedVersion: number,
  now: Date,
): Promise<ProfileRecord> {
  try {
    return await updateProfile(
      memberId,
      { photos, updatedAt: now.toISOString(), photosVersion: expectedVersion + 1 },
      {
        condition: 'attribute_not_exists(photosVersion) OR photosVersion = :expected',
        conditionValues: { ':expected': expectedVersion },
      },
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new StaleWriteError('The photo list');
    throw error;
  }
}

/**
 * Stores a new position, at most once per `minIntervalSeconds`: the check is
 * part of the write, so parallel requests cannot slip past it.
 */
export async function moveLocation(
  memberId: string,
  position: { latitude: number; longitude: number },
  now: Date,
  minIntervalSeconds: number,
): Promise<ProfileRecord> {
  const threshold = new Date(now.getTime() - minIntervalSeconds * 1000).toISOString();
  try {
    return await updateProfile(
      memberId,
      {
        latitude: position.latitude,
        longitude: position.longitude,
        isLocationEnabled: true,
        locationUpdatedAt: now.toISOString(),
        updatedAt: now.toISOString(),
      },
      {
        condition:
          'attribute_not_exists(locationUpdatedAt) OR locationUpdatedAt = :null OR locationUpdatedAt < :threshold',
        conditionValues: { ':threshold': threshold, ':null': null },
      },
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new RateLimitedError();
    throw error;
  }
}

/**
 * Core spec "States and transitions": turning location off clears the coordinates. Never rate-limited: it is a privacy
 * action.
 */
export async function clearLocation(memberId: string, now: Date): Promise<ProfileRecord> {
  return updateProfile(memberId, {
    latitude: null,
    longitude: null,
    isLocationEnabled: false,
    updatedAt: now.toISOString(),
  });
}

/** Starts travel to a city, or ends it (null). Never rate-limited: the places are fixed and public. */
export async function setTravelCity(memberId: string, cityId: string | null, now: Date): Promise<ProfileRecord> {
  return updateProfile(memberId, {
    travelCityId: cityId,
    travelSince: cityId ? now.toISOString() : null,
    updatedAt: now.toISOString(),
  });
}

/** Ends travel only if the member is still travelling (the stream calls it when the feature is gone); false otherwise. */
export async function endTravelIfAny(memberId: string, now: Date): Promise<boolean> {
  try {
    await updateProfile(
      memberId,
      { travelCityId: null, travelSince: null, updatedAt: now.toISOString() },
      {
        condition: 'attribute_exists(travelCityId) AND travelCityId <> :null',
        conditionValues: { ':null': null },
      },
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Incognito on or off. Never rate-limited here: the route takes its limit. */
export async function setIncognito(memberId: string, on: boolean, now: Date): Promise<ProfileRecord> {
  return updateProfile(memberId, { incognito: on, updatedAt: now.toISOString() });
}

/** Turns Incognito off only if it is on (the stream calls it when the plan no longer includes it); false otherwise. */
export async function endIncognitoIfAny(memberId: string, now: Date): Promise<boolean> {
  try {
    await updateProfile(
      memberId,
      { incognito: false, updatedAt: now.toISOString() },
      { condition: 'incognito = :on', conditionValues: { ':on': true } },
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Mirrors the member's Elite entitlement onto the profile (`eliteUntil`, or
 * none), so every list that reads profiles can hide an Elite member from
 * members who are not Elite. Writes only a change; false when nothing changed
 * or the profile is gone.
 */
export async function setEliteUntil(memberId: string, eliteUntil: string | null): Promise<boolean> {
  return updateIfConditionHolds({
    TableName: tableName(),
    Key: keys.profile(memberId),
    ...(eliteUntil
      ? {
          UpdateExpression: 'SET eliteUntil = :until',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(eliteUntil) OR eliteUntil <> :until)',
          ExpressionAttributeValues: { ':until': eliteUntil },
        }
      : {
          UpdateExpression: 'REMOVE eliteUntil',
          ConditionExpression: 'attribute_exists(pk) AND attribute_exists(eliteUntil)',
        }),
  });
}

/**
 * Moves when the member joined back by `seconds`: for local tooling and tests
 * only, to show what a member sees once their first day has passed (decision 0057).
 */
export async function backdateProfile(memberId: string, seconds: number): Promise<void> {
  const profile = await getProfile(memberId);
  if (!profile) throw new Error('The member has no profile yet');
  await updateProfile(memberId, {
    createdAt: new Date(Date.parse(profile.createdAt) - seconds * 1000).toISOString(),
  });
}

/** The local cloud's sample members (the landing feed's partition), newest first: for the seed's refresh on every start. */
export async function listSampleMemberIds(limit: number): Promise<{ id: string; location: string }[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byFeed',
      KeyConditionExpression: 'feedPk = :feed',
      ExpressionAttributeValues: { ':feed': keys.landingFeed().feedPk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => ({ id: String(item.id), location: String(item.location ?? '') }));
}

/** Bulk load for the benchmarks and the seed: whole profiles in batches of 25. */
export async function putProfilesBatch(records: ProfileRecord[]): Promise<void> {
  await putItemsInBatches(records.map(profileItem));
}
