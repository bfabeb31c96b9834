import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { readChatSettings } from '../use-cases/chat/chat-settings';

export const handler = httpHandler(CORE_ROUTES.getMySettings, async ({ memberId }) => readChatSettings(memberId));
