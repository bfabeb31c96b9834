/**
 * The pure half of the S3 event router. s3rver emits its events in process,
 * unfiltered and with raw keys; AWS delivers them only to matching
 * notification configurations, with the key URL-encoded. A handler that
 * decodes keys correctly for AWS must get the same shape here.
 */
import type { S3Event, S3EventRecord } from 'aws-lambda';
import type { EventSubscription } from '#shared/routes/index.ts';
import { LOCAL_REGION } from './endpoints';

type S3Subscription = Extract<EventSubscription, { kind: 's3ObjectCreated' }>;

/**
 * The key as it appears in an S3 event: form-style URL encoding (space as
 * `+`, `+` as `%2B`), with `/` left as is, and the characters
 * encodeURIComponent spares but AWS escapes (`!'()*`) escaped too. Decode
 * with `decodeURIComponent(key.replace(/\+/g, ' '))`.
 */
export function encodeS3EventKey(key: string): string {
  return encodeURIComponent(key)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
    .replace(/%2F/g, '/');
}

export function decodeS3EventKey(key: string): string {
  return decodeURIComponent(key.replace(/\+/g, ' '));
}

/** What we take from an s3rver event record. */
export type ObjectEvent = {
  eventName: string;
  bucket: string;
  /** Raw (unencoded) key. */
  key: string;
  size?: number;
  eTag?: string;
  sequencer?: string;
  sourceIp?: string;
};

export function fromS3rverEvent(event: unknown): ObjectEvent[] {
  const records = (event as { Records?: unknown[] } | undefined)?.Records ?? [];
  return records.map((record) => {
    const r = record as {
      eventName: string;
      requestParameters?: { sourceIPAddress?: string };
      s3: { bucket: { name: string }; object: { key: string; size?: number; eTag?: string; sequencer?: string } };
    };
    return {
      eventName: r.eventName,
      bucket: r.s3.bucket.name,
      key: r.s3.object.key,
      size: r.s3.object.size,
      eTag: r.s3.object.eTag,
      sequencer: r.s3.object.sequencer,
      sourceIp: r.requestParameters?.sourceIPAddress,
    };
  });
}

/** Subscriptions match on the raw key's prefix, like an S3 notification filter. */
export function matchingSubscriptions(
  subscriptions: readonly EventSubscription[],
  event: ObjectEvent,
): S3Subscription[] {
  if (!event.eventName.startsWith('ObjectCreated:')) return [];
  return subscriptions.filter(
    (s): s is S3Subscription =>
      s.kind === 's3ObjectCreated' && s.bucket === event.bucket && event.key.startsWith(s.prefix ?? ''),
  );
}

export function buildS3Event(event: ObjectEvent, configurationId: string, now = new Date()): S3Event {
  const record: S3EventRecord = {
    eventVersion: '2.1',
    eventSource: 'aws:s3',
    awsRegion: LOCAL_REGION,
    eventTime: now.toISOString(),
    eventName: event.eventName as S3EventRecord['eventName'],
    userIdentity: { principalId: 'AWS:LOCALCLOUD' },
    requestParameters: { sourceIPAddress: event.sourceIp ?? '127.0.0.1' },
    responseElements: { 'x-amz-request-id': 'LOCAL', 'x-amz-id-2': 'LOCAL' },
    s3: {
      s3SchemaVersion: '1.0',
      configurationId,
      bucket: { name: event.bucket, ownerIdentity: { principalId: 'LOCAL' }, arn: `arn:aws:s3:::${event.bucket}` },
      object: {
        key: encodeS3EventKey(event.key),
        size: event.size ?? 0,
        eTag: event.eTag ?? '',
        sequencer: event.sequencer ?? now.getTime().toString(16).toUpperCase(),
      },
    },
  };
  return { Records: [record] };
}
