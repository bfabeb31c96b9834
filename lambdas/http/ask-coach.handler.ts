import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { askCoach } from '../use-cases/chat/coach';

export const handler = httpHandler(HTTP_ROUTES.askCoach, async ({ memberId, body }) => askCoach(memberId, body));
