import { Duration, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { EventType } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { EVENT_SUBSCRIPTIONS, type StreamFilter } from '#shared/routes/index.ts';
import type { EventSubscriptionName, Handlers } from './handlers';
import type { MediaStorage } from './media-storage';
import { acknowledgeFailureQueue } from './nag';

/** Stream settings: small batches, split on error, a handful of retries, then park the record. */
export const STREAM_SETTINGS = {
  batchSize: 100,
  maxBatchingWindow: Duration.seconds(1),
  retryAttempts: 5,
  maxRecordAge: Duration.hours(6),
} as const;

/**
 * AWS's advice for a single-Region table: at most two functions read a shard of its stream at once, and a
 * third is throttled (decisions 0024, 0098). More work on the stream joins a consumer, or is handed on by one.
 */
export const MAX_STREAM_READERS = 2;

export interface EventWiringProps {
  readonly handlers: Handlers;
  readonly table: ITableV2;
  readonly media: MediaStorage;
}

/** S3 and other functions invoke asynchronously: an event that failed Lambda's retries must land somewhere. */
function requireOnFailureDestination(fn: IFunction, handler: string): void {
  if (!fn.node.tryFindChild('EventInvokeConfig'))
    throw new Error(`${handler} is invoked asynchronously but has no on-failure destination`);
}

/** A route-table stream filter as a Lambda event filter pattern. */
export function filterCriteriaOf(filter: StreamFilter): Record<string, unknown> {
  const image = filter.image === 'old' ? 'OldImage' : 'NewImage';
  return FilterCriteria.filter({
    eventName: FilterRule.or(...filter.eventNames),
    dynamodb: {
      [image]: Object.fromEntries(
        Object.entries(filter.equals).map(([name, value]) => [
          name,
          { S: typeof value === 'string' ? FilterRule.isEqual(value) : FilterRule.or(...value) },
        ]),
      ),
    },
  });
}

/**
 * Connects EVENT_SUBSCRIPTIONS to their sources: the table stream (with an SQS
 * queue for records that keep failing), S3 ObjectCreated notifications,
 * filtered by the subscription's key prefix, and the two failure queues.
 */
export class EventWiring extends Construct {
  readonly streamFailures: Queue;
  /** The table-stream consumers by subscription name (their iterator age is alarmed). */
  readonly streamConsumers: Record<string, IFunction> = {};

  constructor(scope: Construct, id: string, props: EventWiringProps) {
    super(scope, id);

    this.streamFailures = new Queue(this, 'StreamFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledgeFailureQueue(
      this.streamFailures,
      'the on-failure destination of the table-stream event source mappings',
    );

    this.node.addValidation({
      validate: () => {
        const readers = Object.keys(this.streamConsumers);
        return readers.length > MAX_STREAM_READERS
          ? [
              `The table stream has ${readers.length} readers (${readers.join(', ')}); AWS throttles more than ${MAX_STREAM_READERS}`,
            ]
          : [];
      },
    });

    for (const [name, subscription] of Object.entries(EVENT_SUBSCRIPTIONS) as [
      EventSubscriptionName,
      (typeof EVENT_SUBSCRIPTIONS)[EventSubscriptionName],
    ][]) {
      const fn = props.handlers.events[name];
      switch (subscription.kind) {
        case 'tableStream':
          this.streamConsumers[name] = fn;
          fn.addEventSource(
            new DynamoEventSource(props.table, {
              // Derived counters must see every write since the mapping was created.
              startingPosition: StartingPosition.TRIM_HORIZON,
              ...STREAM_SETTINGS,
              bisectBatchOnError: true,
              reportBatchItemFailures: true,
              onFailure: new SqsDlq(this.streamFailures),
              // Lambda's own event filtering: the function runs only for the records it handles.
              ...('filters' in subscription && subscription.filters
                ? { filters: subscription.filters.map(filterCriteriaOf) }
                : {}),
            }),
          );
          break;
        case 's3ObjectCreated':
          requireOnFailureDestination(fn, subscription.handler);
          props.media.buckets[subscription.bucket].addEventNotification(
            EventType.OBJECT_CREATED,
            new LambdaDestination(fn),
            ...(subscription.prefix ? [{ prefix: subscription.prefix }] : []),
          );
          break;
        case 'invoked':
          // Its invoker holds the grant (Handlers' `verificationLapse` need); failures go where S3's do.
          requireOnFailureDestination(fn, subscription.handler);
          break;
        case 'failureQueues':
          // Both queues' messages are parked whole in the table (npm run redrive replays them); a message
          // that cannot be parked stays in its queue, whose depth alarms.
          for (const queue of [this.streamFailures, props.handlers.uploadFailures]) {
            fn.addEventSource(new SqsEventSource(queue, { batchSize: 10, reportBatchItemFailures: true }));
          }
          for (const mapping of fn.node.children.filter((child) => child.node.id.startsWith('SqsEventSource'))) {
            Validations.of(mapping).acknowledge({
              id: 'Serverless-LambdaEventSourceMappingDestination',
              reason:
                'These mappings read the failure queues themselves: a message that cannot be parked stays in its queue (14 days), retried every visibility timeout, and the queue-depth alarm watches it.',
            });
          }
          // A stream failure's message names its records by sequence number: they are read back from the stream.
          props.table.grantStreamRead(fn);
          break;
      }
    }
  }
}
