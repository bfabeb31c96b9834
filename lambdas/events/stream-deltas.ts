import type { DynamoDBRecord } from 'aws-lambda';
import type { GlobalStats } from '../db/global-stats';

/**
 * Pure: what one stream record changes in the derived counters. Only the
 * entity attribute is read, so key formats stay in db/.
 */
export function globalStatsDelta(record: DynamoDBRecord): Partial<GlobalStats> {
  const entityOf = (image: Record<string, { S?: string }> | undefined) => image?.entity?.S;
  const before = entityOf(record.dynamodb?.OldImage);
  const after = entityOf(record.dynamodb?.NewImage);
  if (record.eventName === 'INSERT' && after === 'profile') return { members: 1 };
  if (record.eventName === 'REMOVE' && before === 'profile') return { members: -1 };
  return {};
}
