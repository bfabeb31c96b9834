import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { saveChatSettings } from '../use-cases/chat/chat-settings';

export const handler = httpHandler(CORE_ROUTES.updateMySettings, async ({ memberId, body }) =>
  saveChatSettings(memberId, body),
);
