import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { endMatchOperations } from './matches';
import { tableName } from './table';

/**
 * Blocks `blockedId` for `blockerId` and ends any match between them, in one
 * transaction, so the two vanish from each other's deck, likes, matches and
 * chat at the same moment.
 */
export async function blockMember(blockerId: string, blockedId: string, now: Date): Promise<void> {
  await dynamo.send(new TransactWriteCommand({
    TransactItems: [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.block(blockerId, blockedId), ...keys.blocksReceived(blockedId), targetSk: blockerId,
            entity: 'block', blockerId, blockedId, createdAt: now.toISOString(),
          },
        },
      },
      ...endMatchOperations(blockerId, blockedId),
    ],
  }));
}

export async function putReport(report: {
  reportId: string; reporterId: string; reportedId: string; category: string; note: string | null;
  snapshot: Record<string, unknown>; now: Date;
}): Promise<void> {
  const at = report.now.toISOString();
  await dynamo.send(new PutCommand({
    TableName: tableName(),
    Item: {
      ...keys.report(report.reportId), ...keys.reportQueue('open'), feedSk: `${at}#${report.reportId}`,
      entity: 'report', status: 'open', reportId: report.reportId, reporterId: report.reporterId, reportedId: report.reportedId,
      category: report.category, note: report.note, snapshot: report.snapshot, createdAt: at,
    },
  }));
}
