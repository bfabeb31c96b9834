import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { tableName } from './table';
import { IS_NEW, epochSeconds, updateIfConditionHolds } from './conditions';

/**
 * The record every media upload (photo, story, voice) keeps while the browser
 * sends the file and the S3 processor checks it: written pending, settled once
 * to ready or rejected, gone a day later.
 */

type Key = { pk: string; sk: string };

/** Upload records only matter while the browser waits; a day is plenty. */
const UPLOAD_TTL_SECONDS = 24 * 3600;

/** Records a new upload as pending, with its own fields (`entity` among them); its key must be new. */
export async function putPendingUpload(key: Key, fields: Record<string, unknown>, now: Date): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...key, ...fields, status: 'pending', expiresAt: epochSeconds(now) + UPLOAD_TTL_SECONDS },
      ...IS_NEW,
    }),
  );
}

/** The upload's record, or undefined once expired: TTL deletes late, so an expired record reads as gone. */
export async function getLiveUpload<T>(key: Key, now: Date | number, consistent = true): Promise<T | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: key, ...(consistent ? { ConsistentRead: true } : {}) }),
  );
  if (!Item || Number(Item.expiresAt) <= epochSeconds(now)) return undefined;
  return Item as T;
}

/**
 * Settles a pending upload once, setting `outcome` (its status and what goes
 * with it). S3 may deliver an event again, so a second settle is a no-op
 * rather than an error; returns whether this call settled it.
 */
export function settlePendingUpload(key: Key, outcome: { status: string } & Record<string, unknown>): Promise<boolean> {
  const fields = Object.entries(outcome);
  return updateIfConditionHolds({
    TableName: tableName(),
    Key: key,
    UpdateExpression: `SET ${fields.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: {
      '#status': 'status',
      ...Object.fromEntries(fields.map(([name], i) => [`#f${i}`, name])),
    },
    ExpressionAttributeValues: {
      ':pending': 'pending',
      ...Object.fromEntries(fields.map(([, value], i) => [`:f${i}`, value])),
    },
  });
}
