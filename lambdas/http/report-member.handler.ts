import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { reportMember } from '../use-cases/moderation/safety';

export const handler = httpHandler(CORE_ROUTES.reportMember, async ({ memberId, body }) =>
  reportMember(memberId, body),
);
