/**
 * Browsers' push subscriptions, in the member's partition (decision 0069):
 * the endpoint and the keys the payload is encrypted to, nothing else. They
 * go when the browser unsubscribes, when the push service answers 404/410,
 * and with the account (the partition is emptied). The export lists them.
 */
import { createHash } from 'node:crypto';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PushSubscribe } from '#shared/schemas/notifications.ts';
import { dynamo } from '../lib/aws-clients';
import { putItem, writeWhileMemberExists } from './conditions';
import { markPushDevices } from './email-preferences';
import { keys } from './keys';
import { tableName } from './table';

/** Devices one member may have subscribed; the oldest goes when an eleventh subscribes. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export type PushSubscriptionRecord = PushSubscribe & { createdAt: string };

const digestOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex').slice(0, 32);

/** The member's subscriptions, oldest first. One Query; most members have none. */
export async function listPushSubscriptions(memberId: string): Promise<PushSubscriptionRecord[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.member(memberId).pk, ':prefix': keys.pushSubscriptionPrefix() },
      ProjectionExpression: 'endpoint, #keys, createdAt',
      ExpressionAttributeNames: { '#keys': 'keys' },
    }),
  );
  return (Items as PushSubscriptionRecord[]).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Stored only while the member exists; answers how many devices they have now. */
export async function putPushSubscription(memberId: string, subscription: PushSubscribe, now: Date): Promise<number> {
  const existing = await listPushSubscriptions(memberId);
  const others = existing.filter((item) => item.endpoint !== subscription.endpoint);
  const surplus = others.slice(0, Math.max(0, others.length - (MAX_PUSH_SUBSCRIPTIONS - 1)));
  await writeWhileMemberExists(memberId, [
    putItem({
      ...keys.pushSubscription(memberId, digestOf(subscription.endpoint)),
      entity: 'pushSubscription',
      memberId,
      endpoint: subscription.endpoint,
      keys: subscription.keys,
      createdAt: now.toISOString(),
    }),
    ...surplus.map((item) => ({
      Delete: { TableName: tableName(), Key: keys.pushSubscription(memberId, digestOf(item.endpoint)) },
    })),
    // The notification path reads this mark with the settings, not the subscriptions (decision 0075).
    markPushDevices(memberId),
  ]);
  return others.length - surplus.length + 1;
}

export async function deletePushSubscription(memberId: string, endpoint: string): Promise<void> {
  await dynamo.send(
    new DeleteCommand({ TableName: tableName(), Key: keys.pushSubscription(memberId, digestOf(endpoint)) }),
  );
}
