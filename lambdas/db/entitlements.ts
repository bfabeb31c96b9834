import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { EliteEntitlement, SubscriptionEntitlement } from '#shared/billing/entitlement.ts';
import type { EntitlementRecords } from '#shared/tiers.ts';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';
import { epochSeconds, failedConditions, writeWhileMemberExists } from './conditions';

export type StoredEntitlements = Required<EntitlementRecords> & {
  /** Bumped by every write; a swipe's cached tier is valid while this is unchanged. 0 when nothing is stored. */
  version: number;
};

export const NO_ENTITLEMENTS: StoredEntitlements = { elite: null, subscription: null, version: 0 };

/** Strongly consistent: a tier that changed a moment ago must show at once. */
export async function getEntitlements(memberId: string): Promise<StoredEntitlements> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.entitlement(memberId), ConsistentRead: true }),
  );
  return entitlementsFrom(Item);
}

/** The entitlements an item read holds (by getEntitlements, or in a BatchGet beside other keys). */
export function entitlementsFrom(Item: Record<string, unknown> | undefined): StoredEntitlements {
  if (!Item) return NO_ENTITLEMENTS;
  return {
    elite: (Item.elite as EliteEntitlement | undefined) ?? null,
    subscription: (Item.subscription as SubscriptionEntitlement | undefined) ?? null,
    version: Number(Item.version ?? 0),
  };
}

/**
 * The condition a swipe puts in its own transaction: the entitlements are
 * still at the version its cached tier was read at.
 */
export function entitlementUnchanged(memberId: string, version: number) {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.entitlement(memberId),
      ConditionExpression: version === 0 ? 'attribute_not_exists(version)' : 'version = :v',
      ...(version === 0 ? {} : { ExpressionAttributeValues: { ':v': version } }),
    },
  };
}

export type EntitlementWrite = 'written' | 'stale' | 'noMember';

/**
 * Sets `fields` on the member's entitlement item and bumps its version, while
 * the profile exists and `condition` holds: 'noMember' when the profile is
 * gone, 'stale' when the condition failed.
 */
async function writeEntitlementFields(
  memberId: string,
  fields: Record<string, unknown>,
  condition: { ConditionExpression: string; ExpressionAttributeValues?: Record<string, unknown> },
  now: Date,
): Promise<EntitlementWrite> {
  const names = Object.keys(fields);
  try {
    await writeWhileMemberExists(memberId, [
      {
        Update: {
          TableName: tableName(),
          Key: keys.entitlement(memberId),
          UpdateExpression: `SET entity = :entity, memberId = :member, ${names.map((name) => `${name} = :${name}`).join(', ')}, updatedAt = :now ADD version :one`,
          ConditionExpression: condition.ConditionExpression,
          ExpressionAttributeValues: {
            ':entity': 'entitlement',
            ':member': memberId,
            ...Object.fromEntries(names.map((name) => [`:${name}`, fields[name]])),
            ':now': now.toISOString(),
            ':one': 1,
            ...condition.ExpressionAttributeValues,
          },
        },
      },
    ]);
    return 'written';
  } catch (error) {
    const failed = failedConditions(error);
    if (!failed) throw error;
    return failed.includes(0) ? 'noMember' : 'stale';
  }
}

/**
 * Writes the subscription part, only while the member's profile exists (a
 * webhook arriving after the account was deleted writes nothing) and only if
 * it is newer than what is stored: `syncedAt` is when the data was read from
 * Stripe, so a slow writer holding older data loses to one that read later,
 * whatever order they commit in.
 */
export function writeSubscriptionEntitlement(
  memberId: string,
  subscription: SubscriptionEntitlement | null,
  syncedAt: number,
  now = new Date(),
) {
  return writeEntitlementFields(
    memberId,
    { subscription, subscriptionSyncedAt: syncedAt },
    {
      ConditionExpression: 'attribute_not_exists(subscriptionSyncedAt) OR subscriptionSyncedAt < :subscriptionSyncedAt',
    },
    now,
  );
}

/**
 * Writes the elite part as computed from `version`'s state: 'stale' when
 * anything changed since (read again and recompute). Elite changes come from
 * purchases, each applied from its own stream record, so they compose by
 * read-modify-write rather than by Stripe read time.
 */
export function writeEliteEntitlement(
  memberId: string,
  elite: EliteEntitlement | null,
  version: number,
  now = new Date(),
) {
  return writeEntitlementFields(
    memberId,
    { elite },
    version === 0
      ? { ConditionExpression: 'attribute_not_exists(version)' }
      : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': version } },
    now,
  );
}

/**
 * Marks when a dated plan runs out (an Elite purchase ends by its date alone, with no write of the
 * entitlement and no Stripe event): the TTL deletes the mark then, and that deletion reaches the
 * stream, which re-indexes the member with what their plan includes from then on (decision 0074).
 * One mark per member, replaced by a later end; the second after the end, so the plan has lapsed
 * when it is read.
 */
export async function markPlanEnd(memberId: string, endsAt: string): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.planEnd(memberId), entity: 'planEnd', memberId, endsAt, expiresAt: epochSeconds(endsAt) + 1 },
    }),
  );
}
