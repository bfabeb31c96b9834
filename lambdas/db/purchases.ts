import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ProductKey } from '#shared/billing/catalog.ts';
import type { PurchaseStatus } from '#shared/billing/purchase-status.ts';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { queryAll } from './member-items';
import { tableName } from './table';
import { IS_NEW, epochSeconds, isConditionFailure, putItem, writeIfMemberExists } from './conditions';

export type PurchaseRecord = {
  purchaseId: string;
  memberId: string;
  product: ProductKey;
  /** What Stripe's price said when checkout started; Stripe charges its own amount. */
  amountCents: number;
  currency: string;
  status: PurchaseStatus;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  createdAt: string;
  completedAt: string | null;
  refundedAt: string | null;
  /** elite_match: the request form this payment is for (decision 0022). */
  eliteRequestId?: string | null;
};

/** A checkout that is never finished leaves nothing behind: Stripe expires the session after a day, the table the purchase after two. */
const PENDING_TTL_SECONDS = 2 * 86_400;

const STORAGE = new Set(['pk', 'sk', 'entity', 'expiresAt', 'syncedAt']);
const OPTIONAL = { checkoutSessionId: null, paymentIntentId: null, completedAt: null, refundedAt: null };
const toRecord = (item: Record<string, unknown>) =>
  ({ ...OPTIONAL, ...Object.fromEntries(Object.entries(item).filter(([key]) => !STORAGE.has(key))) }) as PurchaseRecord;
/** Absent, not null, until set: `if_not_exists` then keeps the first completion and refund times. */
const withoutNulls = (record: PurchaseRecord) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));

/** Records a pending purchase for a member who exists; false when the profile is gone. */
export async function createPendingPurchase(record: PurchaseRecord, now = new Date()): Promise<boolean> {
  return writeIfMemberExists(record.memberId, [
    putItem(
      {
        ...keys.purchase(record.memberId, record.purchaseId),
        entity: 'purchase',
        ...withoutNulls(record),
        expiresAt: epochSeconds(now) + PENDING_TTL_SECONDS,
      },
      IS_NEW,
    ),
  ]);
}

export async function attachCheckoutSession(
  memberId: string,
  purchaseId: string,
  checkoutSessionId: string,
): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.purchase(memberId, purchaseId),
      UpdateExpression: 'SET checkoutSessionId = :session',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':session': checkoutSessionId },
    }),
  );
}

export async function getPurchase(memberId: string, purchaseId: string): Promise<PurchaseRecord | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.purchase(memberId, purchaseId), ConsistentRead: true }),
  );
  return Item ? toRecord(Item) : undefined;
}

export async function listPurchases(memberId: string): Promise<PurchaseRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.member(memberId).pk, ':prefix': keys.purchasePrefix() },
  });
  return items.map(toRecord);
}

export type PurchaseSync = {
  status: PurchaseStatus;
  paymentIntentId: string | null;
  completedAt: string | null;
  refundedAt: string | null;
};

/**
 * Applies what Stripe says of the payment now. `syncedAt` (when it was read
 * from Stripe) orders concurrent writers: older data never overwrites newer.
 * A purchase that leaves `pending` loses its expiry: it is history now.
 */
export async function syncPurchase(
  memberId: string,
  purchaseId: string,
  sync: PurchaseSync,
  syncedAt: number,
): Promise<'written' | 'stale' | 'missing'> {
  const sets = ['#status = :status', 'syncedAt = :syncedAt'];
  const values: Record<string, unknown> = { ':status': sync.status, ':syncedAt': syncedAt };
  if (sync.paymentIntentId) {
    sets.push('paymentIntentId = :pi');
    values[':pi'] = sync.paymentIntentId;
  }
  // The first time seen stays: a later sync of the same payment must not move it.
  if (sync.completedAt) {
    sets.push('completedAt = if_not_exists(completedAt, :completed)');
    values[':completed'] = sync.completedAt;
  }
  if (sync.refundedAt) {
    sets.push('refundedAt = if_not_exists(refundedAt, :refunded)');
    values[':refunded'] = sync.refundedAt;
  }
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.purchase(memberId, purchaseId),
        UpdateExpression: `SET ${sets.join(', ')}${sync.status !== 'pending' ? ' REMOVE expiresAt' : ''}`,
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(syncedAt) OR syncedAt < :syncedAt)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
      }),
    );
    return 'written';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await getPurchase(memberId, purchaseId)) ? 'stale' : 'missing';
  }
}
