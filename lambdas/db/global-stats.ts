import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';

export type GlobalStats = { members: number };

/** Adds deltas to table-wide counters with one atomic ADD. */
export async function addToGlobalStats(delta: Partial<GlobalStats>): Promise<void> {
  const entries = Object.entries(delta).filter(([, value]) => value !== 0);
  if (entries.length === 0) return;
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.globalStats(),
      UpdateExpression: `ADD ${entries.map((_, i) => `#f${i} :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
    }),
  );
}

export async function getGlobalStats(): Promise<GlobalStats> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.globalStats() }));
  return { members: Number(Item?.members ?? 0) };
}
