import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PhotoUploadStatus } from '#shared/schemas/photos.ts';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';
import type { StoredPhoto } from './profiles';
import { epochSeconds, updateIfConditionHolds } from './conditions';

/** Upload records only matter while the browser waits; a day is plenty. */
const UPLOAD_TTL_SECONDS = 24 * 3600;

export type UploadRecord = {
  photoId: string;
  status: PhotoUploadStatus['status'];
  reason?: PhotoUploadStatus['reason'];
  photo?: StoredPhoto;
  contentType: string;
  createdAt: string;
};

export async function putPendingUpload(
  memberId: string,
  photoId: string,
  contentType: string,
  now: Date,
): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.upload(memberId, photoId),
        entity: 'upload',
        photoId,
        status: 'pending',
        contentType,
        createdAt: now.toISOString(),
        expiresAt: epochSeconds(now) + UPLOAD_TTL_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getUpload(memberId: string, photoId: string): Promise<UploadRecord | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.upload(memberId, photoId) }));
  if (!Item || Item.expiresAt <= epochSeconds(Date.now())) return undefined;
  return Item as unknown as UploadRecord;
}

/**
 * Settles a pending upload once. The S3 handler may be retried, so a second
 * settle is a no-op rather than an error; returns whether this call settled it.
 */
export async function settleUpload(
  memberId: string,
  photoId: string,
  outcome:
    { status: 'ready'; photo: StoredPhoto } | { status: 'rejected'; reason: NonNullable<PhotoUploadStatus['reason']> },
): Promise<boolean> {
  return updateIfConditionHolds({
    TableName: tableName(),
    Key: keys.upload(memberId, photoId),
    UpdateExpression:
      outcome.status === 'ready' ? 'SET #status = :status, photo = :detail' : 'SET #status = :status, reason = :detail',
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':status': outcome.status,
      ':pending': 'pending',
      ':detail': outcome.status === 'ready' ? outcome.photo : outcome.reason,
    },
  });
}
