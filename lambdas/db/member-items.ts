import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { inboundPartitions, keys } from './keys';
import { tableName } from './table';

type Key = { pk: string; sk: string };
type Item = Record<string, unknown> & Key;

/** Every page of a Query, concatenated. */
export function queryAll(input: ConstructorParameters<typeof QueryCommand>[0]): Promise<Item[]> {
  return queryUntil(input, Infinity);
}

/** How many items a Query matches, over every page: a COUNT query also stops at each 1 MB read. */
export async function countAll(input: ConstructorParameters<typeof QueryCommand>[0]): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: start }));
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

/**
 * Items of a Query, page after page, until there are `enough` (or none are
 * left): a filter can leave a page short, or empty. May return more than
 * `enough`, up to a page's `Limit` over; the caller cuts.
 */
export async function queryUntil(
  input: ConstructorParameters<typeof QueryCommand>[0],
  enough: number,
): Promise<Item[]> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as Item[]));
    start = page.LastEvaluatedKey;
  } while (start && items.length < enough);
  return items;
}

/** The newest `limit` items pointing at `targetPk` (byTarget, whose sort key orders them by time). */
export async function newestOnTarget(targetPk: string, limit: number): Promise<Item[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byTarget',
      KeyConditionExpression: 'targetPk = :t',
      ExpressionAttributeValues: { ':t': targetPk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items as Item[];
}

/** Everything in the member's own partition, read consistently: account deletion must see what was just written. */
export function listOwnItems(memberId: string): Promise<Item[]> {
  return queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.member(memberId).pk },
    ConsistentRead: true,
  });
}

/** Items elsewhere that point at the member: connections, likes and blocks received, match edges. */
export async function listInboundItems(memberId: string): Promise<Item[]> {
  const pages = await Promise.all(
    inboundPartitions(memberId).map((targetPk) =>
      queryAll({
        TableName: tableName(),
        IndexName: 'byTarget',
        KeyConditionExpression: 'targetPk = :t',
        ExpressionAttributeValues: { ':t': targetPk },
      }),
    ),
  );
  return pages.flat();
}

/** Deletes by key in batches of 25, retrying what DynamoDB leaves unprocessed. */
export async function deleteItems(items: Key[]): Promise<number> {
  const unique = [...new Map(items.map((item) => [`${item.pk}|${item.sk}`, { pk: item.pk, sk: item.sk }])).values()];
  for (let i = 0; i < unique.length; i += 25) {
    let requests: Record<string, unknown>[] | undefined = unique
      .slice(i, i + 25)
      .map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests && requests.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests as never } }));
      requests = result.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
      if (attempt > 8) throw new Error('DynamoDB kept delete requests unprocessed');
    }
  }
  return unique.length;
}
