import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { readChatSettings } from '../use-cases/chat/chat-settings';

export const handler = httpHandler(HTTP_ROUTES.getMySettings, async ({ memberId }) => readChatSettings(memberId));
