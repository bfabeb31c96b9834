/**
 * How the local TTL sweeper's deletions reach stream consumers looking exactly
 * like AWS's. DynamoDB Local never deletes expired items, and a DeleteItem it
 * does carries no `userIdentity`. So the sweeper first marks an expired item
 * (an UpdateItem setting TTL_SWEEP_MARKER), then deletes it on that condition.
 * The poller passes the records through `asAwsStreamRecord`: the marking
 * MODIFY is dropped, and the REMOVE gets AWS's TTL identity, without the
 * marker in its old image. Pure, so the rule is tested on its own.
 */
import type { _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';

/** The attribute the sweeper sets on an item it is about to delete. */
export const TTL_SWEEP_MARKER = 'localTtlSweep';

/** What AWS puts on a stream record of a deletion done by TTL. */
export const TTL_USER_IDENTITY = { Type: 'Service', PrincipalId: 'dynamodb.amazonaws.com' } as const;

export function asAwsStreamRecord(record: StreamRecord): StreamRecord | undefined {
  const change = record.dynamodb;
  if (record.eventName === 'MODIFY' && change?.NewImage?.[TTL_SWEEP_MARKER] && !change.OldImage?.[TTL_SWEEP_MARKER])
    return undefined;
  if (record.eventName === 'REMOVE' && change?.OldImage?.[TTL_SWEEP_MARKER]) {
    const { [TTL_SWEEP_MARKER]: _marker, ...oldImage } = change.OldImage;
    return { ...record, userIdentity: { ...TTL_USER_IDENTITY }, dynamodb: { ...change, OldImage: oldImage } };
  }
  return record;
}
