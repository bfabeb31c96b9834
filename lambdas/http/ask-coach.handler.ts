import { PREMIUM_ROUTES } from '#shared/routes/premium.ts';
import { httpHandler } from './http-handler';
import { askCoach } from '../use-cases/chat/coach';

export const handler = httpHandler(PREMIUM_ROUTES.askCoach, async ({ memberId, body }) => askCoach(memberId, body));
