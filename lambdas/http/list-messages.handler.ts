import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { listMessages } from '../use-cases/chat/list-messages';

export const handler = httpHandler(HTTP_ROUTES.listMessages, async ({ memberId, pathParameters, query }) =>
  listMessages(memberId, pathParameters.matchId, query),
);
