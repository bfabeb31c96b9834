import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';

/** Stripe retries deliveries; remembering event ids for 30 days makes handling idempotent. */
const RETENTION_SECONDS = 30 * 24 * 3600;

/** Returns false when the event was already recorded (a redelivery). */
export async function recordStripeEventOnce(event: { id: string; type: string; created: number }): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.stripeEvent(event.id), entity: 'stripeEvent', type: event.type, stripeCreated: event.created,
          receivedAt: new Date().toISOString(), expiresAt: Math.floor(Date.now() / 1000) + RETENTION_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
