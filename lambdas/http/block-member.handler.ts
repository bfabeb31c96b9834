import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { blockMember } from '../use-cases/moderation/safety';

export const handler = httpHandler(HTTP_ROUTES.blockMember, async ({ memberId, body }) =>
  blockMember(memberId, body.memberId),
);
