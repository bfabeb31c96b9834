import type { ChatSettings, UpdateChatSettings } from '#shared/schemas/chat.ts';
import { getChatSettings, updateChatSettings } from '../../db/chat-settings';

export const readChatSettings = (memberId: string): Promise<ChatSettings> => getChatSettings(memberId);

export const saveChatSettings = (
  memberId: string,
  settings: UpdateChatSettings,
  now = new Date(),
): Promise<ChatSettings> => updateChatSettings(memberId, settings, now);
