import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';

/** Stripe retries deliveries for up to three days; remembering done events for 30 days covers any redelivery. */
const RETENTION_SECONDS = 30 * 24 * 3600;

/** True once the event's effects were committed. */
export async function isStripeEventDone(eventId: string): Promise<boolean> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.stripeEvent(eventId), ConsistentRead: true }));
  return Item !== undefined;
}

/**
 * Marks the event done, after its effects are committed (never before: an
 * event whose effects failed must be applied again when Stripe retries it).
 * Returns false when a concurrent delivery of the same event finished first.
 */
export async function markStripeEventDone(event: { id: string; type: string; created: number }, now = new Date()): Promise<boolean> {
  try {
    await dynamo.send(new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.stripeEvent(event.id), entity: 'stripeEvent', type: event.type, stripeCreated: event.created,
        doneAt: now.toISOString(), expiresAt: Math.floor(now.getTime() / 1000) + RETENTION_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
