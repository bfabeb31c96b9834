/**
 * Turns DynamoDB Streams API records (as @aws-sdk/client-dynamodb-streams
 * returns them) into the `DynamoDBStreamEvent` Lambda receives. Two things
 * differ on the wire: the SDK gives Dates and Uint8Arrays, Lambda gets epoch
 * seconds and base64 strings.
 */
import type { _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { toLambdaRecord } from '#lambdas/lib/stream-records.ts';
import type { StreamFilter } from '#shared/routes/index.ts';

export { toLambdaAttributeValue, toLambdaImage, toLambdaRecord } from '#lambdas/lib/stream-records.ts';

export function toStreamEvent(records: StreamRecord[], streamArn: string): DynamoDBStreamEvent {
  return { Records: records.map((record) => toLambdaRecord(record, streamArn)) };
}

/**
 * Partial batch responses: with ReportBatchItemFailures, the handler names
 * the first record that failed and Lambda retries from it.
 */
export function firstFailedSequenceNumber(result: unknown): string | undefined {
  const failures = (result as { batchItemFailures?: Array<{ itemIdentifier?: string }> } | undefined)
    ?.batchItemFailures;
  if (!Array.isArray(failures) || !failures.length) return undefined;
  const ids = failures.map((f) => f.itemIdentifier).filter((id): id is string => typeof id === 'string');
  if (!ids.length) return undefined;
  return ids.reduce((lowest, id) => (BigInt(id) < BigInt(lowest) ? id : lowest));
}

/** Lambda's event filtering for a subscription (shared/routes `StreamFilter`): does any filter pass the record? */
export function matchesStreamFilters(filters: readonly StreamFilter[], record: StreamRecord): boolean {
  return filters.some((filter) => {
    if (!filter.eventNames.includes(record.eventName as StreamFilter['eventNames'][number])) return false;
    const image = filter.image === 'old' ? record.dynamodb?.OldImage : record.dynamodb?.NewImage;
    return Object.entries(filter.equals).every(([name, value]) => {
      const actual = image?.[name]?.S;
      return typeof value === 'string' ? actual === value : actual !== undefined && value.includes(actual);
    });
  });
}
