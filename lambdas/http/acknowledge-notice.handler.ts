import { STAFF_ROUTES } from '#shared/routes/staff.ts';
import { httpHandler } from './http-handler';
import { acknowledgeNotice } from '../use-cases/moderation/notices';

export const handler = httpHandler(STAFF_ROUTES.acknowledgeNotice, async ({ memberId, pathParameters }) =>
  acknowledgeNotice(memberId, pathParameters.noticeId!),
);
