import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { RelationshipAnalytics } from '#shared/schemas/chat.ts';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';

/** One record per (member, match), replaced on every analysis (the spec's upsert on user and match). */
export async function putRelationshipAnalytics(
  memberId: string,
  matchId: string,
  analytics: Extract<RelationshipAnalytics, { available: true }>,
): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.analytics(memberId, matchId), entity: 'relationshipAnalytics', memberId, matchId, ...analytics },
    }),
  );
}
