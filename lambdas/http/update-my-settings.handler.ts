import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { saveChatSettings } from '../use-cases/chat/chat-settings';

export const handler = httpHandler(HTTP_ROUTES.updateMySettings, async ({ memberId, body }) =>
  saveChatSettings(memberId, body),
);
