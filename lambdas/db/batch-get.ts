import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { tableName } from './table';

type Item = Record<string, unknown>;

/** BatchGetItem's most keys per call. */
const BATCH_SIZE = 100;
/** Rounds for the keys DynamoDB leaves unprocessed; what is still left after them reads as absent. */
const MAX_ATTEMPTS = 8;

/**
 * The items at these exact keys (those that exist), in batches of 100, in no
 * particular order: no scan, no query. `projection` names the attributes to
 * read, when not all are needed (`names` stands in for reserved words in it).
 */
export async function getByKeys(
  keys: Item[],
  projection?: string,
  names?: Record<string, string>,
  options: { consistent?: boolean } = {},
): Promise<Item[]> {
  const table = tableName();
  const found: Item[] = [];
  for (let i = 0; i < keys.length; i += BATCH_SIZE) {
    let pending: Item[] | undefined = keys.slice(i, i + BATCH_SIZE);
    for (let attempt = 0; pending && pending.length > 0 && attempt < MAX_ATTEMPTS; attempt++) {
      const result = await dynamo.send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: pending,
              ...(projection ? { ProjectionExpression: projection } : {}),
              ...(names ? { ExpressionAttributeNames: names } : {}),
              ...(options.consistent ? { ConsistentRead: true } : {}),
            },
          },
        }),
      );
      found.push(...(result.Responses?.[table] ?? []));
      pending = result.UnprocessedKeys?.[table]?.Keys as Item[] | undefined;
    }
  }
  return found;
}
