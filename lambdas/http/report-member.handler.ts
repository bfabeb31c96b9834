import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { reportMember } from '../use-cases/moderation/safety';

export const handler = httpHandler(HTTP_ROUTES.reportMember, async ({ memberId, body }) =>
  reportMember(memberId, body),
);
