import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { listMessages } from '../use-cases/chat/list-messages';

export const handler = httpHandler(CORE_ROUTES.listMessages, async ({ memberId, pathParameters, query }) =>
  listMessages(memberId, pathParameters.matchId, query),
);
