import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { EliteRecord, SubscriberRecord } from '../../shared/tiers';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';

/** Both records tier resolution needs, in one round trip. */
export async function getSubscriptionRecords(memberId: string): Promise<{ elite: EliteRecord | null; subscriber: SubscriberRecord | null }> {
  const table = tableName();
  const { Responses } = await dynamo.send(
    new BatchGetCommand({ RequestItems: { [table]: { Keys: [keys.elite(memberId), keys.subscriber(memberId)] } } }),
  );
  const items = Responses?.[table] ?? [];
  const elite = items.find((item) => item.sk === keys.elite(memberId).sk);
  const subscriber = items.find((item) => item.sk === keys.subscriber(memberId).sk);
  return {
    elite: elite ? { status: String(elite.status), expiresAt: String(elite.expiresAt) } : null,
    subscriber: subscriber ? { subscribed: Boolean(subscriber.subscribed), subscriptionTier: subscriber.subscriptionTier ?? null } : null,
  };
}

export async function putSubscriber(memberId: string, record: SubscriberRecord & { source: string }): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.subscriber(memberId), entity: 'subscriber', ...record, updatedAt: new Date().toISOString() },
    }),
  );
}

export async function putElite(memberId: string, record: EliteRecord & { source: string }): Promise<void> {
  await dynamo.send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.elite(memberId), entity: 'elite', ...record, updatedAt: new Date().toISOString() } }),
  );
}
