import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChatSettings, UpdateChatSettings } from '#shared/schemas/chat.ts';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { copyReceiptsToConnections } from './connections';
import { tableName } from './table';

/** Read receipts are on until a member turns them off; the AI coach is off until they turn it on. */
export const DEFAULT_CHAT_SETTINGS: ChatSettings = { readReceipts: true, coachAi: false, showSensitive: false };

const fromItem = (item: Record<string, unknown> | undefined): ChatSettings => ({
  readReceipts: typeof item?.readReceipts === 'boolean' ? item.readReceipts : DEFAULT_CHAT_SETTINGS.readReceipts,
  coachAi: typeof item?.coachAi === 'boolean' ? item.coachAi : DEFAULT_CHAT_SETTINGS.coachAi,
  showSensitive: typeof item?.showSensitive === 'boolean' ? item.showSensitive : DEFAULT_CHAT_SETTINGS.showSensitive,
});

export async function getChatSettings(memberId: string): Promise<ChatSettings> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.settings(memberId) }));
  return fromItem(Item);
}

/** Sets the named settings only, so two screens saving different settings cannot undo each other. */
export async function updateChatSettings(
  memberId: string,
  settings: UpdateChatSettings,
  now: Date,
): Promise<ChatSettings> {
  const entries = Object.entries(settings).filter(([, value]) => value !== undefined);
  // Connections carry a copy of the receipt choice (decision 0080): its version orders the copies.
  const receipts = typeof settings.readReceipts === 'boolean';
  const { Attributes } = await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.settings(memberId),
      UpdateExpression: `SET entity = :entity, memberId = :memberId, updatedAt = :now, ${entries.map((_, i) => `#f${i} = :f${i}`).join(', ')}${receipts ? ' ADD receiptsVersion :one' : ''}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
      ExpressionAttributeValues: {
        ':entity': 'settings',
        ':memberId': memberId,
        ':now': now.toISOString(),
        ...Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])),
        ...(receipts ? { ':one': 1 } : {}),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const saved = fromItem(Attributes);
  if (receipts) await copyReceiptsToConnections(memberId, saved.readReceipts, Number(Attributes?.receiptsVersion));
  return saved;
}

/** Both members' settings in one round trip (read receipts need both to agree). */
export async function getChatSettingsOf(memberIds: readonly string[]): Promise<Map<string, ChatSettings>> {
  const table = tableName();
  const { Responses } = await dynamo.send(
    new BatchGetCommand({ RequestItems: { [table]: { Keys: memberIds.map((id) => keys.settings(id)) } } }),
  );
  const found = new Map((Responses?.[table] ?? []).map((item) => [String(item.memberId), fromItem(item)]));
  return new Map(memberIds.map((id) => [id, found.get(id) ?? DEFAULT_CHAT_SETTINGS]));
}
