/**
 * The correlation id on items: the API Gateway id of the request that wrote
 * an item, kept on the items whose stream records start further work (a
 * like's notification, a match's push and e-mail, a message's away timer,
 * a Stripe event's sync), so that work logs under the request's id and one
 * saved query tells the whole story (decision 0065).
 *
 * Its own attribute, named here only: `requestId` already means an Elite
 * request on introductions and their notifications. An attribute on items
 * the request writes anyway, not an item of its own: no extra write, and
 * about 50 bytes, well inside the write unit those small items already take.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { logger } from '../lib/logger';

const CORRELATION_ATTRIBUTE = 'correlationId';

/** TTL deletions are made by this service principal (DynamoDB's Time to Live documentation). */
export const TTL_PRINCIPAL = 'dynamodb.amazonaws.com';

/**
 * `{ correlationId }` of the request or stream work under way, to spread into
 * an item whose stream record causes more work; empty outside a request.
 * Stream work passes its cause on: an away timer a match's notification
 * starts carries the like's id to the e-mail it sends.
 */
export function correlated(): { [CORRELATION_ATTRIBUTE]?: string } {
  const id = logger.getCorrelationId();
  return typeof id === 'string' && id ? { [CORRELATION_ATTRIBUTE]: id } : {};
}

/** An item without its correlation id: operations' bookkeeping, not data about the member (their data export). */
export function withoutCorrelation<T extends Record<string, unknown>>(item: T): Omit<T, typeof CORRELATION_ATTRIBUTE> {
  const { [CORRELATION_ATTRIBUTE]: _id, ...rest } = item;
  return rest;
}

/**
 * The id a stream record's work logs under:
 * - an insert: the writer's;
 * - a modify: the writer's only if this write set it (an update that left the
 *   attribute alone keeps an earlier request's id, which is not this change's cause);
 * - a Time to Live deletion: the writer's, since it runs what that request
 *   scheduled (an away e-mail); a delete someone asked for: none, the item
 *   only knows who wrote it.
 */
export function correlationIdOf(record: DynamoDBRecord): string | undefined {
  const idIn = (image: Record<string, { S?: string }> | undefined) => image?.[CORRELATION_ATTRIBUTE]?.S || undefined;
  const { NewImage, OldImage } = record.dynamodb ?? {};
  switch (record.eventName) {
    case 'INSERT':
      return idIn(NewImage);
    case 'MODIFY': {
      const id = idIn(NewImage);
      return id !== idIn(OldImage) ? id : undefined;
    }
    case 'REMOVE':
      return record.userIdentity?.principalId === TTL_PRINCIPAL ? idIn(OldImage) : undefined;
    default:
      return undefined;
  }
}
