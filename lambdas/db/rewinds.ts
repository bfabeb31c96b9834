import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { failedConditions, type TransactItem } from './conditions';
import { entitlementUnchanged } from './entitlements';
import { keys } from './keys';
import { dailyCountItem } from './swipes';
import { tableName } from './table';

export type LastPass = { targetId: string; passedAt: string };

/** The member's latest pass still to be taken back, if any (strongly consistent: a rewind just made is gone). */
export async function getLastPass(memberId: string): Promise<LastPass | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.lastPass(memberId), ConsistentRead: true }),
  );
  return Item ? { targetId: String(Item.targetId), passedAt: String(Item.passedAt) } : undefined;
}

export type RewindInput = {
  memberId: string;
  pass: LastPass;
  day: string;
  /** Rewinds allowed today, from the tier read at `entitlementVersion`. */
  allowance: number;
  entitlementVersion: number;
  now: Date;
};

/** `gone`: that pass was taken back already (another tab) or is no longer stored. */
export type RewindOutcome = 'rewound' | 'gone' | 'allowanceUsed' | 'tierChanged' | 'conflict';

/**
 * Takes back one pass in one transaction: the pass and the pointer to it are deleted only while the
 * pointer still names it, today's rewinds are counted against the allowance, and the tier must be the
 * one the allowance was read at. Two rewinds at once cannot both
 * succeed on one pass, nor together pass the allowance: each condition is checked in the write itself.
 */
export async function rewindPass(input: RewindInput): Promise<RewindOutcome> {
  const { memberId, pass, now } = input;
  const table = tableName();
  const items: TransactItem[] = [
    {
      Delete: {
        TableName: table,
        Key: keys.lastPass(memberId),
        ConditionExpression: 'targetId = :target AND passedAt = :at',
        ExpressionAttributeValues: { ':target': pass.targetId, ':at': pass.passedAt },
      },
    },
    {
      Delete: {
        TableName: table,
        Key: keys.swipe(memberId, pass.targetId),
        // A like is never taken back: it may have made a match, or told the other member already.
        ConditionExpression: 'attribute_exists(pk) AND isLike = :no',
        ExpressionAttributeValues: { ':no': false },
      },
    },
    dailyCountItem(memberId, input.day, 'rewinds', input.allowance, now),
    entitlementUnchanged(memberId, input.entitlementVersion),
  ];
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
    return 'rewound';
  } catch (error) {
    const failed = failedConditions(error);
    if (!failed) throw error;
    if (failed.length === 0) return 'conflict';
    if (failed.includes(0) || failed.includes(1)) return 'gone';
    if (failed.includes(3)) return 'tierChanged';
    return 'allowanceUsed';
  }
}
