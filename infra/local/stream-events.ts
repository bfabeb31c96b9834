/**
 * Turns DynamoDB Streams API records (as @aws-sdk/client-dynamodb-streams
 * returns them) into the `DynamoDBStreamEvent` Lambda receives. Two things
 * differ on the wire: the SDK gives Dates and Uint8Arrays, Lambda gets epoch
 * seconds and base64 strings.
 */
import type { _Record as StreamRecord, AttributeValue as SdkAttributeValue } from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { StreamFilter } from '#shared/routes/index.ts';

export function toLambdaAttributeValue(value: SdkAttributeValue): AttributeValue {
  if (value.S !== undefined) return { S: value.S };
  if (value.N !== undefined) return { N: value.N };
  if (value.B !== undefined) return { B: Buffer.from(value.B).toString('base64') };
  if (value.SS !== undefined) return { SS: value.SS };
  if (value.NS !== undefined) return { NS: value.NS };
  if (value.BS !== undefined) return { BS: value.BS.map((b) => Buffer.from(b).toString('base64')) };
  if (value.M !== undefined) return { M: toLambdaImage(value.M) };
  if (value.L !== undefined) return { L: value.L.map(toLambdaAttributeValue) };
  if (value.NULL !== undefined) return { NULL: value.NULL };
  if (value.BOOL !== undefined) return { BOOL: value.BOOL };
  throw new Error(`Unknown attribute value ${JSON.stringify(value)}`);
}

export function toLambdaImage(image: Record<string, SdkAttributeValue>): Record<string, AttributeValue> {
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, toLambdaAttributeValue(value)]));
}

export function toLambdaRecord(record: StreamRecord, streamArn: string): DynamoDBRecord {
  const change = record.dynamodb ?? {};
  const created = change.ApproximateCreationDateTime;
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: record.awsRegion ?? 'us-east-1',
    dynamodb: {
      ApproximateCreationDateTime:
        created === undefined ? Math.floor(Date.now() / 1000) : Math.floor(new Date(created).getTime() / 1000),
      ...(change.Keys ? { Keys: toLambdaImage(change.Keys) } : {}),
      ...(change.NewImage ? { NewImage: toLambdaImage(change.NewImage) } : {}),
      ...(change.OldImage ? { OldImage: toLambdaImage(change.OldImage) } : {}),
      SequenceNumber: change.SequenceNumber,
      SizeBytes: change.SizeBytes,
      StreamViewType: change.StreamViewType,
    },
    eventSourceARN: streamArn,
    ...(record.userIdentity
      ? { userIdentity: { type: record.userIdentity.Type, principalId: record.userIdentity.PrincipalId } }
      : {}),
  };
}

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
    return Object.entries(filter.equals).every(([name, value]) => image?.[name]?.S === value);
  });
}
