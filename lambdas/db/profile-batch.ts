import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';

/** Display names for a handful of members (≤ 100 per call, one round trip). */
export async function getDisplayNames(memberIds: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(memberIds)].slice(0, 100);
  if (unique.length === 0) return new Map();
  const table = tableName();
  const { Responses } = await dynamo.send(
    new BatchGetCommand({
      RequestItems: { [table]: { Keys: unique.map((id) => keys.profile(id)), ProjectionExpression: 'id, fullName' } },
    }),
  );
  return new Map((Responses?.[table] ?? []).map((item) => [String(item.id), String(item.fullName ?? '')]));
}
