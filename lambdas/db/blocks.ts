import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { correlated } from './correlation';
import { keys } from './keys';
import { endMatchOperations } from './matches';
import { getByKeys } from './batch-get';
import { tableName } from './table';

/**
 * Blocks `blockedId` for `blockerId` and ends any match between them, in one
 * transaction, so the two vanish from each other's deck, likes, matches and
 * chat at the same moment.
 */
export async function blockMember(blockerId: string, blockedId: string, now: Date): Promise<void> {
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.block(blockerId, blockedId),
              ...keys.blocksReceived(blockedId),
              targetSk: blockerId,
              entity: 'block',
              blockerId,
              blockedId,
              createdAt: now.toISOString(),
              ...correlated(),
            },
          },
        },
        ...endMatchOperations(blockerId, blockedId),
      ],
    }),
  );
}

/**
 * Of `others`, who is blocked by `memberId` or has blocked them: BatchGets of
 * exact keys, no query. For lists that hide blocks but not swipes (stories).
 */
export async function blockedEitherWay(memberId: string, others: string[]): Promise<Set<string>> {
  const unique = [...new Set(others)];
  const requests = unique.flatMap((other) => [keys.block(memberId, other), keys.block(other, memberId)]);
  const blocks = await getByKeys(requests, 'blockerId, blockedId');
  return new Set(
    blocks.map((item) => (String(item.blockerId) === memberId ? String(item.blockedId) : String(item.blockerId))),
  );
}
