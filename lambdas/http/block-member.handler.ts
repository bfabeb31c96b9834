import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { blockMember } from '../use-cases/moderation/safety';

export const handler = httpHandler(CORE_ROUTES.blockMember, async ({ memberId, body }) =>
  blockMember(memberId, body.memberId),
);
