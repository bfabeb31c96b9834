/**
 * DynamoDB Streams API records (as @aws-sdk/client-dynamodb-streams returns
 * them) as a Lambda's `DynamoDBStreamEvent` carries them. Two things differ on
 * the wire: the SDK gives Dates and Uint8Arrays, Lambda gets epoch seconds and
 * base64 strings. The local stream poller builds its events with these, and
 * the parking function turns records it reads back from the stream into the
 * event the failed consumer will be replayed with.
 */
import type { _Record as StreamRecord, AttributeValue as SdkAttributeValue } from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

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
