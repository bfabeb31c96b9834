import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { recordSwipe } from '../use-cases/discovery/record-swipe';

export const handler = httpHandler(CORE_ROUTES.recordSwipe, async ({ memberId, body }) => recordSwipe(memberId, body));
