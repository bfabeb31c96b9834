import { BatchGetCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ChatSettings } from '../../shared/schemas/chat';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';

/** Read receipts are on until a member turns them off. */
export const DEFAULT_CHAT_SETTINGS: ChatSettings = { readReceipts: true };

const fromItem = (item: Record<string, unknown> | undefined): ChatSettings => ({
  readReceipts: typeof item?.readReceipts === 'boolean' ? item.readReceipts : DEFAULT_CHAT_SETTINGS.readReceipts,
});

export async function getChatSettings(memberId: string): Promise<ChatSettings> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.settings(memberId) }));
  return fromItem(Item);
}

export async function putChatSettings(memberId: string, settings: ChatSettings, now: Date): Promise<ChatSettings> {
  await dynamo.send(new PutCommand({
    TableName: tableName(),
    Item: { ...keys.settings(memberId), entity: 'settings', memberId, ...settings, updatedAt: now.toISOString() },
  }));
  return settings;
}

/** Both members' settings in one round trip (read receipts need both to agree). */
export async function getChatSettingsOf(memberIds: readonly string[]): Promise<Map<string, ChatSettings>> {
  const table = tableName();
  const { Responses } = await dynamo.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: memberIds.map((id) => keys.settings(id)) } } }));
  const found = new Map((Responses?.[table] ?? []).map((item) => [String(item.memberId), fromItem(item)]));
  return new Map(memberIds.map((id) => [id, found.get(id) ?? DEFAULT_CHAT_SETTINGS]));
}
