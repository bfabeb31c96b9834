import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { recordSwipe } from '../use-cases/discovery/record-swipe';

export const handler = httpHandler(HTTP_ROUTES.recordSwipe, async ({ memberId, body }) => recordSwipe(memberId, body));
