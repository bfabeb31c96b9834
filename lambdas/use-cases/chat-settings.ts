import type { ChatSettings } from '../../shared/schemas/chat';
import { getChatSettings, putChatSettings } from '../db/chat-settings';

export const readChatSettings = (memberId: string): Promise<ChatSettings> => getChatSettings(memberId);

export const saveChatSettings = (memberId: string, settings: ChatSettings, now = new Date()): Promise<ChatSettings> =>
  putChatSettings(memberId, settings, now);
