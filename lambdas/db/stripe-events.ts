import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { correlated } from './correlation';
import { keys } from './keys';
import { tableName } from './table';
import { epochSeconds, isConditionFailure } from './conditions';

/** Stripe redelivers for up to three days; remembering events for 30 days covers any redelivery. */
const RETENTION_SECONDS = 30 * 24 * 3600;

/**
 * What an event asks us to bring in line with Stripe: a customer's
 * subscriptions and invoices, a checkout's purchase, or a payment's purchase.
 * The webhook reads it from the event (use-cases/billing/stripe-event-target.ts)
 * and stores it here; the billing consumer re-reads it from Stripe, so the
 * event's own copy of the object is never applied (decision 0014).
 */
export type StripeSyncTarget = { customerId: string } & (
  { kind: 'customer' } | { kind: 'checkout'; sessionId: string } | { kind: 'paymentIntent'; paymentIntentId: string }
);

export type RecordOutcome = 'recorded' | 'done' | 'pending';

/**
 * Stores a verified event as `received`, once per event id; the stream takes
 * it from there. A redelivery finds it: `done` when its effects are
 * committed; otherwise it is touched (a MODIFY the stream delivers again),
 * so Stripe's retry of an event whose effects failed gets them retried too.
 */
export async function recordStripeEvent(
  event: { id: string; type: string; created: number },
  target: StripeSyncTarget,
  now = new Date(),
): Promise<RecordOutcome> {
  const key = keys.stripeEvent(event.id);
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...key,
          entity: 'stripeEvent',
          status: 'received',
          eventId: event.id,
          type: event.type,
          stripeCreated: event.created,
          target,
          receivedAt: now.toISOString(),
          deliveries: 1,
          expiresAt: epochSeconds(now) + RETENTION_SECONDS,
          // The billing consumer's sync logs under the webhook call's id.
          ...correlated(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return 'recorded';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET receivedAt = :now ADD deliveries :one',
        ConditionExpression: '#status = :received',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':now': now.toISOString(), ':one': 1, ':received': 'received' },
      }),
    );
    return 'pending';
  } catch (error) {
    if (isConditionFailure(error)) return 'done';
    throw error;
  }
}

/** After the event's effects are committed, and only then. */
export async function markStripeEventDone(eventId: string, now = new Date()): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.stripeEvent(eventId),
        UpdateExpression: 'SET #status = :done, doneAt = :now',
        ConditionExpression: '#status = :received',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':done': 'done', ':received': 'received', ':now': now.toISOString() },
      }),
    );
  } catch (error) {
    // Done already: a concurrent delivery of the same record finished first.
    if (!isConditionFailure(error)) throw error;
  }
}

export async function getStripeEventStatus(eventId: string): Promise<string | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.stripeEvent(eventId), ConsistentRead: true }),
  );
  return Item?.status as string | undefined;
}
