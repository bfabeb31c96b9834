import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { cloud } from './cloud-info';

let doc: DynamoDBDocumentClient | undefined;
const client = () =>
  (doc ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: cloud().env.AWS_ENDPOINT_URL_DYNAMODB,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  ));

/**
 * Every item in the table. Tests may scan (production code never does): it is
 * how "nothing was written" and "nothing of this member remains" are proven.
 */
export async function scanAll(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client().send(new ScanCommand({ TableName: cloud().env.TABLE_NAME, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** One item by its key (from `keys`), read consistently, or undefined. */
export async function getItem(key: { pk: string; sk: string }): Promise<Record<string, unknown> | undefined> {
  return (await client().send(new GetCommand({ TableName: cloud().env.TABLE_NAME, Key: key, ConsistentRead: true })))
    .Item;
}

/** Writes one item as it stands, to set up a state a test would otherwise take long to reach. */
export async function putItem(item: Record<string, unknown>): Promise<void> {
  await client().send(new PutCommand({ TableName: cloud().env.TABLE_NAME, Item: item }));
}

/** Waits for an eventually consistent effect (stream or S3 event handlers). */
/** One member's own items (their partition, read consistently): what a test watches for one member. */
export async function memberItems(memberId: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client().send(
      new QueryCommand({
        TableName: cloud().env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `MEMBER#${memberId}` },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

export async function eventually<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
